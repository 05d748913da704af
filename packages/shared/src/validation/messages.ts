import { z } from 'zod';

/**
 * Custom zod error maps produce SPEC §5 message keys directly, so the browser form and the server
 * request speak the same keys.
 */
export const requiredString = (max = 255) =>
  z
    .string({ error: 'Validation.required' })
    .trim()
    .min(1, { error: 'Validation.required' })
    .max(max, { error: 'Validation.invalid_format' });

export const email = () =>
  z
    .string({ error: 'Validation.required' })
    .trim()
    .toLowerCase()
    .max(254, { error: 'Validation.invalid_email' })
    .pipe(z.email({ error: 'Validation.invalid_email' }));

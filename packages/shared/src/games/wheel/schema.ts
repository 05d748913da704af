import { z } from 'zod';

export const WHEEL_RISKS = ['low', 'medium', 'high'] as const;
export const WHEEL_SEGMENT_COUNTS = [10, 20, 30, 40, 50] as const;

export const wheelParams = z
  .object({
    risk: z.enum(WHEEL_RISKS),
    segments: z
      .number()
      .int()
      .refine((segments) => (WHEEL_SEGMENT_COUNTS as readonly number[]).includes(segments), {
        message: 'Validation.invalid_format',
      }),
  })
  .strict();

export type WheelParams = z.infer<typeof wheelParams>;

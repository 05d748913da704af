import type { FieldError, ValidationMessage } from '@casino/shared';
import { VALIDATION_MESSAGES } from '@casino/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fromDatabaseError } from './database-errors.ts';
import { AppError, envelope } from './errors.ts';

const KNOWN_MESSAGES = new Set<string>(VALIDATION_MESSAGES);
const MAX_FIELD_ERRORS = 50;

interface IssueLike {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Turns a zod issue into a SPEC §5 field error; shared schemas already carry the key as their message. */
export function toFieldError(issue: IssueLike, context?: string): FieldError[] {
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const base = path || context || '';
  if (issue.keyword === 'unrecognized_keys') {
    const keys = (issue.params?.keys as string[] | undefined) ?? [];
    return keys.map((key) => ({
      field: base && path ? `${path}.${key}` : key,
      message: 'Validation.invalid_format',
    }));
  }
  const message = issue.message ?? '';
  let key: ValidationMessage = 'Validation.invalid_format';
  if (KNOWN_MESSAGES.has(message)) key = message as ValidationMessage;
  else if (issue.keyword === 'invalid_type' && /received undefined/.test(message))
    key = 'Validation.required';
  return [{ field: base, message: key }];
}

/** Every failure leaves as the error envelope; nothing internal leaks and nothing answers 500 for bad input. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((raised: FastifyError | AppError, request, reply) => {
    // A database failure caused by the input, or by the database being too busy, is not a 500.
    const fromDatabase = raised instanceof AppError ? null : fromDatabaseError(raised);
    if (fromDatabase) request.log.warn({ err: raised }, 'database refused the request');
    const error = fromDatabase ?? raised;
    if (error instanceof AppError) {
      const body = envelope(error.detail, error.params, error.extra);
      if (error.status >= 500) request.log.error({ err: error, key: body.key }, 'request failed');
      else request.log.info({ detail: error.detail, key: body.key }, 'request refused');
      if (error.extra.retry_after !== undefined)
        void reply.header('retry-after', String(error.extra.retry_after));
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation
        .flatMap((issue) =>
          toFieldError(issue as IssueLike, (error as { validationContext?: string }).validationContext),
        )
        // A body of thousands of unknown keys must not earn an answer larger than itself.
        .slice(0, MAX_FIELD_ERRORS);
      return reply.status(400).send(envelope('validation_error', undefined, { errors }));
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(envelope('payload_too_large'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(envelope('unsupported_media_type'));
    }
    if (
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      return reply.status(400).send(envelope('invalid_json'));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(envelope(status === 404 ? 'not_found' : 'validation_error'));
    }
    const body = envelope('internal_error');
    request.log.error({ err: error, key: body.key }, 'unhandled error');
    return reply.status(500).send(body);
  });
}

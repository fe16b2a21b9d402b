import { generalCodeOf, type ErrorCode, type ErrorCodeOfStatus } from '@vastra/domain/api';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/**
 * The fixed list of failure kinds (docs/rules/api.md#conventions) and the one place they become HTTP statuses.
 * 422 is a well-formed request that contradicts an earlier one (an Idempotency-Key reused for another order).
 */
export const ERROR_STATUS = {
  'bad-request': 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  /** An upload over its size limit (a photo). */
  'payload-too-large': 413,
  /** An upload that is not a kind we accept (its bytes decide). */
  'unsupported-media-type': 415,
  unprocessable: 422,
  'too-many-requests': 429,
  'provider-failed': 502,
  /** Not served yet, for a reason the message names (a production shop's policy pages before its own contacts). */
  unavailable: 503,
} as const satisfies Record<string, number>;
export type ErrorKind = keyof typeof ERROR_STATUS;

/** The general code of each kind, answered when a refusal names no more specific one. */
export const GENERAL_CODE = {
  'bad-request': 'bad_request',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  'not-found': 'not_found',
  conflict: 'conflict',
  'payload-too-large': 'payload_too_large',
  'unsupported-media-type': 'unsupported_media_type',
  unprocessable: 'unprocessable',
  'too-many-requests': 'rate_limited',
  'provider-failed': 'provider_failed',
  unavailable: 'unavailable',
} as const satisfies { [K in ErrorKind]: ErrorCodeOfStatus<(typeof ERROR_STATUS)[K]> };

/**
 * Fields sent beside the message. `code` names the case when a client must tell it apart from the
 * kind's others; it answers with the kind's status (error-codes.test.ts checks every code's status).
 */
export type ErrorExtra = { code?: ErrorCode } & Record<string, unknown>;

/** An expected refusal of the API: thrown by services, turned into `{ message, code, … }` by the handler. */
export class AppError extends Error {
  /** The stable machine code clients branch on (@vastra/domain/api error-codes.ts). */
  readonly code: ErrorCode;

  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly extra: ErrorExtra = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = extra.code ?? GENERAL_CODE[kind];
  }
}

export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(
    'too-many-requests',
    message,
    { retryAfterSeconds },
    { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );

/** The field and what is wrong with it (docs/rules/security.md); the browser validates first with the same schemas. */
function describeZodIssue(issue: { instancePath?: string; message?: string; params?: unknown }) {
  const field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const text = issue.message ?? 'is invalid';
  return { field: field || undefined, message: field ? `${field}: ${text}` : text };
}

/**
 * The single error handler: 4xx with a clear message and its code, 5xx without internals
 * (docs/rules/errors.md#error-body).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      request.log.info({ kind: error.kind, reason: error.message }, 'request refused');
      return reply
        .headers(error.headers)
        .status(ERROR_STATUS[error.kind])
        .send({ message: error.message, ...error.extra, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const { field, message } = describeZodIssue(first ?? {});
      const where = error.validationContext && error.validationContext !== 'body' ? `${error.validationContext} ` : '';
      return reply.status(400).send({ message: `${where}${message}`.trim(), code: 'bad_request', field });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Internal Server Error', code: 'internal' });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientMessage(error), code: generalCodeOf(status) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal Server Error', code: 'internal' });
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is not valid JSON';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send application/json';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    default:
      return error.message || 'Bad request';
  }
}

import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { API_BASE_PATH } from '@spona/contracts';
import { AppError } from '../http/AppError';
import {
  Busy,
  databaseErrorOf,
  DomainError,
  Forbidden,
  NotFound,
  PG_CHECK_VIOLATION,
  PG_FOREIGN_KEY_VIOLATION,
  PG_NUMERIC_OUT_OF_RANGE,
  PG_UNIQUE_VIOLATION,
  RuleViolation,
  type RuleViolationKind,
} from '../domain/errors';
import { validationMessage, type ValidationIssue } from '../http/validationMessage';

type FieldErrors = Record<string, string[]>;

/** Field path of a validation issue as the client knows it: `targeting.age_from`, or `_` for the whole input. */
function fieldName(instancePath: string): string {
  const name = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return name === '' ? '_' : name;
}

function validationErrors(issues: ValidationIssue[], request: FastifyRequest): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const name =
      issue.keyword === 'unrecognized_keys'
        ? String((issue.params.keys as string[])?.[0] ?? '_')
        : fieldName(issue.instancePath);
    const message = validationMessage(issue, request.t.bind(request));
    const list = (errors[name] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}

/** Maps the framework's own failures to the statuses of ARCHITECTURE.md. */
function statusAndKey(error: FastifyError): { status: number; key: string } | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, key: 'errors.badJson' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { status: 413, key: 'errors.tooLarge' };
    // SPEC §5 and §8: an image over 5 MB.
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, key: 'images.tooLarge' };
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, key: 'errors.unsupportedMediaType' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 415, key: 'errors.unsupportedMediaType' };
    default:
      if (error.statusCode === 429) return { status: 429, key: 'errors.rateLimited' };
      // Other client errors raised by the framework or a plugin keep their status with a generic text.
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
        return {
          status: error.statusCode,
          key: error.statusCode === 404 ? 'errors.notFound' : 'errors.validation',
        };
      }
      return undefined;
  }
}

/**
 * The safety net of 'no input gives a 500': a constraint the domain did not map itself still
 * answers 409 (unique) or 422 (foreign key, check, out of range).
 */
function databaseError(error: unknown): { status: number; key: string } | undefined {
  switch (databaseErrorOf(error)?.code) {
    case PG_UNIQUE_VIOLATION:
      return { status: 409, key: 'errors.conflict' };
    case PG_FOREIGN_KEY_VIOLATION:
    case PG_CHECK_VIOLATION:
    case PG_NUMERIC_OUT_OF_RANGE:
      return { status: 422, key: 'errors.validation' };
    default:
      return undefined;
  }
}

function sendError(reply: FastifyReply, status: number, message: string, errors?: FieldErrors) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(errors && Object.keys(errors).length > 0 ? { message, errors } : { message });
}

/** Status and generic message of each kind of rule violation (domain/errors.ts). */
const RULE_VIOLATION_ANSWERS: Record<RuleViolationKind, { status: number; key: string }> = {
  invalid: { status: 422, key: 'errors.validation' },
  conflict: { status: 409, key: 'errors.conflict' },
  tooLarge: { status: 413, key: 'errors.tooLarge' },
  unsupportedType: { status: 415, key: 'errors.unsupportedMediaType' },
};

/** The one place a domain error becomes an answer (ARCHITECTURE.md: status codes). */
function sendDomainError(request: FastifyRequest, reply: FastifyReply, error: DomainError) {
  if (error instanceof RuleViolation) {
    const answer = RULE_VIOLATION_ANSWERS[error.kind];
    const errors = Object.fromEntries(
      Object.entries(error.fields).map(([field, key]) => [field, [request.t(key, error.vars)]]),
    );
    return sendError(reply, answer.status, request.t(error.messageKey ?? answer.key, error.vars), errors);
  }
  if (error instanceof NotFound) return sendError(reply, 404, request.t(error.messageKey));
  if (error instanceof Forbidden) return sendError(reply, 403, request.t(error.messageKey, error.vars));
  if (error instanceof Busy) {
    reply.header('retry-after', String(error.retryAfterSeconds));
    return sendError(reply, 503, request.t('errors.busy'));
  }
  request.log.error({ err: error }, 'domain error without an answer');
  return sendError(reply, 500, request.t('errors.internal'));
}

/**
 * The one error shape `{ message, errors? }` in the request's language, on every route.
 * Never a stack trace: unexpected errors are logged and answered with 'An error occurred.'.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof AppError) {
        return sendError(reply, error.statusCode, request.t(error.messageKey, error.vars), error.errors);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        return sendError(
          reply,
          400,
          request.t('errors.validation'),
          validationErrors(error.validation, request),
        );
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
        return sendError(reply, 500, request.t('errors.internal'));
      }
      if (error instanceof DomainError) return sendDomainError(request, reply, error);
      const database = databaseError(error);
      if (database) return sendError(reply, database.status, request.t(database.key));
      const known = statusAndKey(error);
      if (known) {
        if (known.status === 429) {
          const seconds = Number(reply.getHeader('retry-after') ?? 60);
          return sendError(reply, 429, request.t(known.key, { seconds }));
        }
        return sendError(reply, known.status, request.t(known.key));
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendError(reply, 500, request.t('errors.internal'));
    });
  },
  { name: 'errors', dependencies: ['request-context'] },
);

/** True for paths that belong to the API, which never answer with the web app. */
export function isApiPath(url: string): boolean {
  return (
    url === API_BASE_PATH || url.startsWith(`${API_BASE_PATH}/`) || url === '/api' || url.startsWith('/api/')
  );
}

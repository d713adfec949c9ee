/**
 * Statuses that only the HTTP layer gives: malformed input the schemas cannot see (400), no or a bad
 * token (401), a missing XSRF echo (419), a rate limit (429), a failure of the server (500). Every
 * business answer (403, 404, 409, 413, 415, 422, 503) is a domain error of domain/errors.ts instead.
 */
export type HttpOnlyStatus = 400 | 401 | 419 | 429 | 500;

/**
 * A failure of the HTTP layer (plugins, http/, a route's own request handling) with a catalogue key
 * of the `api` namespace. The error plugin turns it into the one error shape `{ message, errors? }` in
 * the request's language.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: HttpOnlyStatus,
    readonly messageKey: string,
    readonly vars: Record<string, unknown> = {},
    /** Field errors, already translated, for 400 answers. */
    readonly errors?: Record<string, string[]>,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const unauthenticatedError = () => new AppError(401, 'errors.unauthenticated');

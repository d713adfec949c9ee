/**
 * An expected failure with its HTTP status and a catalogue key of the `api` namespace.
 * The error plugin turns it into the one error shape `{ message, errors? }` in the request's language.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly vars: Record<string, unknown> = {},
    /** Field errors, already translated, for 400/422 answers. */
    readonly errors?: Record<string, string[]>,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const notFoundError = () => new AppError(404, 'errors.notFound');
export const forbiddenError = () => new AppError(403, 'errors.forbidden');
export const unauthenticatedError = () => new AppError(401, 'errors.unauthenticated');

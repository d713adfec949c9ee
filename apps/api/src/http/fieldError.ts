import type { FastifyRequest } from 'fastify';
import { AppError } from './AppError';

/**
 * A 422 business-rule failure on form fields (`{ message, errors: { email: ['Email already taken'] } }`),
 * each field's catalogue key translated in the request's language.
 */
export function fieldError(request: FastifyRequest, fields: Record<string, string>): AppError {
  const errors = Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, [request.t(key)]]));
  return new AppError(422, 'errors.validation', {}, errors);
}

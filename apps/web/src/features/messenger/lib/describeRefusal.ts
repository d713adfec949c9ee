import { ApiError } from '../../../lib/apiError';
import { fieldErrorsFromApiError } from '../../../lib/formErrors';

/**
 * The server's own explanation of a refused call (a 4xx): its first field error, which says more than
 * the general message ('You already have an active arrangement on this offer'), or its message.
 * Null when the call did not get an answer or the server failed: then only 'System error' applies.
 */
export function describeRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  return Object.values(fieldErrorsFromApiError(error))[0] ?? error.message;
}

/** Whether the server refused the message key as used for something else (then a new key is due). */
export function isMessageKeyRefused(error: unknown): boolean {
  return error instanceof ApiError && error.errors?.message_key !== undefined;
}

import type { TApiError } from '@spona/contracts';

/** An HTTP error of the API with its message (SPEC §8: rethrown with their message). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: TApiError['errors'],
    /** Seconds from a 429's Retry-After header. */
    readonly retryAfterSeconds?: number,
    /** The parsed answer, for callers that read more than the message (the OAuth error's flags). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

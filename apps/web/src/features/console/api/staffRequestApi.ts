import { apiGetBlob, apiRequest, ApiError, type ApiRequestOptions } from '../../../lib/apiClient';
import { clearStaffSession, readStaffSession } from '../lib/staffSession';

/**
 * Issue 17: every console call goes through here: the API client with the staff session's token
 * instead of the user's. A 401 means the session ended (8 hours, sign-out elsewhere, disabled): it is
 * cleared, and the console shows its sign-in page.
 */
export async function consoleRequest<T = unknown>(
  method: string,
  path: string,
  options: Omit<ApiRequestOptions, 'bearerToken'> = {},
): Promise<T> {
  try {
    return await apiRequest<T>(method, `console/${path.replace(/^\//, '')}`, {
      ...options,
      bearerToken: readStaffSession()?.token ?? null,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearStaffSession();
    throw error;
  }
}

export const consoleGet = <T = unknown>(path: string, options?: Omit<ApiRequestOptions, 'bearerToken'>) =>
  consoleRequest<T>('GET', path, options);
export const consolePost = <T = unknown>(path: string, body?: unknown) =>
  consoleRequest<T>('POST', path, { body: body ?? {} });
export const consolePatch = <T = unknown>(path: string, body: unknown) =>
  consoleRequest<T>('PATCH', path, { body });
export const consoleDelete = <T = unknown>(path: string, body?: unknown) =>
  consoleRequest<T>('DELETE', path, { body });

/** A file only staff may read (a bug report's screenshot, a reported arrangement's file), as its bytes. */
export async function consoleGetBlob(path: string): Promise<Blob> {
  try {
    return await apiGetBlob(`console/${path.replace(/^\//, '')}`, {
      bearerToken: readStaffSession()?.token ?? null,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearStaffSession();
    throw error;
  }
}

import { ApiError } from './apiError';
import { parseBody, parseRetryAfter, toApiError } from './apiClient';
import { buildApiUrl, buildRequestHeaders } from './apiRequestParts';
import { getCurrentLocale, i18n } from './i18n';
import { reportNetworkFailure, reportNetworkSuccess } from './networkStatus';
import { ensureFreshToken } from './tokenRefresh';

/**
 * Issue 16: uploads with progress, apart from apiClient.ts so that the first route does not carry
 * them (only the messenger's files use it).
 */

export interface ApiUploadOptions {
  signal?: AbortSignal;
  /** Called as the body goes out, with the share sent (0 to 1). */
  onProgress?: (fraction: number) => void;
}

/**
 * POSTs a FormData and reports the upload's progress, which fetch cannot: an XMLHttpRequest with the
 * same headers, token refresh and errors as `apiRequest` (issue 16: files upload with progress).
 */
export async function apiUpload<T>(
  path: string,
  form: FormData,
  { signal, onProgress }: ApiUploadOptions = {},
): Promise<T> {
  await ensureFreshToken();
  signal?.throwIfAborted();
  const url = buildApiUrl(path);
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    buildRequestHeaders('POST', url, false, getCurrentLocale()).forEach((value, name) =>
      request.setRequestHeader(name, value),
    );
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      reportNetworkSuccess();
      const body = parseBody(request.status, request.responseText, request.getResponseHeader('Content-Type'));
      if (request.status >= 200 && request.status < 300) {
        resolve(body as T);
        return;
      }
      const retryAfter = parseRetryAfter(request.getResponseHeader('Retry-After'));
      reject(toApiError(request.status, body, retryAfter));
    };
    request.onerror = () => {
      reportNetworkFailure();
      reject(new ApiError(0, i18n.t('errors:generic')));
    };
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

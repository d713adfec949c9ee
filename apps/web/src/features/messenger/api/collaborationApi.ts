import {
  API_BASE_PATH,
  ZArrangement,
  ZPrivateFileList,
  type TArrangement,
  type TDeliveryRevise,
  type TPrivateFile,
} from '@spona/contracts';
import { apiGetBlob, apiPost } from '../../../lib/apiClient';
import type { ApiUploadOptions } from '../../../lib/apiUpload';

/**
 * Issue 16 items 4 and 5: the calls of deliveries and of the private files of messages and deliveries.
 * Arrangements themselves stay under `messengerKeys` (messengerApi.ts).
 */

/**
 * Query keys of the private files. Not under `messengerKeys.all`: a file never changes, so refreshing
 * every arrangement (after a reconnect) must not download the files again.
 */
export const collaborationKeys = {
  files: ['arrangementFiles'] as const,
  file: (fileId: number) => [...collaborationKeys.files, fileId] as const,
};

/** What a client sends for a delivery: the files are uploaded before, by id. */
export interface DeliveryInput {
  note: string | null;
  links: string[];
  file_ids: number[];
}

/**
 * Issue 16 POST arrangements/{id}/files: one image or PDF (10 MB at most), uploaded at once with its
 * progress, before the message or the delivery that carries it.
 */
export async function uploadPrivateFile(
  arrangementId: number,
  file: File,
  options?: ApiUploadOptions,
): Promise<TPrivateFile> {
  // Loaded when an upload starts: the profile editor shares the helper, and a chunk of its own named
  // among the messenger page's static dependencies would weigh on the first route (issue 18).
  const { apiUpload } = await import('../../../lib/apiUpload');
  const form = new FormData();
  form.append('files', file, file.name);
  const list = ZPrivateFileList.parse(
    await apiUpload<unknown>(`arrangements/${arrangementId}/files`, form, options),
  );
  const [uploaded] = list.data;
  if (!uploaded) throw new Error('The upload answered no file.');
  return uploaded;
}

/** A private file's `url` (`/api/v1/arrangements/{id}/files/{fileId}`) as a path the API client takes. */
function toApiPath(url: string): string {
  return url.startsWith(`${API_BASE_PATH}/`) ? url.slice(API_BASE_PATH.length + 1) : url;
}

/**
 * Issue 16 GET arrangements/{id}/files/{fileId}: the bytes, for the two participants only (Bearer
 * token), shown through an object URL; there is no JSON to parse.
 */
export function fetchPrivateFile(file: Pick<TPrivateFile, 'url'>, signal?: AbortSignal): Promise<Blob> {
  return apiGetBlob(toApiPath(file.url), { signal });
}

/** Issue 16 POST arrangements/{id}/deliveries: the creator's links, note and uploaded files. */
export async function submitDelivery(arrangementId: number, body: DeliveryInput): Promise<TArrangement> {
  return ZArrangement.parse(await apiPost<unknown>(`arrangements/${arrangementId}/deliveries`, body));
}

/** Issue 16 POST management/approve/{id}: the advertiser approves the pending delivery (completes it). */
export async function approveDelivery(arrangementId: number): Promise<TArrangement> {
  return ZArrangement.parse(await apiPost<unknown>(`management/approve/${arrangementId}`));
}

/** Issue 16 POST management/revise/{id}: the advertiser sends the pending delivery back with a note. */
export async function requestRevision(arrangementId: number, body: TDeliveryRevise): Promise<TArrangement> {
  return ZArrangement.parse(await apiPost<unknown>(`management/revise/${arrangementId}`, body));
}

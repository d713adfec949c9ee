import { API_BASE_PATH, type TPrivateFile } from '@spona/contracts';
import type { PrivateFileRow } from '../domain/arrangements/collaboration';

/**
 * Issue 16: the URL of a private file, under the API: it answers the arrangement's two participants
 * only (their Bearer token), never anyone else, and is never under the public /assets/images/.
 */
export const privateFileUrl = (file: Pick<PrivateFileRow, 'arrangementId' | 'id'>) =>
  `${API_BASE_PATH}/arrangements/${file.arrangementId}/files/${file.id}`;

/** Issue 16: a private file of a message or a delivery, as the participants see it. */
export function presentPrivateFile(row: PrivateFileRow): TPrivateFile {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    content_type: row.contentType,
    size: row.size,
    width: row.width,
    height: row.height,
    url: privateFileUrl(row),
  };
}

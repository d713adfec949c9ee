import type { ReadStream } from 'node:fs';
import { open } from 'node:fs/promises';

/**
 * A stored file as a stream with its size, or undefined when there is no such file. The file is
 * opened first and its size read from the open handle: one removed meanwhile (a replaced picture,
 * a deleted item) is either not found here (a 404) or read whole, never an error mid-answer (a 500).
 * The stream closes the handle when it ends or is destroyed.
 */
export async function openStoredFile(
  filePath: string,
): Promise<{ stream: ReadStream; size: number } | undefined> {
  const handle = await open(filePath, 'r').catch(() => undefined);
  if (!handle) return undefined;
  try {
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      return undefined;
    }
    return { stream: handle.createReadStream(), size: info.size };
  } catch (err) {
    await handle.close().catch(() => undefined);
    throw err;
  }
}

import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The file in an embedded database's folder naming the process that has it open. */
export const DATA_DIR_LOCK_FILE = 'spona-open.pid';

/** The embedded database's folder is open in another live process. */
export class DataDirInUse extends Error {
  constructor(
    readonly directory: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${directory} is open in process ${pid} (a running server?). ` +
        'Stop it first, or let the running server do the work (npm run staff reaches it through DATA_DIR/staff.sock).',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it lives, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite admits one process: a second one opening the same folder corrupts or blocks it (issue 17:
 * `npm run staff` while the server runs without its local channel). Claims the folder for this
 * process with a file created exclusively; a file left by a process that died is taken over. Answers
 * the release, which the database's close calls.
 */
export async function claimDataDirectory(directory: string): Promise<() => Promise<void>> {
  const file = path.join(directory, DATA_DIR_LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      return async () => {
        await rm(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const pid = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
    // Our own pid in the file is a previous run's (a container restarted its process 1).
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
      throw new DataDirInUse(directory, pid);
    }
    await rm(file, { force: true });
  }
  throw new DataDirInUse(directory, Number.NaN);
}

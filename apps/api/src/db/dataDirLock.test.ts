import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claimDataDirectory, DATA_DIR_LOCK_FILE, DataDirInUse } from './dataDirLock';

const folders: string[] = [];
const newFolder = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'spona-lock-'));
  folders.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the embedded database folder is open in one process at a time (issue 17)', () => {
  it('refuses a folder another live process has open, naming it, and changes nothing', async () => {
    const dir = await newFolder();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      await writeFile(path.join(dir, DATA_DIR_LOCK_FILE), String(other.pid));
      const refused = await claimDataDirectory(dir).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(DataDirInUse);
      expect((refused as Error).message).toContain(`process ${other.pid}`);
      expect(await readFile(path.join(dir, DATA_DIR_LOCK_FILE), 'utf8')).toBe(String(other.pid));
    } finally {
      other.kill('SIGKILL');
    }
  });

  it("takes over a dead process's folder, and frees it on release", async () => {
    const dir = await newFolder();
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.on('exit', resolve));
    await writeFile(path.join(dir, DATA_DIR_LOCK_FILE), String(dead.pid));
    const release = await claimDataDirectory(dir);
    expect(await readFile(path.join(dir, DATA_DIR_LOCK_FILE), 'utf8')).toBe(String(process.pid));
    await release();
    await expect(readFile(path.join(dir, DATA_DIR_LOCK_FILE))).rejects.toThrow();
    const again = await claimDataDirectory(dir);
    await again();
  });
});

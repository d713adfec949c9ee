import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { openStoredFile } from './openStoredFile';

describe('openStoredFile', async () => {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'spona-open-'));
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('reads a file removed after it was opened whole (a replaced picture: never an error mid-answer)', async () => {
    const file = path.join(directory, 'picture.webp');
    await writeFile(file, 'the bytes');
    const opened = await openStoredFile(file);
    await rm(file);
    expect(opened?.size).toBe(9);
    expect(await text(opened!.stream)).toBe('the bytes');
    expect(await openStoredFile(file)).toBeUndefined();
  });

  it('answers undefined for a missing file and for a directory', async () => {
    expect(await openStoredFile(path.join(directory, 'missing.webp'))).toBeUndefined();
    expect(await openStoredFile(directory)).toBeUndefined();
  });
});

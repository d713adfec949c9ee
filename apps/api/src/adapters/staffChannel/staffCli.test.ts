import { execFile, spawn, spawnSync } from 'node:child_process';
import { lstat, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DATA_DIR_LOCK_FILE } from '../../db/dataDirLock';
import { staff, staffAudit } from '../../db/schema';
import { useTestServer } from '../../testing/useTestServer';
import { STAFF_SOCKET_NAME } from './staffChannelProtocol';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');

type Run = { code: number; stdout: string; stderr: string };

/** `npm run staff -- …` as an operator types it (the script itself, without npm's banner). */
function staffCli(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/staff.ts', ...args],
      {
        cwd: ROOT,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'silent', ...env },
        timeout: 120_000,
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * A test here starts the command several times, a Node process with tsx each (seconds apiece on a
 * busy CI machine): far more than vitest's default per test.
 */
const CLI_TEST_TIMEOUT_MS = 180_000;

const setupLinkIn = (stdout: string) => /(http\S+\/console\/setup\/\S+)/.exec(stdout)?.[1];

describe('npm run staff through the running server (issue 17)', () => {
  const t = useTestServer({ STAFF_SOCKET: 'true' });
  const env = () => ({ DATA_DIR: t.config.dataDir, PORT: '4321' });

  it(
    'serves a socket only its user may open, and adds staff through it with a set-up link',
    async () => {
      const socket = path.join(t.config.dataDir, STAFF_SOCKET_NAME);
      expect((await lstat(socket)).isSocket()).toBe(true);
      expect((await stat(socket)).mode & 0o777).toBe(0o600);

      const added = await staffCli(
        ['add', '--email', 'ops@spona.test', '--name', 'Ops Person', '--role', 'admin'],
        env(),
      );
      expect(added).toMatchObject({ code: 0, stderr: '' });
      expect(added.stdout).toContain('through the running server');
      // The server's own origin (not the CLI's PORT): the link leads to the server that stored it.
      const link = setupLinkIn(added.stdout)!;
      expect(link.startsWith(`${t.config.publicUrl}/console/setup/`)).toBe(true);
      expect((await fetch(`${t.api}/console/setup/${link.split('/').at(-1)}`)).status).toBe(200);
      const [row] = await t.database.db.select().from(staff).where(eq(staff.email, 'ops@spona.test'));
      expect(row).toMatchObject({ role: 'ADMIN', name: 'Ops Person' });
      const audit = await t.database.db
        .select()
        .from(staffAudit)
        .where(eq(staffAudit.objectId, String(row!.id)));
      expect(audit).toEqual([
        expect.objectContaining({ action: 'staff.create', staffId: null, staffName: 'npm run staff' }),
      ]);

      const listed = await staffCli(['list'], env());
      expect(listed.code).toBe(0);
      expect(listed.stdout).toMatch(/ops@spona\.test.*ADMIN.*set-up pending/);
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it(
    'disables, enables and resets the second factor; refuses clearly with exit codes',
    async () => {
      await staffCli(['add', '--email', 'two@spona.test', '--name', 'Two', '--role', 'support'], env());
      expect((await staffCli(['disable', '--email', 'TWO@spona.test'], env())).stdout).toMatch(
        /Disabled Two/,
      );
      expect((await staffCli(['list'], env())).stdout).toMatch(/two@spona\.test.*disabled/);
      expect((await staffCli(['enable', '--email', 'two@spona.test'], env())).code).toBe(0);
      const reset = await staffCli(['reset-2fa', '--email', 'two@spona.test'], env());
      expect(setupLinkIn(reset.stdout)).toBeDefined();

      // The refusals change nothing, so they run side by side (each is a process of its own).
      const [taken, unknown, badEmail, badRole, unknownCommand, missingEmail] = await Promise.all([
        staffCli(['add', '--email', 'two@spona.test', '--name', 'Again', '--role', 'admin'], env()),
        staffCli(['disable', '--email', 'nobody@spona.test'], env()),
        staffCli(['add', '--email', 'not-an-email', '--name', 'X', '--role', 'admin'], env()),
        staffCli(['add', '--email', 'x@spona.test', '--name', 'X', '--role', 'boss'], env()),
        staffCli(['promote'], env()),
        staffCli(['disable'], env()),
      ]);
      expect(taken).toMatchObject({ code: 1, stderr: expect.stringContaining('already exists') });
      expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining('No staff member') });
      expect(badEmail).toMatchObject({ code: 1, stderr: expect.stringContaining('valid email') });
      expect(badRole).toMatchObject({
        code: 2,
        stderr: expect.stringContaining('--role support or --role admin'),
      });
      expect(unknownCommand.code).toBe(2);
      expect(missingEmail.code).toBe(2);
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it('removes its socket when the server closes', async () => {
    const socket = path.join(t.config.dataDir, STAFF_SOCKET_NAME);
    await t.server.close();
    await expect(lstat(socket)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('npm run staff without a server (issue 17)', () => {
  it(
    'opens the embedded database itself, and a stale socket file does not stop it',
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'spona-staff-cli-'));
      try {
        // A server killed without closing leaves its socket file behind.
        const socket = path.join(dataDir, STAFF_SOCKET_NAME);
        spawnSync(process.execPath, [
          '-e',
          `require('net').createServer().listen(${JSON.stringify(socket)}, () => process.kill(process.pid, 'SIGKILL'))`,
        ]);
        expect((await lstat(socket)).isSocket()).toBe(true);
        const env = { DATA_DIR: dataDir, PORT: '4321' };
        const added = await staffCli(
          ['add', '--email', 'a@spona.test', '--name', 'A', '--role', 'admin'],
          env,
        );
        expect(added).toMatchObject({ code: 0 });
        expect(added.stdout).toContain(`in ${path.join(dataDir, 'db')}`);
        expect(setupLinkIn(added.stdout)).toMatch(/^http:\/\/localhost:4321\/console\/setup\//);
        expect((await staffCli(['list'], env)).stdout).toContain('a@spona.test');
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it(
    'refuses, changing nothing, the embedded database a server without its channel has open',
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'spona-staff-cli-'));
      // A live process holding DATA_DIR/db as a server started with STAFF_SOCKET=false does.
      const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)']);
      try {
        await mkdir(path.join(dataDir, 'db'));
        await writeFile(path.join(dataDir, 'db', DATA_DIR_LOCK_FILE), String(holder.pid));
        const refused = await staffCli(['add', '--email', 'b@spona.test', '--name', 'B', '--role', 'admin'], {
          DATA_DIR: dataDir,
          PORT: '4321',
        });
        expect(refused.code).toBe(3);
        expect(refused.stderr).toContain(`is open in process ${holder.pid}`);
        expect(await readdir(path.join(dataDir, 'db'))).toEqual([DATA_DIR_LOCK_FILE]);
      } finally {
        holder.kill('SIGKILL');
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'works on PostgreSQL (DATABASE_URL) directly',
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'spona-staff-cli-'));
      const schema = `staff_cli_${Date.now()}`;
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: process.env.TEST_DATABASE_URL!,
        DATABASE_SCHEMA: schema,
      };
      try {
        const added = await staffCli(
          ['add', '--email', 'pg@spona.test', '--name', 'Pg', '--role', 'support'],
          env,
        );
        expect(added).toMatchObject({ code: 0 });
        expect(added.stdout).toContain('in PostgreSQL');
        expect((await staffCli(['list'], env)).stdout).toContain('pg@spona.test');
      } finally {
        const pg = await import('pg');
        const client = new pg.default.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    CLI_TEST_TIMEOUT_MS,
  );
});

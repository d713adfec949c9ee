/**
 * Issue 17: the staff of the operations console, from the command line.
 *
 *   npm run staff -- add --email E --name "N" --role support|admin
 *   npm run staff -- list
 *   npm run staff -- disable --email E      (and enable)
 *   npm run staff -- reset-2fa --email E
 *
 * add and reset-2fa print a one-time set-up link (24 h). The command goes to the running server through
 * its local socket (DATA_DIR/staff.sock: PGlite admits one process); when nothing listens there, this
 * opens the database of the configuration itself (DATABASE_URL, or PGlite in DATA_DIR/db), migrates it,
 * runs the command and closes. Exit codes: 0 done, 1 refused (unknown email, email taken, bad input),
 * 2 wrong usage, 3 failed (no database).
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { STAFF_ROLES, type TStaff } from '@spona/contracts';
import { ConfigError, loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { migrateDatabase } from '../apps/api/src/db/migrate';
import { sendStaffCommand } from '../apps/api/src/adapters/staffChannel/staffChannelClient';
import { STAFF_SOCKET_NAME } from '../apps/api/src/adapters/staffChannel/staffChannelProtocol';
import {
  runStaffCommand,
  type StaffCommandResult,
  type TStaffCommand,
} from '../apps/api/src/domain/console/staffCommands';

const EXIT_REFUSED = 1;
const EXIT_USAGE = 2;
const EXIT_FAILED = 3;

const USAGE = `Usage:
  npm run staff -- add --email E --name "N" --role support|admin
  npm run staff -- list
  npm run staff -- disable --email E
  npm run staff -- enable --email E
  npm run staff -- reset-2fa --email E`;

class UsageError extends Error {}

function commandOf(argv: string[]): TStaffCommand {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
    },
  });
  const [name, ...rest] = positionals;
  if (rest.length > 0) throw new UsageError(`Unexpected argument: ${rest[0]}`);
  const email = () => {
    if (!values.email) throw new UsageError(`${name} needs --email`);
    return values.email;
  };
  switch (name) {
    case 'add': {
      const role = (values.role ?? '').toUpperCase();
      if (!values.name) throw new UsageError('add needs --name');
      if (!(STAFF_ROLES as readonly string[]).includes(role)) {
        throw new UsageError(
          `add needs --role support or --role admin${values.role ? `, not ${values.role}` : ''}`,
        );
      }
      return { command: 'add', email: email(), name: values.name, role: role as TStaff['role'] };
    }
    case 'list':
      return { command: 'list' };
    case 'disable':
    case 'enable':
    case 'reset-2fa':
      return { command: name, email: email() };
    default:
      throw new UsageError(name ? `Unknown command: ${name}` : 'Which command?');
  }
}

function stateOf(member: TStaff): string {
  if (member.disabled) return 'disabled';
  return member.active ? 'active' : 'set-up pending';
}

function print(command: TStaffCommand, result: Extract<StaffCommandResult, { ok: true }>, via: string) {
  if (command.command === 'list') {
    if (result.staff.length === 0)
      console.log('No staff yet: npm run staff -- add --email E --name "N" --role admin');
    else
      console.table(
        result.staff.map((member) => ({
          email: member.email,
          name: member.name,
          role: member.role,
          state: stateOf(member),
          'last sign-in': member.last_sign_in_at ?? '',
        })),
      );
    return;
  }
  const [member] = result.staff;
  if (!member) return;
  const what = {
    add: 'Added',
    disable: 'Disabled',
    enable: 'Enabled',
    'reset-2fa': 'Reset the second factor of',
  }[command.command];
  console.log(`${what} ${member.name} <${member.email}> (${member.role}, ${stateOf(member)}) ${via}.`);
  if (result.setup_url) {
    console.log(`One-time set-up link (until ${result.expires_at}); send it to them privately:`);
    console.log(`  ${result.setup_url}`);
  }
}

async function runDirectly(command: TStaffCommand & { operator: string }): Promise<StaffCommandResult> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
    schema: config.databaseSchema,
  });
  try {
    await migrateDatabase(database, { schema: config.databaseSchema });
    return await runStaffCommand(database.db, command, {
      publicUrl: config.publicUrl,
      operator: command.operator,
    });
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  let command: TStaffCommand;
  try {
    command = commandOf(process.argv.slice(2));
  } catch (err) {
    if (!(err instanceof UsageError) && !(err instanceof TypeError)) throw err;
    console.error(`${err.message}\n\n${USAGE}`);
    return EXIT_USAGE;
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return EXIT_USAGE;
    }
    throw err;
  }
  const request = { ...command, operator: `${os.userInfo().username}@${os.hostname()}` };
  const socketPath = path.join(config.dataDir, STAFF_SOCKET_NAME);
  let result: StaffCommandResult;
  let via: string;
  try {
    const answered = await sendStaffCommand(socketPath, request);
    if (answered) {
      result = answered;
      via = 'through the running server';
    } else {
      result = await runDirectly(request);
      via = config.databaseUrl ? 'in PostgreSQL' : `in ${path.join(config.dataDir, 'db')}`;
    }
  } catch (err) {
    console.error(`Could not run the command: ${(err as Error).message}`);
    return EXIT_FAILED;
  }
  if (!result.ok) {
    console.error(result.error);
    return EXIT_REFUSED;
  }
  print(command, result, via);
  return 0;
}

process.exitCode = await main();

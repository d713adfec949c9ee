import { z } from 'zod';
import { ZStaffCreate, ZStaffRole, type TStaff } from '@spona/contracts';
import type { Db } from '../../db/client';
import { translate } from '../../i18n';
import { DomainError, NotFound, RuleViolation } from '../errors';
import type { AuditActor } from './audit';
import { findStaff, listStaff, presentStaff, type SetupLink } from './staffAccounts';
import { createStaff, resetStaff, updateStaff } from './staffManagement';

/**
 * Issue 17: the commands of `npm run staff` (add, list, disable, enable, reset-2fa), in one place for
 * both of its paths: the running server's local channel (adapters/staffChannel) and the command line
 * opening the database itself when no server listens. A command is a small JSON object; its answer
 * says what happened in English (the operator's terminal), never throws for a refusal.
 */
const ZEmail = z.string().trim().min(1).max(254);

export const ZStaffCommand = z.discriminatedUnion('command', [
  z.object({ command: z.literal('add'), email: ZEmail, name: z.string(), role: ZStaffRole }),
  z.object({ command: z.literal('list') }),
  z.object({ command: z.literal('disable'), email: ZEmail }),
  z.object({ command: z.literal('enable'), email: ZEmail }),
  z.object({ command: z.literal('reset-2fa'), email: ZEmail }),
]);
export type TStaffCommand = z.infer<typeof ZStaffCommand>;

/** Why a command was refused: bad input, no such staff member, or a clash with what exists. */
export type StaffCommandRefusal = 'invalid' | 'not_found' | 'conflict';

export type StaffCommandResult =
  | {
      ok: true;
      staff: TStaff[];
      /** add and reset-2fa: the one-time set-up link and until when it works. */
      setup_url: string | null;
      expires_at: string | null;
    }
  | { ok: false; refusal: StaffCommandRefusal; error: string };

/** Who ran the command: recorded as the actor of its audit rows (no staff member, the OS user). */
export function commandLineActor(operator: string): AuditActor {
  return {
    staff: { id: null, name: 'npm run staff', email: operator.slice(0, 200) || 'unknown' },
    ip: 'local',
    userAgent: 'npm run staff',
  };
}

const say = (key: string) => translate('en', key);

function refusalOf(err: unknown): Extract<StaffCommandResult, { ok: false }> | undefined {
  if (err instanceof NotFound) return { ok: false, refusal: 'not_found', error: say(err.messageKey) };
  if (err instanceof RuleViolation) {
    const messages = Object.values(err.fields).map(say);
    return {
      ok: false,
      refusal: err.kind === 'conflict' ? 'conflict' : 'invalid',
      error: messages.length > 0 ? messages.join(' ') : say(err.messageKey ?? 'errors.validation'),
    };
  }
  if (err instanceof DomainError) return { ok: false, refusal: 'invalid', error: err.message };
  return undefined;
}

function answerOf(rows: Parameters<typeof presentStaff>[0][], link?: SetupLink): StaffCommandResult {
  return {
    ok: true,
    staff: rows.map(presentStaff),
    setup_url: link?.setupUrl ?? null,
    expires_at: link?.expiresAt.toISOString() ?? null,
  };
}

async function staffByEmail(db: Db, email: string) {
  const row = await findStaff(db, email);
  if (!row) throw new NotFound('console.refusals.staffNotFound');
  return row;
}

async function execute(
  db: Db,
  command: TStaffCommand,
  options: { publicUrl: string; actor: AuditActor },
): Promise<StaffCommandResult> {
  switch (command.command) {
    case 'list':
      return answerOf(await listStaff(db));
    case 'add': {
      const input = ZStaffCreate.safeParse(command);
      if (!input.success) {
        const keys = [...new Set(input.error.issues.map((issue) => issue.message))];
        return { ok: false, refusal: 'invalid', error: keys.map(say).join(' ') };
      }
      const link = await createStaff(db, input.data, options);
      return answerOf([link.staff], link);
    }
    case 'disable':
    case 'enable': {
      const row = await staffByEmail(db, command.email);
      const updated = await updateStaff(db, row.id, { disabled: command.command === 'disable' }, options);
      return answerOf([updated]);
    }
    case 'reset-2fa': {
      const row = await staffByEmail(db, command.email);
      const link = await resetStaff(db, row.id, options);
      return answerOf([link.staff], link);
    }
  }
}

/**
 * Runs one command (`input` as it came: it is validated here). Refusals are answers; only an
 * unexpected failure (the database gone) throws.
 */
export async function runStaffCommand(
  db: Db,
  input: unknown,
  options: { publicUrl: string; operator: string },
): Promise<StaffCommandResult> {
  const command = ZStaffCommand.safeParse(input);
  if (!command.success) {
    return {
      ok: false,
      refusal: 'invalid',
      error: `Unknown or incomplete command: ${z.prettifyError(command.error)}`,
    };
  }
  try {
    return await execute(db, command.data, {
      publicUrl: options.publicUrl,
      actor: commandLineActor(options.operator),
    });
  } catch (err) {
    const refusal = refusalOf(err);
    if (refusal) return refusal;
    throw err;
  }
}

import { sql, type SQL } from 'drizzle-orm';
import { timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Column and constraint builders shared by the schema files. Enum-like columns are text with a CHECK
 * (not pgEnum) so that adding a value later is a migration that replaces one constraint.
 */

/** `timestamp with time zone`, read as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** created_at and updated_at, both defaulting to now(); updated_at follows every Drizzle update. */
export const timestamps = () => ({
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** SQL for `column IN ('A', 'B')`, the body of an enum check constraint. */
export function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map(quote).join(', '))})`;
}

/** SQL for `column BETWEEN min AND max` (NULL passes, as in every CHECK). */
export function isWithin(column: AnyPgColumn, bounds: { min: number; max: number }): SQL {
  return sql`${column} between ${sql.raw(String(bounds.min))} and ${sql.raw(String(bounds.max))}`;
}

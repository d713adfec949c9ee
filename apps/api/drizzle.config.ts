import { defineConfig } from 'drizzle-kit';

/**
 * `npm run db:generate` (drizzle-kit generate) compares src/db/schema with the last snapshot and writes
 * the next SQL migration into src/db/migrations; the SQL is committed and runs at start-up.
 * Hand-written migrations (extensions, search indexes, triggers, reference rows):
 * `npx drizzle-kit generate --custom --name=<what>`.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  strict: true,
  verbose: true,
});

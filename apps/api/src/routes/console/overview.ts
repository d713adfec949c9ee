import { ZConsoleOverview } from '@spona/contracts';
import { unsafeFindOverview } from '../../domain/console/overview';
import type { App } from '../../http/types';
import type { ConsoleDeps } from './consoleDeps';

/**
 * Issue 17, the console home's numbers: queue sizes and their oldest item, the median time to verify
 * over 30 days, and 12 weeks of sign-ups and arrangements by status.
 */
export async function consoleOverviewRoutes(app: App, { database }: ConsoleDeps) {
  app.get('/console/overview', { schema: { response: { 200: ZConsoleOverview } } }, async () =>
    unsafeFindOverview(database.db),
  );
}

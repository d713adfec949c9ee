import type { TBugReportCreate } from '@spona/contracts';
import { apiPost } from '../../../lib/apiClient';

/** SPEC §7 POST bugs: the report, with its screenshot when one was taken. */
export async function sendBugReport(report: TBugReportCreate): Promise<void> {
  await apiPost<unknown>('bugs', report);
}

import { BUG_TYPE_PATTERN, BUG_URL_MAX_LENGTH, type TBugReportCreate } from '@spona/contracts';

/** The report's `type`: the page it is about, by its first two path segments (`search/offers`). */
export function bugTypeOf(pathname: string): string {
  const type = pathname.split('/').filter(Boolean).slice(0, 2).join('/');
  if (!type) return 'home';
  return BUG_TYPE_PATTERN.test(type) ? type : 'bug';
}

interface BugReportInput {
  problem: string;
  /** The screenshot as a PNG data URL, or null without one. */
  screenshot: string | null;
  /** The page the problem was seen on (`location.pathname + search`). */
  page: string;
}

/**
 * The body of POST bugs, or null when nothing is to be sent: SPEC §4 sends the report only when the
 * trimmed problem text is not empty.
 */
export function buildBugReport({ problem, screenshot, page }: BugReportInput): TBugReportCreate | null {
  const text = problem.trim();
  if (!text) return null;
  const pathname = page.split(/[?#]/)[0] ?? '';
  return {
    problem: text,
    type: bugTypeOf(pathname),
    url: page.slice(0, BUG_URL_MAX_LENGTH),
    ...(screenshot ? { image_file: screenshot } : {}),
  };
}

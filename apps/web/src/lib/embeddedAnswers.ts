import { buildApiUrl, type TApiQuery } from './apiRequestParts';

/**
 * Issue 19: the public answers (SPEC §7 public calls: a creator search's first page, a public profile,
 * the reference data) a page was rendered with on the server at request time (apps/api/src/plugins/
 * pageRenderer.ts), by their API address. The page's queries start with them (`initialData`), so the
 * browser hydrates the very page the server sent (its content painted before any script ran), and ask
 * again at once with the user's own token: an embedded answer is always stale.
 */
export const EMBEDDED_ANSWERS_ELEMENT_ID = 'spona-answers';

export type TEmbeddedAnswers = Record<string, unknown>;

let serverAnswers: TEmbeddedAnswers | null = null;
let pageAnswers: TEmbeddedAnswers | undefined;

/** Set by the server's render (app/prerender/serverRender.tsx) around a page it renders with data. */
export function setServerAnswers(answers: TEmbeddedAnswers | null): void {
  serverAnswers = answers;
}

function readPageAnswers(): TEmbeddedAnswers {
  if (pageAnswers) return pageAnswers;
  pageAnswers = {};
  const text =
    typeof document === 'undefined'
      ? null
      : document.getElementById(EMBEDDED_ANSWERS_ELEMENT_ID)?.textContent;
  if (text) {
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value === 'object' && value !== null && !Array.isArray(value))
        pageAnswers = value as TEmbeddedAnswers;
    } catch {
      // Not whole: the page asks for its data as a page without it does.
    }
  }
  return pageAnswers;
}

/**
 * The answer of GET `path` (with `query`) the page was rendered with, checked by `schema`; undefined
 * when it has none (or it does not pass). Only the first screen's: the app forgets them once the
 * page has hydrated (`forgetEmbeddedAnswers`), and a later page asks the network.
 */
export function embeddedAnswerOf<T>(
  path: string,
  query: TApiQuery | undefined,
  schema: { safeParse: (body: unknown) => { success: true; data: T } | { success: false } },
): T | undefined {
  const answers = serverAnswers ?? (typeof window === 'undefined' ? {} : readPageAnswers());
  const body = answers[buildApiUrl(path, query)];
  if (body === undefined) return undefined;
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}

/** Whether the page came with the answer of the API address `url`. */
export function hasEmbeddedAnswer(url: string): boolean {
  return Object.hasOwn(readPageAnswers(), url);
}

/** Whether the page came with answers (it then loads the schemas that check them before hydrating). */
export function hasEmbeddedAnswers(): boolean {
  return Object.keys(readPageAnswers()).length > 0;
}

/** The page has hydrated (app/prerender/hydrationGate.ts): later queries ask the network. */
export function forgetEmbeddedAnswers(): void {
  pageAnswers = {};
}

/**
 * What a query whose first data the page may embed adds to its options: that answer, if any, as its
 * first data, dated long ago, so the query asks again (with the user's token) as soon as it may.
 */
export function embeddedStart<T>(
  path: string,
  query: TApiQuery | undefined,
  schema: Parameters<typeof embeddedAnswerOf<T>>[2],
) {
  return { initialData: () => embeddedAnswerOf(path, query, schema), initialDataUpdatedAt: 0 };
}

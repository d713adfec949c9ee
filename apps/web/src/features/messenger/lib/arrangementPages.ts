import type { TArrangement, TArrangementList } from '@spona/contracts';

/**
 * The arrangements of the loaded pages in order, each once: a new arrangement arriving between two
 * page loads shifts the list by one, so the next page may repeat the last one of the page before.
 */
export function flattenArrangementPages(pages: readonly TArrangementList[]): TArrangement[] {
  const seen = new Set<number>();
  const arrangements: TArrangement[] = [];
  for (const page of pages) {
    for (const arrangement of page.data) {
      if (seen.has(arrangement.id)) continue;
      seen.add(arrangement.id);
      arrangements.push(arrangement);
    }
  }
  return arrangements;
}

/** Where the next page starts (the rows loaded so far), or undefined when the server has no more. */
export function findNextArrangementSkip(pages: readonly TArrangementList[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.data.length === 0) return undefined;
  const loaded = pages.reduce((count, page) => count + page.data.length, 0);
  return loaded < last.total ? loaded : undefined;
}

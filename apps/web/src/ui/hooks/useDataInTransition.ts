import { useDeferredValue } from 'react';

/**
 * Issue 19: a query's data, with its arrival (nothing → data) rendered in a transition. A query's
 * answer reaches React as a store update, which React renders at once and whole; a page of cards
 * then holds the main thread for as long as it renders. Deferred, the page first renders as it
 * was (still loading), then the data in a transition, which yields to the browser every few
 * milliseconds. Later changes of data already shown (an update, a new page) are not deferred.
 * Undefined means still loading, as for the query's own data.
 */
export function useDataInTransition<T>(data: T | undefined): T | undefined {
  const deferred = useDeferredValue(data);
  return deferred === undefined ? undefined : data;
}

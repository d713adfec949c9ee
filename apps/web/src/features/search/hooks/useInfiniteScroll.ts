import { INFINITE_SCROLL } from '@spona/contracts';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * SPEC §9 infinite scroll: calls `onReach` when the sentinel comes within the down distance
 * (2 tenths of the viewport, as in the ngx-infinite-scroll convention) of the bottom, at most once per
 * throttle period. Without IntersectionObserver (old browsers, tests) the load-more button remains.
 */
export function useInfiniteScroll(
  sentinel: RefObject<HTMLElement | null>,
  enabled: boolean,
  onReach: () => void,
) {
  const onReachRef = useRef(onReach);
  const lastCall = useRef(0);
  useEffect(() => {
    onReachRef.current = onReach;
  }, [onReach]);

  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const now = Date.now();
        if (!entries.some((entry) => entry.isIntersecting)) return;
        if (now - lastCall.current < INFINITE_SCROLL.throttleMs) return;
        lastCall.current = now;
        onReachRef.current();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL.downDistance * 10}% 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, enabled]);
}

import type { ReactNode } from 'react';

/**
 * Issue 19: holds the place of a control shown only to some viewers while it is not yet known whether
 * this one is (a page the server rendered with its data hydrates before the signed-in user's answer
 * is in): invisible, out of the tab order and of what assistive technology reads, and the page does
 * not move when the control appears in its place.
 */
export function PlaceHolder({ children }: { children: ReactNode }) {
  return (
    <div aria-hidden inert style={{ visibility: 'hidden' }} data-testid="place-holder">
      {children}
    </div>
  );
}

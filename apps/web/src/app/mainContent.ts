/** The id of the page's `<main>` (AppLayout), which the skip link jumps to. */
export const MAIN_ID = 'main-content';

/**
 * Issue 18: when the control that had the focus goes away (the consent banner once accepted), the
 * page's `<main>` takes the focus, so the next Tab starts at the content rather than at the document's
 * start.
 */
export function focusMainContent(): void {
  document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
}

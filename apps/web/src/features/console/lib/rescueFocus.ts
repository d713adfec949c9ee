import { CONSOLE_MAIN_ID } from '../components/SkipLink';

/**
 * Issue 17 (keyboard-complete): after a staff action the row or button that had the focus may be gone
 * (an approved item leaves its queue; a dialog returns the focus to a trigger that no longer exists),
 * which drops the focus to <body>. Then the page's heading takes it, so the keyboard and a screen
 * reader carry on from the top of the page instead of the document's start. Focus still on the page is
 * left where it is.
 */
export function rescueFocus(): void {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  const main = document.getElementById(CONSOLE_MAIN_ID);
  const heading = (main ?? document).querySelector<HTMLElement>('h1');
  const target = heading ?? main;
  if (!target) return;
  if (target === heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: false });
}

import { useLayoutEffect, useRef } from 'react';

/** The element that has the focus, unless the focus is nowhere (on the body). */
function findFocusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** Whether the focus is lost: on the body, on a removed element, or still inside a (closing) dialog. */
function isFocusLost(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return true;
  return active.closest('[role="dialog"]') !== null;
}

/**
 * Issue 18 (keyboard): a dialog gives the focus back to what opened it when it closes — also when it is
 * unmounted while open, or mounted already open (a lazily loaded dialog), the two cases in which
 * Mantine's own return (run on a later change of `opened` only) does nothing. A trigger that is gone
 * (a menu item of a closed menu, a page left) is left alone, and so is a focus already moved elsewhere.
 */
export function useDialogFocusReturn(isOpen: boolean): void {
  const triggerRef = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    if (!isOpen) return;
    // Layout effect: before the focus trap (a timeout) moves the focus into the dialog.
    triggerRef.current = findFocusedElement();
    return () => {
      const trigger = triggerRef.current;
      triggerRef.current = null;
      if (!trigger) return;
      // After the dialog's own handlers; the closing dialog may still be shown (its transition).
      window.setTimeout(() => {
        if (trigger.isConnected && isFocusLost()) trigger.focus({ preventScroll: true });
      }, 0);
    };
  }, [isOpen]);
}

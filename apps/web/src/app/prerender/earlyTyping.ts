/**
 * Issue 19: what a visitor types into a prerendered page's fields before the app has hydrated it.
 * Hydration gives a controlled field the value of its state (empty), so that typing would be lost;
 * it is kept here from the first paint (boot.ts) and handed to the app once it is ready, as the
 * browser reports typing (an `input` event the app's own handlers take).
 */
type TField = HTMLInputElement | HTMLTextAreaElement;

const typed = new Map<TField, string>();

/** Fields whose typing is carried over: text-like inputs and text areas, never files or boxes. */
function isTextField(target: EventTarget | null): target is TField {
  if (target instanceof HTMLTextAreaElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'file', 'button', 'submit', 'reset', 'image', 'range', 'color'].includes(
      target.type,
    )
  );
}

function recordTyping(event: Event): void {
  if (isTextField(event.target)) typed.set(event.target, event.target.value);
}

/** Starts keeping what is typed (the entry, before the app loads). */
export function captureEarlyTyping(): void {
  document.addEventListener('input', recordTyping, true);
}

/**
 * Hands what was typed to the app (once it has hydrated): each field still on the page gets its
 * typing again as the browser reports typing, so the app takes it as typed now. The field is first
 * emptied through its own property (what the app tracks as its value), then given the typing
 * through the value's setter (which the app does not see) and an `input` event: the app sees a
 * change, whether hydration had emptied the field yet or not.
 */
export function replayEarlyTyping(): void {
  document.removeEventListener('input', recordTyping, true);
  const fields = [...typed];
  typed.clear();
  // After the task that hydrated the last boundary (it may still set the fields' values).
  setTimeout(() => {
    for (const [field, value] of fields) {
      if (!field.isConnected || value === '') continue;
      const prototype =
        field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      field.value = '';
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }, 0);
}

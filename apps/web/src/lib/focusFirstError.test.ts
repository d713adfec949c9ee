// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { focusFirstError } from './formErrors';

/** Inputs as @mantine/form's getInputProps marks them (`data-path`), found the way getInputNode does. */
function formWith(paths: string[]) {
  document.body.innerHTML = paths.map((path) => `<input data-path="${path}" />`).join('');
  return {
    getInputNode: (path: string) => document.querySelector<HTMLElement>(`[data-path="${path}"]`),
  };
}

describe('focusFirstError', () => {
  it('focuses the first field in error, in the order the validator reported them', () => {
    const form = formWith(['name', 'price', 'description']);
    focusFirstError(form)({ price: 'Enter a price.', description: 'Too long.' });
    expect(document.activeElement?.getAttribute('data-path')).toBe('price');
  });

  it('leaves the focus alone when there is no error, or the field has no input', () => {
    const form = formWith(['name']);
    focusFirstError(form)({});
    expect(document.activeElement).toBe(document.body);
    focusFirstError(form)({ 'targeting.age_to': 'Too young.' });
    expect(document.activeElement).toBe(document.body);
  });
});

// @vitest-environment jsdom
import '../test/setupDom';
import { Button } from '@mantine/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderApp';
import { Dialog } from './Dialog';

/** A trigger and a dialog as the pages have them; `isUnmountedOnClose`: the dialog leaves the tree. */
function DialogStandIn({ isUnmountedOnClose = false }: { isUnmountedOnClose?: boolean }) {
  const [isOpen, setOpen] = useState(false);
  const dialog = (
    <Dialog opened={isOpen} onClose={() => setOpen(false)} title="Arrange" transitionProps={{ duration: 0 }}>
      <input aria-label="Message" data-autofocus />
      <Button onClick={() => setOpen(false)}>Cancel</Button>
      <Button onClick={() => setOpen(false)}>Send</Button>
    </Dialog>
  );
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {isUnmountedOnClose ? isOpen && dialog : dialog}
    </>
  );
}

/** The elements a Tab reaches, in document order (what Mantine's focus trap walks). */
function findTabStops(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>('button, input, [href]')).filter(
    (element) => element.tabIndex >= 0,
  );
}

describe('Dialog (issue 18: keyboard)', () => {
  it('puts the × before the fields and the footer buttons in the order of Tab', async () => {
    renderWithProviders(<DialogStandIn />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    const names = findTabStops(dialog).map(
      (element) => element.getAttribute('aria-label') ?? element.textContent,
    );
    expect(names).toEqual(['Close the dialog', 'Message', 'Cancel', 'Send']);
  });

  it.each([
    ['closed by a footer button', false, 'Cancel'],
    ['closed by the ×', false, 'Close the dialog'],
    ['unmounted when closed', true, 'Send'],
  ] as const)('gives the focus back to the button that opened it (%s)', async (_, isUnmounted, closer) => {
    renderWithProviders(<DialogStandIn isUnmountedOnClose={isUnmounted} />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    act(() => trigger.focus());
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    const closeButton = within(dialog).getByRole('button', { name: closer });
    act(() => closeButton.focus());
    fireEvent.click(closeButton);
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});

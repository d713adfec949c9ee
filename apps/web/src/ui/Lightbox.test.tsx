// @vitest-environment jsdom
import '../test/setupDom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { renderWithProviders } from '../test/renderApp';
import { Lightbox } from './Lightbox';
import { LightboxThumbnail } from './LightboxThumbnail';

const PICTURES = [
  { key: 1, src: '/assets/images/one.webp', alt: 'Beach at sunset' },
  { key: 2, src: '/assets/images/two.webp', alt: 'Old town at night' },
  { key: 3, src: '/assets/images/three.webp', alt: 'Island from the ferry' },
];

/** A gallery as the app builds one: thumbnails that open the lightbox at themselves. */
function Gallery() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <>
      {PICTURES.map((picture, index) => (
        <LightboxThumbnail
          key={picture.key}
          src={picture.src}
          alt={picture.alt}
          ratio={1}
          onOpen={() => setOpenIndex(index)}
        />
      ))}
      <Lightbox
        images={PICTURES}
        index={openIndex}
        onIndexChange={setOpenIndex}
        onClose={() => setOpenIndex(null)}
      />
    </>
  );
}

const shown = () => within(screen.getByRole('dialog')).getByRole('img');

describe('Lightbox (issue 18)', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('names each thumbnail and each picture by its description', async () => {
    renderWithProviders(<Gallery />);
    const thumbnail = screen.getByRole('button', { name: 'Open the image: Old town at night' });
    expect(within(thumbnail).getByRole('img').getAttribute('alt')).toBe('Old town at night');
    fireEvent.click(thumbnail);
    const dialog = await screen.findByRole('dialog', { name: 'Old town at night' });
    expect(within(dialog).getByRole('img', { name: 'Old town at night' }).getAttribute('src')).toBe(
      '/assets/images/two.webp',
    );
    expect(within(dialog).getByText('2 / 3')).toBeTruthy();
    expect(within(dialog).getByText('Image 2 of 3')).toBeTruthy();
  });

  it('moves with the arrow keys (round at both ends), Home and End, and the buttons', async () => {
    renderWithProviders(<Gallery />);
    fireEvent.click(screen.getByRole('button', { name: 'Open the image: Beach at sunset' }));
    await screen.findByRole('dialog', { name: 'Beach at sunset' });
    const press = (key: string) => fireEvent.keyDown(screen.getByRole('dialog'), { key });

    press('ArrowRight');
    expect(shown().getAttribute('alt')).toBe('Old town at night');
    press('End');
    expect(shown().getAttribute('alt')).toBe('Island from the ferry');
    press('ArrowRight');
    expect(shown().getAttribute('alt')).toBe('Beach at sunset');
    press('ArrowLeft');
    expect(shown().getAttribute('alt')).toBe('Island from the ferry');
    press('Home');
    expect(shown().getAttribute('alt')).toBe('Beach at sunset');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('2 / 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByText('1 / 3')).toBeTruthy();
  });

  it('moves on a horizontal swipe, not on a vertical one', async () => {
    renderWithProviders(<Gallery />);
    fireEvent.click(screen.getByRole('button', { name: 'Open the image: Beach at sunset' }));
    const stage = await screen.findByTestId('lightbox-stage');
    const swipe = (dx: number, dy: number) => {
      fireEvent.pointerDown(stage, { clientX: 200, clientY: 300 });
      fireEvent.pointerUp(stage, { clientX: 200 + dx, clientY: 300 + dy });
    };
    swipe(-120, 10);
    expect(shown().getAttribute('alt')).toBe('Old town at night');
    swipe(20, 200);
    expect(shown().getAttribute('alt')).toBe('Old town at night');
    swipe(120, -5);
    expect(shown().getAttribute('alt')).toBe('Beach at sunset');
  });

  it('keeps the focus inside while open and gives it back to the thumbnail that opened it', async () => {
    renderWithProviders(<Gallery />);
    const thumbnail = screen.getByRole('button', { name: 'Open the image: Island from the ferry' });
    fireEvent.click(thumbnail);
    expect(document.activeElement).toBe(thumbnail);
    const dialog = await screen.findByRole('dialog', { name: 'Island from the ferry' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(thumbnail));
  });

  it('shows no counter or arrows for a single picture', async () => {
    renderWithProviders(
      <Lightbox images={PICTURES.slice(0, 1)} index={0} onIndexChange={() => {}} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Beach at sunset' });
    expect(within(dialog).queryByRole('button', { name: 'Next image' })).toBeNull();
    expect(within(dialog).queryByText('1 / 1')).toBeNull();
  });
});

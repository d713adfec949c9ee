import { lazy, Suspense, useState } from 'react';
import type { LightboxImage } from '../../../ui/Lightbox';

/**
 * The lightbox's code loads when a picture is first opened: imported statically here and by the
 * messenger, it became a chunk of its own named in the first route's preload lists (issue 18, +0.04 kB
 * over the 170 kB budget).
 */
const Lightbox = lazy(() => import('../../../ui/Lightbox').then(({ Lightbox }) => ({ default: Lightbox })));

interface GalleryLightboxProps {
  images: LightboxImage[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** Issue 18: ui/Lightbox for the profile's galleries, loaded on first use and kept mounted after. */
export function GalleryLightbox({ images, index, onIndexChange, onClose }: GalleryLightboxProps) {
  const [isNeeded, setIsNeeded] = useState(false);
  // Kept once opened, so that closing runs the dialog's own exit (and its focus return).
  if (index !== null && !isNeeded) setIsNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Lightbox images={images} index={index} onIndexChange={onIndexChange} onClose={onClose} />
    </Suspense>
  );
}

import { Box, SimpleGrid, Text } from '@mantine/core';
import type { TOfferImage } from '@spona/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GalleryLightbox } from './GalleryLightbox';
import { LightboxThumbnail } from '../../../ui/LightboxThumbnail';

/** The first picture leads the card, landscape; the next ones follow as squares. */
const LEAD_RATIO = 16 / 10;
const THUMBNAIL_RATIO = 1;
const THUMBNAILS_SHOWN = 4;
/** The lead fills a card of a two-column grid: at most about half the page. */
const LEAD_SIZES = '(max-width: 48em) 100vw, 600px';

interface OfferGalleryProps {
  images: TOfferImage[];
  /** The offer's name: the alt text of a picture without a description. */
  name: string;
  /** The first gallery of the page (issue 19): its lead picture loads at once, first. */
  hasPriorityImage?: boolean;
}

/**
 * Issue 18: an offer's or a service's pictures on its card: the first one large, the next ones as
 * thumbnails (the last one says how many more there are); each opens the lightbox at itself.
 */
export function OfferGallery({ images, name, hasPriorityImage = false }: OfferGalleryProps) {
  const { t } = useTranslation('profile');
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const pictures = [...images]
    .sort((a, b) => a.position - b.position)
    .map((image, index) => ({
      key: image.id,
      src: image.url,
      thumbnail: image.thumbnail_url,
      alt: image.description || t('offer.images.alt', { name, position: index + 1 }),
    }));
  const [lead, ...rest] = pictures;
  if (!lead) return null;
  const shown = rest.slice(0, THUMBNAILS_SHOWN);
  const hiddenCount = rest.length - shown.length;

  return (
    <>
      <LightboxThumbnail
        src={lead.thumbnail}
        srcSet={`${lead.thumbnail} 400w, ${lead.src} 1600w`}
        sizes={LEAD_SIZES}
        alt={lead.alt}
        ratio={LEAD_RATIO}
        onOpen={() => setOpenIndex(0)}
        isPriority={hasPriorityImage}
      />
      {shown.length > 0 && (
        <SimpleGrid cols={THUMBNAILS_SHOWN} spacing={6}>
          {shown.map((picture, index) => (
            <Box key={picture.key} pos="relative">
              <LightboxThumbnail
                src={picture.thumbnail}
                alt={picture.alt}
                ratio={THUMBNAIL_RATIO}
                onOpen={() => setOpenIndex(index + 1)}
              />
              {hiddenCount > 0 && index === shown.length - 1 && (
                // The lightbox shows them all; the button keeps its own name.
                <Text
                  aria-hidden
                  fw={700}
                  c="white"
                  pos="absolute"
                  inset={0}
                  display="grid"
                  style={{
                    placeItems: 'center',
                    pointerEvents: 'none',
                    borderRadius: 'var(--mantine-radius-sm)',
                    background: 'rgb(0 0 0 / 0.55)',
                  }}
                >
                  {t('offer.images.more', { number: hiddenCount })}
                </Text>
              )}
            </Box>
          ))}
        </SimpleGrid>
      )}
      <GalleryLightbox
        images={pictures}
        index={openIndex}
        onIndexChange={setOpenIndex}
        onClose={() => setOpenIndex(null)}
      />
    </>
  );
}

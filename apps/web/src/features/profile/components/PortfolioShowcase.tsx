import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TPortfolioItem } from '@spona/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GalleryLightbox } from './GalleryLightbox';
import { LightboxThumbnail } from '../../../ui/LightboxThumbnail';
import { LinkPreviewCard } from './LinkPreviewCard';

/** An IMAGE item's picture, landscape as in the editor (PortfolioPicture). */
const PICTURE_RATIO = 16 / 9;

/**
 * Issue 18: the portfolio on a creator's public page: each item with what it looks like: an IMAGE
 * item's picture (the pictures together are one lightbox gallery), a link's preview card (its page's
 * title and picture), else the bare link.
 */
export function PortfolioShowcase({ items }: { items: TPortfolioItem[] }) {
  const { t } = useTranslation('profile');
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const pictures = items.flatMap((item) =>
    item.type === 'IMAGE' && item.image_url
      ? [
          {
            key: item.id,
            src: item.image_url,
            alt: item.description || t('portfolio.picture.alt', { name: item.advertiser_name }),
          },
        ]
      : [],
  );

  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {items.map((item) => {
          const pictureIndex = pictures.findIndex((picture) => picture.key === item.id);
          const picture = pictures[pictureIndex];
          return (
            <Paper
              key={item.id}
              withBorder
              p="sm"
              radius="md"
              component="article"
              aria-label={item.advertiser_name}
            >
              <Stack gap={6}>
                {picture && (
                  <LightboxThumbnail
                    src={picture.src}
                    alt={picture.alt}
                    ratio={PICTURE_RATIO}
                    onOpen={() => setOpenIndex(pictureIndex)}
                  />
                )}
                {!picture && item.link && item.preview && (
                  <LinkPreviewCard preview={item.preview} link={item.link} />
                )}
                <Group gap="xs" justify="space-between" align="flex-start">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {item.advertiser_name}
                  </Text>
                  <Badge variant="light" maw="100%">
                    {t(`portfolio.type.${item.type}`)}
                  </Badge>
                </Group>
                {item.network && <Text size="sm">{item.network.name}</Text>}
                {item.description && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {item.description}
                  </Text>
                )}
                {item.link && !(item.preview && !picture) && (
                  <Anchor
                    href={item.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {item.link}
                  </Anchor>
                )}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      <GalleryLightbox
        images={pictures}
        index={openIndex}
        onIndexChange={setOpenIndex}
        onClose={() => setOpenIndex(null)}
      />
    </>
  );
}

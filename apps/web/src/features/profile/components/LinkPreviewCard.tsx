import { Anchor, Image, Paper, Stack, Text } from '@mantine/core';
import type { TLinkPreview } from '@spona/contracts';
import { hostOfLink } from '../lib/formatters';

/** Open Graph pictures are drawn for 1.91:1 (1200×630). */
const OG_IMAGE_RATIO = 1.91;

/**
 * Issue 18: a portfolio link as a small card, the way the public page shows it: the page's picture
 * (our own copy, read by the server), its title and its site, opening the link in a new tab. The
 * texts are plain text from the server and are rendered as text.
 */
export function LinkPreviewCard({ preview, link }: { preview: TLinkPreview; link: string }) {
  const host = hostOfLink(link);
  return (
    <Anchor
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      underline="never"
      c="inherit"
      display="block"
    >
      <Paper withBorder radius="sm" style={{ overflow: 'hidden' }}>
        {preview.image_url && (
          <Image
            src={preview.image_url}
            alt=""
            fit="cover"
            loading="lazy"
            style={{ aspectRatio: OG_IMAGE_RATIO }}
          />
        )}
        <Stack gap={2} p="xs">
          <Text size="sm" fw={600} lineClamp={2}>
            {preview.title ?? host}
          </Text>
          {preview.description && (
            <Text size="xs" lineClamp={2}>
              {preview.description}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {preview.site_name ?? host}
          </Text>
        </Stack>
      </Paper>
    </Anchor>
  );
}

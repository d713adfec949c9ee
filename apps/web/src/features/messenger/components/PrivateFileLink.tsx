import { Anchor, Group, Loader, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { TPrivateFile } from '@spona/contracts';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { privateFileQuery } from '../hooks/usePrivateFileUrl';
import { formatFileSize } from '../lib/attachmentChecks';

/** How long the object URL of a download lives: the browser reads it after the click returns. */
const DOWNLOAD_URL_MS = 60_000;

/** Saves bytes under a name through a temporary link (the browser's own download). */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_MS);
}

interface PrivateFileLinkProps {
  file: TPrivateFile;
  /** Inside the user's own (coloured) bubble: the link takes the bubble's text colour. */
  isOnColor?: boolean;
}

/**
 * Issue 16: a PDF of a message or a delivery as a link named by the file with its size
 * ("brief.pdf · 1.2 MB"); it downloads through the authorised fetch (the URL alone answers 401).
 */
export function PrivateFileLink({ file, isOnColor = false }: PrivateFileLinkProps) {
  const { t } = useTranslation('messenger');
  const { locale } = useLanguage();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const size = formatFileSize(file.size, locale);

  const handleClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (state === 'loading') return;
    setState('loading');
    try {
      saveBlob(await queryClient.fetchQuery(privateFileQuery(file)), file.name);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <div>
      <Group gap={6} wrap="nowrap">
        <IconFileTypePdf aria-hidden size={18} style={{ flexShrink: 0 }} />
        <Anchor
          href={file.url}
          download={file.name}
          size="sm"
          c={isOnColor ? 'inherit' : undefined}
          underline="always"
          aria-label={t('attachments.download', { name: file.name, size })}
          style={{ overflowWrap: 'anywhere' }}
          onClick={(event) => void handleClick(event)}
        >
          {file.name} · {size}
        </Anchor>
        {state === 'loading' && <Loader size={12} color={isOnColor ? 'white' : undefined} />}
      </Group>
      {state === 'failed' && (
        <Text size="xs" c={isOnColor ? 'inherit' : 'red'} role="alert">
          {t('attachments.downloadFailed', { name: file.name })}
        </Text>
      )}
    </div>
  );
}

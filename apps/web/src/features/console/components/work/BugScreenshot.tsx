import { Image, Text, UnstyledButton } from '@mantine/core';
import { Skeleton } from '../../../../ui/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../ui/Dialog';
import { consoleWorkKeys, fetchBugScreenshot } from '../../api/consoleWorkApi';

/**
 * Issue 17: a bug report's screenshot, fetched with the staff token (the read is audited) and shown
 * through an object URL: a thumbnail that opens larger in a dialog.
 */
export function BugScreenshot({ bugId }: { bugId: number }) {
  const { t } = useTranslation('consoleWork');
  const [isOpen, setIsOpen] = useState(false);
  const query = useQuery({
    queryKey: consoleWorkKeys.bugScreenshot(bugId),
    queryFn: () => fetchBugScreenshot(bugId),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  if (query.isPending) return <Skeleton w={96} h={64} radius="sm" />;
  if (!url) {
    return (
      <Text size="xs" c="dimmed">
        {t('bugs.screenshotFailed')}
      </Text>
    );
  }
  const alt = t('bugs.screenshotAlt', { id: bugId });
  return (
    <>
      <UnstyledButton onClick={() => setIsOpen(true)} aria-label={t('bugs.screenshotOpen', { id: bugId })}>
        <Image src={url} alt={alt} w={96} h={64} fit="cover" radius="sm" />
      </UnstyledButton>
      <Dialog opened={isOpen} onClose={() => setIsOpen(false)} title={alt} size="xl" centered>
        <Image src={url} alt={alt} fit="contain" mah="75vh" />
      </Dialog>
    </>
  );
}

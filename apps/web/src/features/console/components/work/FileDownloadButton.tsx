import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOfError } from '../../../../lib/formErrors';
import { useSnackbar } from '../../../../ui/hooks/useSnackbar';
import { saveBlob } from '../../lib/saveBlob';

interface FileDownloadButtonProps {
  name: string;
  /** Fetches the bytes with the staff token (the read is audited). */
  onFetch: () => Promise<Blob>;
}

/** Issue 17: a private file staff may read (a reported arrangement's attachment), downloaded on a click. */
export function FileDownloadButton({ name, onFetch }: FileDownloadButtonProps) {
  const { t } = useTranslation('consoleWork');
  const snackbar = useSnackbar();
  const [isLoading, setIsLoading] = useState(false);
  const handleClick = async () => {
    setIsLoading(true);
    try {
      saveBlob(await onFetch(), name);
    } catch (error) {
      snackbar.show(messageOfError(error), { type: 'error' });
    } finally {
      setIsLoading(false);
    }
  };
  return (
    <Button
      size="compact-xs"
      variant="light"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={isLoading}
      aria-label={t('files.download', { name })}
      onClick={() => void handleClick()}
    >
      {name}
    </Button>
  );
}

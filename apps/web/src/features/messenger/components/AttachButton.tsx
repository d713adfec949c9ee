import { ActionIcon, FileButton, Tooltip } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What the file picker offers: the images and PDFs issue 16 allows (the server checks the content). */
export const ATTACHMENT_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,application/pdf';

interface AttachButtonProps {
  onChoose: (files: File[]) => void;
  isDisabled?: boolean;
  /** The limit, said in the button's name ('Attach files (up to 5)'). */
  maxFiles: number;
}

/** Issue 16: the paperclip that picks images and PDFs; a real button, so Tab and Enter reach it. */
export function AttachButton({ onChoose, isDisabled = false, maxFiles }: AttachButtonProps) {
  const { t } = useTranslation('messenger');
  const label = t('attachments.attach', { max: maxFiles });
  return (
    <FileButton multiple accept={ATTACHMENT_ACCEPT} onChange={onChoose} disabled={isDisabled}>
      {(props) => (
        <Tooltip label={label} openDelay={400}>
          <ActionIcon
            {...props}
            size={36}
            radius="md"
            variant="subtle"
            aria-label={label}
            disabled={isDisabled}
          >
            <IconPaperclip aria-hidden size={20} />
          </ActionIcon>
        </Tooltip>
      )}
    </FileButton>
  );
}

import { ActionIcon, Group, Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { hasVisibleText, MESSAGE_MAX_FILES, MESSAGE_MAX_LENGTH, type TPrivateFile } from '@spona/contracts';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileUploads } from '../hooks/useFileUploads';
import { useTypingWhisper } from '../hooks/useTypingWhisper';
import { describeRefusal, isMessageKeyRefused } from '../lib/describeRefusal';
import { generateMessageKey } from '../lib/messageKey';
import { AttachButton } from './AttachButton';
import { SystemErrorDialog } from './SystemErrorDialog';
import { UploadList } from './UploadList';

interface ComposerProps {
  arrangementId: number;
  /** Issue 16: `attachments` are the files uploaded for this message (none, or up to 5). */
  onSend: (content: string, messageKey: string, attachments: TPrivateFile[]) => Promise<void>;
}

/**
 * The message composer: Enter sends, Shift+Enter starts a new line. SPEC §9: each message gets its
 * own key, kept for a retry after a failure; SPEC §8: a failed send shows 'System error' and the text
 * comes back into the composer. Issue 16: the paperclip attaches up to 5 images or PDFs, uploaded at
 * once; a message with files may have no text, and the files stay when a send fails.
 */
export function Composer({ arrangementId, onSend }: ComposerProps) {
  const { t } = useTranslation('messenger');
  const [text, setText] = useState('');
  const [messageKey, setMessageKey] = useState(generateMessageKey);
  const [failure, setFailure] = useState<{ detail: string | null } | null>(null);
  const { handleTextChange, handleSent } = useTypingWhisper(arrangementId);
  const uploads = useFileUploads(arrangementId, MESSAGE_MAX_FILES);
  const canSend = (hasVisibleText(text) || uploads.uploadedIds.length > 0) && !uploads.isUploading;

  const submit = async () => {
    const content = text.trim();
    if (!canSend) return;
    // The files go with the text, and come back with it when the send fails.
    const taken = uploads.takeUploaded();
    const attachments = taken.flatMap((item) => (item.uploaded ? [item.uploaded] : []));
    const key = messageKey;
    setText('');
    handleSent();
    try {
      await onSend(content, key, attachments);
      setMessageKey(generateMessageKey());
    } catch (error) {
      uploads.restore(taken);
      // The same text keeps the same key, so a retry cannot store it twice.
      setText((current) => (current.trim() ? `${content}\n${current}` : content));
      if (isMessageKeyRefused(error)) setMessageKey(generateMessageKey());
      setFailure({ detail: describeRefusal(error) });
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form onSubmit={handleSubmit} aria-label={t('composer.label')}>
      <Stack gap={6}>
        <UploadList uploads={uploads} />
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <AttachButton
            maxFiles={MESSAGE_MAX_FILES}
            isDisabled={uploads.isFull}
            onChoose={(files) => void uploads.add(files)}
          />
          <Textarea
            style={{ flex: 1 }}
            aria-label={t('composer.input')}
            placeholder={t('composer.placeholder')}
            autosize
            minRows={1}
            maxRows={6}
            maxLength={MESSAGE_MAX_LENGTH}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              handleTextChange(event.currentTarget.value);
            }}
            onKeyDown={handleKeyDown}
          />
          <ActionIcon type="submit" size={36} radius="md" aria-label={t('composer.send')} disabled={!canSend}>
            <IconSend aria-hidden size={18} />
          </ActionIcon>
        </Group>
      </Stack>
      <SystemErrorDialog
        isOpen={failure !== null}
        detail={failure?.detail}
        onClose={() => setFailure(null)}
      />
    </form>
  );
}

import { ActionIcon, Group, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { hasVisibleText, MESSAGE_MAX_LENGTH } from '@spona/contracts';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTypingWhisper } from '../hooks/useTypingWhisper';
import { describeRefusal, isMessageKeyRefused } from '../lib/describeRefusal';
import { generateMessageKey } from '../lib/messageKey';
import { SystemErrorDialog } from './SystemErrorDialog';

interface ComposerProps {
  arrangementId: number;
  onSend: (content: string, messageKey: string) => Promise<void>;
}

/**
 * The message composer: Enter sends, Shift+Enter starts a new line. SPEC §9: each message gets its
 * own key, kept for a retry after a failure; SPEC §8: a failed send shows 'System error' and the text
 * comes back into the composer.
 */
export function Composer({ arrangementId, onSend }: ComposerProps) {
  const { t } = useTranslation('messenger');
  const [text, setText] = useState('');
  const [messageKey, setMessageKey] = useState(generateMessageKey);
  const [failure, setFailure] = useState<{ detail: string | null } | null>(null);
  const { handleTextChange, handleSent } = useTypingWhisper(arrangementId);

  const submit = async () => {
    const content = text.trim();
    if (!hasVisibleText(content)) return;
    const key = messageKey;
    setText('');
    handleSent();
    try {
      await onSend(content, key);
      setMessageKey(generateMessageKey());
    } catch (error) {
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
      <Group gap="xs" align="flex-end" wrap="nowrap">
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
        <ActionIcon
          type="submit"
          size={36}
          radius="md"
          aria-label={t('composer.send')}
          disabled={!hasVisibleText(text)}
        >
          <IconSend aria-hidden size={18} />
        </ActionIcon>
      </Group>
      <SystemErrorDialog
        isOpen={failure !== null}
        detail={failure?.detail}
        onClose={() => setFailure(null)}
      />
    </form>
  );
}

import { ActionIcon, Code, CopyButton, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Issue 17: a code staff look for elsewhere (the verification code), monospace with a copy button. */
export function CopyCode({ value }: { value: string }) {
  const { t } = useTranslation('consoleWork');
  return (
    <Group gap={4} wrap="nowrap">
      <Code fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('copy.done') : t('copy.action')} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              aria-label={copied ? t('copy.done') : t('copy.codeLabel', { code: value })}
            >
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

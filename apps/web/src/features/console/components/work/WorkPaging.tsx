import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWorkFormat } from '../../hooks/useWorkFormat';

interface WorkPagingProps {
  skip: number;
  limit: number;
  total: number;
  /** Items on this page. */
  shown: number;
  onSkipChange: (skip: number) => void;
}

/** Issue 17: "21–25 of 25" and the previous and next pages of a console list. */
export function WorkPaging({ skip, limit, total, shown, onSkipChange }: WorkPagingProps) {
  const { t } = useTranslation('consoleWork');
  const format = useWorkFormat();
  if (total <= limit && skip === 0) return null;
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('list.range', {
          from: format.count(shown === 0 ? skip : skip + 1),
          to: format.count(skip + shown),
          total: format.count(total),
        })}
      </Text>
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          disabled={skip === 0}
          onClick={() => onSkipChange(Math.max(0, skip - limit))}
        >
          {t('list.previous')}
        </Button>
        <Button
          variant="default"
          size="xs"
          disabled={skip + limit >= total}
          onClick={() => onSkipChange(skip + limit)}
        >
          {t('list.next')}
        </Button>
      </Group>
    </Group>
  );
}

import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { TArrangement, TArrangementOperation } from '@spona/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../ui/hooks/useIsMobile';
import { useArrangementAction } from '../hooks/useArrangementAction';
import {
  ARRANGEMENT_ACTION_ENTRIES,
  listArrangementActions,
  type ArrangementActionEntry,
} from './arrangementActionEntries';

interface ArrangementActionsProps {
  arrangement: TArrangement;
  /** Opens a dialog from outside (the long-silence prompt's answers). */
  requestedOperation?: TArrangementOperation | null;
  onRequestHandled?: () => void;
}

interface ActionListProps {
  entries: ArrangementActionEntry[];
  onSelect: (operation: TArrangementOperation) => void;
}

/** Desktop: every action a visible button. */
function ActionButtons({ entries, onSelect }: ActionListProps) {
  const { t } = useTranslation('messenger');
  return (
    <Group gap="xs" aria-label={t('actions.label')} role="group">
      {entries.map(({ operation, icon: ActionIcon, color, isPrimary }) => (
        <Button
          key={operation}
          size="xs"
          variant={isPrimary ? 'filled' : 'light'}
          color={color}
          leftSection={<ActionIcon aria-hidden size={16} />}
          onClick={() => onSelect(operation)}
        >
          {t(`actions.${operation}`)}
        </Button>
      ))}
    </Group>
  );
}

/** Issue 16: on a phone the actions fold into one menu, so the thread keeps the screen. */
function ActionMenu({ entries, onSelect }: ActionListProps) {
  const { t } = useTranslation('messenger');
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <Button
          size="xs"
          variant="light"
          rightSection={<IconChevronDown aria-hidden size={14} />}
          style={{ flexShrink: 0 }}
        >
          {t('actions.menu')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {entries.map(({ operation, icon: ActionIcon, color }) => (
          <Menu.Item
            key={operation}
            color={color}
            leftSection={<ActionIcon aria-hidden size={16} />}
            onClick={() => onSelect(operation)}
          >
            {t(`actions.${operation}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * SPEC §2: the arrangement's actions, exactly the entries of `ARRANGEMENT_ACTION_ENTRIES` whose
 * operation is in `allowed_operations`, as buttons on a desktop and one menu on a phone, each with its
 * dialog (which shows the SPEC §8 snack confirmation).
 */
export function ArrangementActions({
  arrangement,
  requestedOperation,
  onRequestHandled,
}: ArrangementActionsProps) {
  const isMobile = useIsMobile();
  const run = useArrangementAction(arrangement.id);
  const [openOperation, setOpenOperation] = useState<TArrangementOperation | null>(null);
  const entries = listArrangementActions(arrangement.allowed_operations);
  const current = requestedOperation ?? openOperation;

  const close = () => {
    setOpenOperation(null);
    onRequestHandled?.();
  };
  const List = isMobile ? ActionMenu : ActionButtons;

  return (
    <>
      {entries.length > 0 && <List entries={entries} onSelect={setOpenOperation} />}
      {ARRANGEMENT_ACTION_ENTRIES.map(({ operation, Dialog }) => (
        <Dialog
          key={operation}
          arrangement={arrangement}
          isOpen={current === operation}
          onClose={close}
          run={run}
        />
      ))}
    </>
  );
}

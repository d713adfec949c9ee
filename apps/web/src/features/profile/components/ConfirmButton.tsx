import { Button, Group, Stack, Text, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/Dialog';

interface ConfirmButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  /** The button's text, also the confirming button's. */
  label: string;
  /** Accessible name when it differs from the text (several delete buttons on one page). */
  ariaLabel?: string;
  title: string;
  text: string;
  onConfirm: () => void;
}

/** A destructive action that asks first, in a dialog. */
export function ConfirmButton({ label, ariaLabel, title, text, onConfirm, ...props }: ConfirmButtonProps) {
  const { t } = useTranslation('profile');
  const [isOpen, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="light" color="red" aria-label={ariaLabel} onClick={open} {...props}>
        {label}
      </Button>
      <Dialog opened={isOpen} onClose={close} title={title} centered>
        <Stack gap="md">
          <Text>{text}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                close();
                onConfirm();
              }}
            >
              {label}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}

import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDialogFocusReturn } from './hooks/useDialogFocusReturn';

/** What `Modal.Header` passes on to its element; Mantine's types do not list `component`. */
const PLAIN_HEADER = { component: 'div' } as object;

/**
 * Mantine's Modal (same props) with two accessibility fixes found by axe (issue 7): the dialog's
 * header is a plain element, not a `<header>`, which outside `main` would be a second banner landmark
 * of the page; and the close button has a name, in the interface language. Closing it gives the
 * focus back to what opened it, however it closes (issue 18: `useDialogFocusReturn`). The × comes
 * first in the dialog, before its fields and footer buttons, in the order of Tab.
 */
export function Dialog({
  title,
  children,
  withCloseButton = true,
  closeButtonProps,
  withOverlay = true,
  overlayProps,
  ...rootProps
}: ModalProps) {
  const { t } = useTranslation();
  useDialogFocusReturn(rootProps.opened);
  return (
    <Modal.Root {...rootProps}>
      {withOverlay && <Modal.Overlay {...overlayProps} />}
      <Modal.Content>
        {(title || withCloseButton) && (
          <Modal.Header {...PLAIN_HEADER}>
            {title && <Modal.Title>{title}</Modal.Title>}
            {withCloseButton && <Modal.CloseButton aria-label={t('dialog.close')} {...closeButtonProps} />}
          </Modal.Header>
        )}
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Input,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPaperclip, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  COLLABORATION_NOTE_MAX_LENGTH,
  DELIVERY_MAX_FILES,
  DELIVERY_MAX_LINKS,
  ZDeliveryCreate,
  type TArrangement,
} from '@spona/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstError, messageOfError, schemaValidator, showServerErrors } from '../../../lib/formErrors';
import { Dialog } from '../../../ui/Dialog';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { submitDelivery, type DeliveryInput } from '../api/collaborationApi';
import { useArrangementAction } from '../hooks/useArrangementAction';
import { useFileUploads } from '../hooks/useFileUploads';
import { formatPersonName } from '../lib/arrangementDisplay';
import { describeRefusal } from '../lib/describeRefusal';
import { ATTACHMENT_ACCEPT } from './AttachButton';
import { UploadList } from './UploadList';

interface DeliveryValues {
  note: string;
  /** One field per link; empty ones are left out. */
  links: string[];
}

/** Positions (in the form) of the links that are filled, in the order they are sent. */
function findFilledLinks(links: readonly string[]): number[] {
  return links.flatMap((link, index) => (link.trim() ? [index] : []));
}

function buildInput(values: DeliveryValues, fileIds: number[]): DeliveryInput {
  return {
    note: values.note.trim() || null,
    links: findFilledLinks(values.links).map((index) => values.links[index]!.trim()),
    file_ids: fileIds,
  };
}

/** The form's field of a field the schema or the server names (`links.0` is the first filled link). */
function toFormField(field: string, values: DeliveryValues): string {
  const match = /^links\.(\d+)$/.exec(field);
  if (!match) return field;
  const index = findFilledLinks(values.links)[Number(match[1])];
  return index === undefined ? 'links' : `links.${index}`;
}

interface DeliveryDialogProps {
  isOpen: boolean;
  arrangement: TArrangement;
  onClose: () => void;
}

/**
 * Issue 16: the creator's "Submit a delivery": links (checked as URLs, added and removed), a note, and
 * up to 10 files uploaded as they are chosen. At least one link or file.
 */
export function DeliveryDialog({ isOpen, arrangement, onClose }: DeliveryDialogProps) {
  const { t } = useTranslation('messenger');
  const snackbar = useSnackbar();
  const run = useArrangementAction(arrangement.id);
  const uploads = useFileUploads(arrangement.id, DELIVERY_MAX_FILES);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const name = formatPersonName(arrangement.other_party);

  const form = useForm<DeliveryValues>({
    initialValues: { note: '', links: [''] },
    validate: (values) => {
      const errors = schemaValidator<DeliveryValues>(ZDeliveryCreate, {
        toInput: (current) => buildInput(current, uploads.uploadedIds),
        fieldOf: (path) => toFormField(path, values),
      })(values);
      // Issue 16: a delivery carries at least one link or file (said here in the messenger's words).
      if (findFilledLinks(values.links).length === 0 && uploads.uploads.length === 0) {
        errors.links = t('deliveries.dialog.empty');
      } else if (errors.links !== undefined) {
        delete errors.links;
      }
      return errors;
    },
  });

  const handleClose = () => {
    if (form.submitting) return;
    form.reset();
    uploads.clear();
    setSubmitError(null);
    onClose();
  };

  const handleSubmit = async (values: DeliveryValues) => {
    if (uploads.isUploading) {
      setSubmitError(t('deliveries.dialog.uploading'));
      return;
    }
    setSubmitError(null);
    try {
      await run(() => submitDelivery(arrangement.id, buildInput(values, uploads.uploadedIds)));
      snackbar.show(t('deliveries.snack.delivered'), { type: 'success' });
      form.reset();
      uploads.clear();
      onClose();
    } catch (error) {
      if (!showServerErrors(form, error, (field) => toFormField(field, values))) {
        setSubmitError(describeRefusal(error) ?? messageOfError(error));
      }
    }
  };

  const linksError = typeof form.errors.links === 'string' ? form.errors.links : null;

  return (
    <Dialog opened={isOpen} onClose={handleClose} title={t('deliveries.dialog.title')} centered size="lg">
      <form onSubmit={form.onSubmit(handleSubmit, focusFirstError(form))} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('deliveries.dialog.text', { name })}</Text>

          <Input.Wrapper label={t('deliveries.dialog.links')} error={linksError} id="delivery-links">
            <Stack gap="xs" mt={4}>
              {form.values.links.map((_, index) => (
                <Group key={form.key(`links.${index}`)} gap="xs" wrap="nowrap" align="flex-start">
                  <TextInput
                    style={{ flex: 1 }}
                    type="url"
                    inputMode="url"
                    aria-label={t('deliveries.dialog.link', { number: index + 1 })}
                    placeholder={t('deliveries.dialog.linkPlaceholder')}
                    data-autofocus={index === 0 || undefined}
                    {...form.getInputProps(`links.${index}`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size={36}
                    aria-label={t('deliveries.dialog.removeLink', { number: index + 1 })}
                    disabled={form.values.links.length === 1}
                    onClick={() => form.removeListItem('links', index)}
                  >
                    <IconTrash aria-hidden size={18} />
                  </ActionIcon>
                </Group>
              ))}
              {form.values.links.length < DELIVERY_MAX_LINKS && (
                <Button
                  variant="subtle"
                  size="xs"
                  leftSection={<IconPlus aria-hidden size={16} />}
                  style={{ alignSelf: 'flex-start' }}
                  onClick={() => form.insertListItem('links', '')}
                >
                  {t('deliveries.dialog.addLink')}
                </Button>
              )}
            </Stack>
          </Input.Wrapper>

          <Textarea
            label={t('deliveries.dialog.note')}
            description={t('deliveries.dialog.noteHint', { name })}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={COLLABORATION_NOTE_MAX_LENGTH}
            {...form.getInputProps('note')}
          />

          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={500}>
                {t('deliveries.dialog.files', { max: DELIVERY_MAX_FILES })}
              </Text>
              <FileButton
                multiple
                accept={ATTACHMENT_ACCEPT}
                onChange={(files) => void uploads.add(files)}
                disabled={uploads.isFull}
              >
                {(props) => (
                  <Button
                    {...props}
                    variant="light"
                    size="xs"
                    leftSection={<IconPaperclip aria-hidden size={16} />}
                    disabled={uploads.isFull}
                  >
                    {t('attachments.attach', { max: DELIVERY_MAX_FILES })}
                  </Button>
                )}
              </FileButton>
            </Group>
            <UploadList uploads={uploads} />
          </Stack>

          {submitError && (
            <Alert color="red" role="alert">
              {submitError}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={handleClose} disabled={form.submitting}>
              {t('dialogs.dismiss')}
            </Button>
            <Button type="submit" color="violet" loading={form.submitting}>
              {t('deliveries.dialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}

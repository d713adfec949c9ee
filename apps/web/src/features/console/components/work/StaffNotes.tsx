import { Alert, Button, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CONSOLE_TEXT_MAX_LENGTH, hasVisibleText, type TStaffNote } from '@spona/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstError, messageOfError } from '../../../../lib/formErrors';
import { addStaffNote } from '../../api/consoleWorkApi';
import { useWorkAction } from '../../hooks/useWorkAction';
import { useWorkFormat } from '../../hooks/useWorkFormat';

/** Issue 17: staff's notes on a user (only staff read them), newest as the API orders them, and a new one. */
export function StaffNotes({ userId, notes }: { userId: number; notes: TStaffNote[] }) {
  const { t } = useTranslation('consoleWork');
  const format = useWorkFormat();
  const { perform } = useWorkAction();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { body: '' },
    validate: { body: (body) => (hasVisibleText(body.trim()) ? null : t('dialog.textRequired')) },
  });

  const handleSubmit = async ({ body }: { body: string }, event?: FormEvent<HTMLFormElement>) => {
    const textArea = event?.currentTarget.querySelector('textarea');
    setSubmitError(null);
    try {
      await perform(() => addStaffNote(userId, body.trim()), t('notes.added'));
      form.reset();
      // The busy button lost the focus: it stays here, ready for the next note.
      textArea?.focus();
    } catch (error) {
      setSubmitError(messageOfError(error));
    }
  };

  return (
    <Stack gap="sm">
      {notes.length === 0 ? (
        <Text c="dimmed">{t('notes.none')}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {notes.map((note) => (
            <Paper component="li" key={note.id} withBorder p="xs" radius="md">
              <Text size="xs" c="dimmed">
                {t('notes.byline', { name: note.staff_name, date: format.dateTime(note.created_at) })}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {note.body}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      <form onSubmit={form.onSubmit(handleSubmit, focusFirstError(form))} noValidate>
        <Stack gap="xs">
          <Textarea
            label={t('notes.new')}
            description={t('notes.hint')}
            autosize
            minRows={2}
            maxRows={8}
            maxLength={CONSOLE_TEXT_MAX_LENGTH}
            {...form.getInputProps('body')}
          />
          {submitError && (
            <Alert color="red" role="alert">
              {submitError}
            </Alert>
          )}
          <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
            {t('notes.add')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

import { Button, Group, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { STAFF_ROLES, ZStaffCreate, type TStaffRole, type TStaffSetupLink } from '@spona/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AutoGrid } from './AutoGrid';
import { focusFirstError, schemaValidator, showServerErrors } from '../../../lib/formErrors';
import { consoleKeys, createStaff } from '../api/consoleApi';

/** Issue 17 (admin): adds a staff member (name, email, role); the answer's set-up link goes to `onAdded`. */
export function AddStaffForm({
  onAdded,
  onFailed,
}: {
  onAdded: (link: TStaffSetupLink) => void;
  onFailed: (error: unknown) => void;
}) {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', email: '', role: 'SUPPORT' as TStaffRole },
    validate: schemaValidator(ZStaffCreate),
  });
  const add = useMutation({
    mutationFn: createStaff,
    onSuccess: (link) => {
      form.reset();
      void queryClient.invalidateQueries({ queryKey: consoleKeys.staff() });
      onAdded(link);
    },
    onError: (error) => {
      if (!showServerErrors(form, error)) onFailed(error);
    },
  });
  return (
    <form
      noValidate
      aria-label={t('staff.addTitle')}
      onSubmit={form.onSubmit(
        (values) => add.mutate({ ...values, name: values.name.trim(), email: values.email.trim() }),
        focusFirstError(form),
      )}
    >
      <AutoGrid minWidth={200} gap="sm">
        <TextInput label={t('staff.name')} required autoComplete="off" {...form.getInputProps('name')} />
        <TextInput
          label={t('staff.email')}
          type="email"
          required
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <Select
          label={t('staff.role')}
          allowDeselect={false}
          data={STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          {...form.getInputProps('role')}
        />
      </AutoGrid>
      <Group mt="sm">
        <Button type="submit" loading={add.isPending}>
          {t('staff.add')}
        </Button>
      </Group>
    </form>
  );
}

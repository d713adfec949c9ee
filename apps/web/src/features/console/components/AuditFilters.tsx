import { Button, Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUDIT_ACTIONS, AUDIT_OBJECT_TYPES, type TAuditFilter } from '@spona/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AutoGrid } from './AutoGrid';
import { consoleKeys, fetchStaff } from '../api/consoleApi';
import { useMe } from '../hooks/useMe';

/** What the audit page filters by (paging aside). */
export type AuditFilterValues = Omit<Partial<TAuditFilter>, 'skip' | 'limit'>;

const EMPTY = { staff_id: '', action: '', object_type: '', object_id: '', from: '', to: '' };

/**
 * Issue 17: the audit's filters (staff, action, object type and id, from and to dates). Admins pick
 * the staff member by name; support staff, who may not list the staff, give an id.
 */
export function AuditFilters({ onApply }: { onApply: (filter: AuditFilterValues) => void }) {
  const { t } = useTranslation('console');
  const me = useMe();
  const isAdmin = me.data?.role === 'ADMIN';
  const staff = useQuery({
    queryKey: consoleKeys.staff(),
    queryFn: ({ signal }) => fetchStaff(signal),
    enabled: isAdmin,
  });
  const form = useForm({ mode: 'controlled', initialValues: EMPTY });

  const handleSubmit = (values: typeof EMPTY) => {
    const staffId = Number(values.staff_id);
    onApply({
      staff_id: Number.isInteger(staffId) && staffId > 0 ? staffId : undefined,
      action: (values.action || undefined) as AuditFilterValues['action'],
      object_type: (values.object_type || undefined) as AuditFilterValues['object_type'],
      object_id: values.object_id.trim() || undefined,
      from: values.from || undefined,
      to: values.to || undefined,
    });
  };

  return (
    <form
      aria-label={t('audit.filters')}
      onSubmit={form.onSubmit(handleSubmit)}
      onReset={() => {
        form.reset();
        onApply({});
      }}
    >
      <AutoGrid minWidth={220} gap="sm">
        {isAdmin ? (
          <Select
            label={t('audit.staff')}
            clearable
            data={(staff.data ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
            {...form.getInputProps('staff_id')}
          />
        ) : (
          <NumberInput
            label={t('audit.staffId')}
            min={1}
            allowDecimal={false}
            {...form.getInputProps('staff_id')}
          />
        )}
        <Select
          label={t('audit.action')}
          clearable
          searchable
          data={[...AUDIT_ACTIONS]}
          {...form.getInputProps('action')}
        />
        <Select
          label={t('audit.objectType')}
          clearable
          data={[...AUDIT_OBJECT_TYPES]}
          {...form.getInputProps('object_type')}
        />
        <TextInput label={t('audit.objectId')} {...form.getInputProps('object_id')} />
        <TextInput type="date" label={t('audit.from')} {...form.getInputProps('from')} />
        <TextInput type="date" label={t('audit.to')} {...form.getInputProps('to')} />
      </AutoGrid>
      <Group mt="sm" gap="sm">
        <Button type="submit">{t('audit.apply')}</Button>
        <Button type="reset" variant="default">
          {t('audit.reset')}
        </Button>
      </Group>
    </form>
  );
}

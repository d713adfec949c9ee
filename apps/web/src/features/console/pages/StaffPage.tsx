import { Alert, Badge, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { STAFF_ROLES, type TStaff, type TStaffRole, type TStaffSetupLink } from '@spona/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../app/PageLoader';
import { messageOfError } from '../../../lib/formErrors';
import { consoleKeys, fetchStaff, resetStaffTwoFactor, updateStaff } from '../api/consoleApi';
import { AddStaffForm } from '../components/AddStaffForm';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { SetupLinkNotice } from '../components/SetupLinkNotice';
import { useConsoleTitle } from '../hooks/useConsoleTitle';
import { useMe } from '../hooks/useMe';

/** An action waiting for its confirmation. */
type Pending = { kind: 'disable' | 'enable' | 'reset2fa'; staff: TStaff };

/**
 * Issue 17: `/console/staff` (admins): the staff list; add (the set-up link to hand over), re-role,
 * disable or enable, reset 2FA (a new set-up link); the last two after a confirmation.
 */
export function StaffPage() {
  const { t, i18n } = useTranslation('console');
  useConsoleTitle(t('staff.title'));
  const queryClient = useQueryClient();
  const me = useMe();
  const staff = useQuery({ queryKey: consoleKeys.staff(), queryFn: ({ signal }) => fetchStaff(signal) });
  const [link, setLink] = useState<TStaffSetupLink | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: consoleKeys.staff() });
  const handleFailure = (error: unknown) => setFailure(messageOfError(error));
  const update = useMutation({
    mutationFn: ({ id, ...body }: { id: number; role?: TStaffRole; disabled?: boolean }) =>
      updateStaff(id, body),
    onSuccess: () => {
      setPending(null);
      setFailure(null);
      refresh();
    },
    onError: handleFailure,
  });
  const reset = useMutation({
    mutationFn: (id: number) => resetStaffTwoFactor(id),
    onSuccess: (answer) => {
      setPending(null);
      setFailure(null);
      setLink(answer);
      refresh();
    },
    onError: handleFailure,
  });

  const handleConfirm = () => {
    if (!pending) return;
    if (pending.kind === 'reset2fa') reset.mutate(pending.staff.id);
    else update.mutate({ id: pending.staff.id, disabled: pending.kind === 'disable' });
  };
  const formatDate = (iso: string | null) =>
    iso ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' }) : '–';
  const statusOf = (row: TStaff) =>
    row.disabled ? (
      <Badge color="gray.7">{t('staff.status.disabled')}</Badge>
    ) : row.active ? (
      <Badge color="green">{t('staff.status.active')}</Badge>
    ) : (
      <Badge color="yellow">{t('staff.status.pending')}</Badge>
    );

  return (
    <Stack gap="lg">
      <Title order={1}>{t('staff.title')}</Title>
      {link && <SetupLinkNotice link={link} onClose={() => setLink(null)} />}
      {failure && (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setFailure(null)}
        >
          {failure}
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('staff.addTitle')}
        </Title>
        <AddStaffForm onAdded={setLink} onFailed={handleFailure} />
      </Paper>
      {staff.isPending ? (
        <PageLoader />
      ) : staff.isError ? (
        <Alert color="red" role="alert">
          {messageOfError(staff.error)}
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('staff.name')}</Table.Th>
                <Table.Th scope="col">{t('staff.role')}</Table.Th>
                <Table.Th scope="col">{t('staff.statusLabel')}</Table.Th>
                <Table.Th scope="col">{t('staff.lastSignIn')}</Table.Th>
                <Table.Th scope="col">{t('staff.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {staff.data.map((row) => {
                const isSelf = row.id === me.data?.id;
                return (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      {row.name}
                      <Text size="xs" c="dimmed">
                        {row.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={t('staff.roleOf', { name: row.name })}
                        size="xs"
                        w={140}
                        allowDeselect={false}
                        disabled={isSelf}
                        value={row.role}
                        data={STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
                        onChange={(role) => {
                          if (role && role !== row.role)
                            update.mutate({ id: row.id, role: role as TStaffRole });
                        }}
                      />
                    </Table.Td>
                    <Table.Td>{statusOf(row)}</Table.Td>
                    <Table.Td>{formatDate(row.last_sign_in_at)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="default"
                          disabled={isSelf}
                          onClick={() =>
                            setPending({ kind: row.disabled ? 'enable' : 'disable', staff: row })
                          }
                        >
                          {row.disabled ? t('staff.enable') : t('staff.disable')}
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="default"
                          disabled={row.disabled}
                          onClick={() => setPending({ kind: 'reset2fa', staff: row })}
                        >
                          {t('staff.reset2fa')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={pending !== null}
        title={pending ? t(`staff.confirm.${pending.kind}.title`, { name: pending.staff.name }) : ''}
        message={pending ? t(`staff.confirm.${pending.kind}.message`, { name: pending.staff.name }) : ''}
        confirmLabel={pending ? t(`staff.confirm.${pending.kind}.confirm`) : ''}
        isPending={update.isPending || reset.isPending}
        onConfirm={handleConfirm}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}

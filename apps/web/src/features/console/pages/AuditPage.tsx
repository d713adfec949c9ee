import {
  Alert,
  Button,
  Code,
  Group,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { CONSOLE_PAGE_DEFAULT_LIMIT, type TAuditEntry } from '@spona/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../app/PageLoader';
import { messageOfError } from '../../../lib/formErrors';
import { consoleKeys, fetchAudit } from '../api/consoleApi';
import { AutoGrid } from '../components/AutoGrid';
import { AuditFilters, type AuditFilterValues } from '../components/AuditFilters';
import { useConsoleTitle } from '../hooks/useConsoleTitle';

/** A `to` date (YYYY-MM-DD) counts its whole day: up to the next midnight. */
function toInclusiveEnd(date: string | undefined): string | undefined {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}

/**
 * Issue 17: `/console/audit`, every staff action and every staff read of a conversation, newest first,
 * filterable, in pages; each row opens to its before and after.
 */
export function AuditPage() {
  const { t, i18n } = useTranslation('console');
  useConsoleTitle(t('audit.title'));
  const [filter, setFilter] = useState<AuditFilterValues>({});
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const query = {
    ...filter,
    to: toInclusiveEnd(filter.to),
    skip: (page - 1) * CONSOLE_PAGE_DEFAULT_LIMIT,
    limit: CONSOLE_PAGE_DEFAULT_LIMIT,
  };
  const audit = useQuery({
    queryKey: consoleKeys.audit(query),
    queryFn: ({ signal }) => fetchAudit(query, signal),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((audit.data?.total ?? 0) / CONSOLE_PAGE_DEFAULT_LIMIT));
  const formatTime = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });

  const handleApply = (next: AuditFilterValues) => {
    setFilter(next);
    setPage(1);
    setOpenId(null);
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('audit.title')}</Title>
      <Paper withBorder p="md" radius="md">
        <AuditFilters onApply={handleApply} />
      </Paper>
      {audit.isPending ? (
        <PageLoader />
      ) : audit.isError ? (
        <Alert color="red" role="alert">
          {messageOfError(audit.error)}
        </Alert>
      ) : (
        <>
          <Text size="sm" role="status">
            {t('audit.total', { count: audit.data.total })}
          </Text>
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('audit.when')}</Table.Th>
                  <Table.Th scope="col">{t('audit.who')}</Table.Th>
                  <Table.Th scope="col">{t('audit.action')}</Table.Th>
                  <Table.Th scope="col">{t('audit.object')}</Table.Th>
                  <Table.Th scope="col">{t('audit.from_where')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('audit.details')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {audit.data.data.map((entry) => (
                  <Fragment key={entry.id}>
                    <Table.Tr>
                      <Table.Td>{formatTime(entry.created_at)}</Table.Td>
                      <Table.Td>
                        {entry.staff.name}
                        <Text size="xs" c="dimmed">
                          {entry.staff.email}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Code>{entry.action}</Code>
                      </Table.Td>
                      <Table.Td>
                        {entry.object_type}
                        {entry.object_id ? ` #${entry.object_id}` : ''}
                      </Table.Td>
                      <Table.Td>{entry.ip ?? '–'}</Table.Td>
                      <Table.Td>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          aria-expanded={openId === entry.id}
                          aria-controls={`audit-details-${entry.id}`}
                          onClick={() => setOpenId(openId === entry.id ? null : entry.id)}
                        >
                          {openId === entry.id ? t('audit.hideDetails') : t('audit.showDetails')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                    {openId === entry.id && (
                      <Table.Tr id={`audit-details-${entry.id}`}>
                        <Table.Td colSpan={6}>
                          <AuditDetails entry={entry} />
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {audit.data.data.length === 0 && <Text c="dimmed">{t('audit.none')}</Text>}
          {pages > 1 && (
            <Group justify="center">
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': t(`audit.paging.${control}`) })}
                getItemProps={(item) => ({ 'aria-label': t('audit.paging.page', { page: item }) })}
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

/** The before and after of an audit row, and where it came from. */
function AuditDetails({ entry }: { entry: TAuditEntry }) {
  const { t } = useTranslation('console');
  const json = (value: unknown) =>
    value === null || value === undefined ? '–' : JSON.stringify(value, null, 2);
  return (
    <Stack gap="xs">
      <AutoGrid minWidth={280}>
        <div>
          <Text size="sm" fw={600}>
            {t('audit.before')}
          </Text>
          <Code block>{json(entry.before)}</Code>
        </div>
        <div>
          <Text size="sm" fw={600}>
            {t('audit.after')}
          </Text>
          <Code block>{json(entry.after)}</Code>
        </div>
      </AutoGrid>
      {entry.user_agent && (
        <Text size="xs" c="dimmed">
          {t('audit.userAgent', { userAgent: entry.user_agent })}
        </Text>
      )}
    </Stack>
  );
}

import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  PORTFOLIO_ITEM_TYPES,
  PROFILE_PATHS,
  ZPortfolioItem,
  ZPortfolioItemCreate,
  type TPortfolioItem,
  type TPortfolioItemType,
} from '@spona/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiDelete, apiPost, apiPut } from '../../../lib/apiClient';
import {
  fieldErrorsFromApiError,
  fieldErrorsFromIssues,
  messageOfError,
  translateApiMessage,
  type FieldErrors,
} from '../../../lib/formErrors';
import { publicDataQuery } from '../../../lib/publicData';
import { Dialog } from '../../../ui/Dialog';
import { useLanguage } from '../../../ui/useLanguage';
import { useSnackbar } from '../../../ui/useSnackbar';
import { portfolioQuery } from '../api/profileApi';
import { useRefreshProfile } from '../hooks/useRefreshProfile';
import { ConfirmButton } from './ConfirmButton';

interface ItemValues {
  type: TPortfolioItemType;
  advertiser_name: string;
  network: string | null;
  link: string;
  description: string;
  show_on_profile: boolean;
}

const valuesOf = (item: TPortfolioItem | null): ItemValues => ({
  type: item?.type ?? 'SOCIAL_POST',
  advertiser_name: item?.advertiser_name ?? '',
  network: item?.network ? String(item.network.id) : null,
  link: item?.link ?? '',
  description: item?.description ?? '',
  show_on_profile: item?.show_on_profile ?? true,
});

const buildBody = (v: ItemValues) => ({
  type: v.type,
  advertiser_name: v.advertiser_name,
  network: v.network === null ? null : Number(v.network),
  link: v.link.trim() || null,
  description: v.description.trim() || null,
  show_on_profile: v.show_on_profile,
});

/** SPEC §5 checks the server also makes: a social post names its network; a link is needed but for images. */
function validate(values: ItemValues): FieldErrors {
  const body = buildBody(values);
  const errors = fieldErrorsFromIssues(ZPortfolioItemCreate.safeParse(body).error?.issues ?? []);
  if (values.type === 'SOCIAL_POST' && body.network === null) {
    errors.network = translateApiMessage('validation.network');
  }
  if (values.type !== 'IMAGE' && !body.link) errors.link ??= translateApiMessage('validation.linkRequired');
  return errors;
}

interface ItemDialogProps {
  item: TPortfolioItem | null;
  onClose: () => void;
}

function PortfolioItemDialog({ item, onClose }: ItemDialogProps) {
  const { t } = useTranslation('profile');
  const { locale } = useLanguage();
  const snackbar = useSnackbar();
  const refreshProfile = useRefreshProfile();
  const networks = useQuery(publicDataQuery(locale)).data?.networks ?? [];
  const [values, setValues] = useState(() => valuesOf(item));
  const [isSubmitted, setSubmitted] = useState(false);
  const clientErrors = validate(values);
  const save = useMutation({
    mutationFn: async () => {
      const body = buildBody(values);
      const answer = item
        ? await apiPut<unknown>(`${PROFILE_PATHS.portfolio}/${item.id}`, body)
        : await apiPost<unknown>(PROFILE_PATHS.portfolio, body);
      return ZPortfolioItem.parse(answer);
    },
    onSuccess: async () => {
      await refreshProfile();
      snackbar.show(t('portfolio.saved'));
      onClose();
    },
  });
  const serverErrors = save.isError ? fieldErrorsFromApiError(save.error) : {};
  const errors: FieldErrors = { ...(isSubmitted ? clientErrors : {}), ...serverErrors };
  const formError =
    save.isError && Object.keys(serverErrors).length === 0 ? messageOfError(save.error) : null;
  const set = <K extends keyof ItemValues>(field: K, value: ItemValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    save.reset();
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(clientErrors).length === 0) save.mutate();
  };

  return (
    <Dialog opened onClose={onClose} title={t(item ? 'portfolio.editTitle' : 'portfolio.addTitle')} size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('portfolio.typeLabel')}
              required
              allowDeselect={false}
              data={PORTFOLIO_ITEM_TYPES.map((type) => ({ value: type, label: t(`portfolio.type.${type}`) }))}
              value={values.type}
              onChange={(value) => value && set('type', value as TPortfolioItemType)}
            />
            <TextInput
              label={t('portfolio.advertiser')}
              required
              value={values.advertiser_name}
              error={errors.advertiser_name}
              onChange={(e) => set('advertiser_name', e.currentTarget.value)}
            />
            <Select
              label={t('portfolio.network')}
              required={values.type === 'SOCIAL_POST'}
              clearable
              data={networks.map((n) => ({ value: String(n.id), label: n.name }))}
              value={values.network}
              error={errors.network}
              onChange={(value) => set('network', value)}
            />
            <TextInput
              label={t('portfolio.link')}
              required={values.type !== 'IMAGE'}
              type="url"
              placeholder="https://"
              value={values.link}
              error={errors.link}
              onChange={(e) => set('link', e.currentTarget.value)}
            />
          </SimpleGrid>
          <Textarea
            label={t('portfolio.description')}
            autosize
            minRows={2}
            value={values.description}
            error={errors.description}
            onChange={(e) => set('description', e.currentTarget.value)}
          />
          <Switch
            label={t('portfolio.showOnProfile')}
            checked={values.show_on_profile}
            onChange={(e) => set('show_on_profile', e.currentTarget.checked)}
          />
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('portfolio.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}

function PortfolioItemCard({ item, onEdit }: { item: TPortfolioItem; onEdit: () => void }) {
  const { t } = useTranslation('profile');
  const snackbar = useSnackbar();
  const refreshProfile = useRefreshProfile();
  const remove = useMutation({
    mutationFn: () => apiDelete<unknown>(`${PROFILE_PATHS.portfolio}/${item.id}`),
    onSuccess: () => refreshProfile(),
    onError: (error) => snackbar.show(messageOfError(error), { type: 'error' }),
  });
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={item.advertiser_name}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{item.advertiser_name}</Text>
          <Group gap={4}>
            <Badge variant="light">{t(`portfolio.type.${item.type}`)}</Badge>
            {!item.show_on_profile && (
              <Badge color="gray" variant="outline">
                {t('portfolio.hidden')}
              </Badge>
            )}
          </Group>
        </Group>
        {item.network && <Text size="sm">{item.network.name}</Text>}
        {item.link && (
          <Anchor
            href={item.link}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            {item.link}
          </Anchor>
        )}
        {item.description && <Text size="sm">{item.description}</Text>}
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            onClick={onEdit}
            aria-label={t('portfolio.editLabel', { name: item.advertiser_name })}
          >
            {t('common.edit')}
          </Button>
          <ConfirmButton
            size="xs"
            label={t('common.delete')}
            ariaLabel={t('portfolio.removeLabel', { name: item.advertiser_name })}
            title={t('portfolio.removeTitle')}
            text={t('portfolio.removeText', { name: item.advertiser_name })}
            loading={remove.isPending}
            onConfirm={() => remove.mutate()}
          />
        </Group>
      </Stack>
    </Paper>
  );
}

/** The portfolio tab (SPEC §3 portfolio items, CRUD under influencers/portfolio). */
export function PortfolioTab() {
  const { t } = useTranslation('profile');
  const items = useQuery(portfolioQuery());
  const [editing, setEditing] = useState<TPortfolioItem | 'new' | null>(null);
  return (
    <Stack gap="md">
      <Group>
        <Button onClick={() => setEditing('new')}>{t('portfolio.add')}</Button>
      </Group>
      {!items.data ? (
        <Skeleton h={80} />
      ) : items.data.length === 0 ? (
        <Text c="dimmed">{t('portfolio.none')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {items.data.map((item) => (
            <PortfolioItemCard key={item.id} item={item} onEdit={() => setEditing(item)} />
          ))}
        </SimpleGrid>
      )}
      {editing && (
        <PortfolioItemDialog item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}

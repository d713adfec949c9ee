import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Skeleton } from '../../../ui/Skeleton';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  PORTFOLIO_ITEM_TYPES,
  ZPortfolioItemCreate,
  type TPortfolioItem,
  type TPortfolioItemType,
} from '@spona/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  focusFirstError,
  hasFieldErrors,
  messageOfError,
  schemaValidator,
  showServerErrors,
  translateApiMessage,
  type FieldErrors,
} from '../../../lib/formErrors';
import { publicDataQuery } from '../../../lib/publicData';
import { Dialog } from '../../../ui/Dialog';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { portfolioQuery, removePortfolioItem, savePortfolioItem } from '../api/profileApi';
import { useRefreshProfile } from '../hooks/useRefreshProfile';
import { ConfirmButton } from './ConfirmButton';
import { LinkPreviewCard } from './LinkPreviewCard';
import { PortfolioPicture } from './PortfolioPicture';

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
  const errors = schemaValidator(ZPortfolioItemCreate, { toInput: buildBody })(values);
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
  const form = useForm<ItemValues>({
    initialValues: valuesOf(item),
    validate,
    onValuesChange: () => save.reset(),
  });
  const save = useMutation({
    mutationFn: (values: ItemValues) => savePortfolioItem(item?.id ?? null, buildBody(values)),
    onSuccess: async () => {
      await refreshProfile();
      snackbar.show(t('portfolio.saved'));
      onClose();
    },
    onError: (error) => showServerErrors(form, error),
  });
  const formError = save.isError && !hasFieldErrors(save.error) ? messageOfError(save.error) : null;
  const { values } = form;

  return (
    <Dialog opened onClose={onClose} title={t(item ? 'portfolio.editTitle' : 'portfolio.addTitle')} size="lg">
      <form onSubmit={form.onSubmit((submitted) => save.mutate(submitted), focusFirstError(form))} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('portfolio.typeLabel')}
              required
              allowDeselect={false}
              data={PORTFOLIO_ITEM_TYPES.map((type) => ({ value: type, label: t(`portfolio.type.${type}`) }))}
              {...form.getInputProps('type')}
            />
            <TextInput
              label={t('portfolio.advertiser')}
              required
              {...form.getInputProps('advertiser_name')}
            />
            <Select
              label={t('portfolio.network')}
              required={values.type === 'SOCIAL_POST'}
              clearable
              data={networks.map((n) => ({ value: String(n.id), label: n.name }))}
              {...form.getInputProps('network')}
            />
            <TextInput
              label={t('portfolio.link')}
              required={values.type !== 'IMAGE'}
              type="url"
              placeholder="https://"
              {...form.getInputProps('link')}
            />
          </SimpleGrid>
          <Textarea
            label={t('portfolio.description')}
            autosize
            minRows={2}
            {...form.getInputProps('description')}
          />
          <Switch
            label={t('portfolio.showOnProfile')}
            {...form.getInputProps('show_on_profile', { type: 'checkbox' })}
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
    mutationFn: () => removePortfolioItem(item.id),
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
        {item.type === 'IMAGE' && <PortfolioPicture item={item} />}
        {item.link && item.preview && <LinkPreviewCard preview={item.preview} link={item.link} />}
        {item.link && !item.preview && (
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

/**
 * The portfolio tab (SPEC §3 portfolio items, CRUD under influencers/portfolio). Issue 18: an image
 * item takes its picture here, and a link shows the preview the server read from its page, as the
 * public page shows them.
 */
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

import { Chip, Group, Stack, Text } from '@mantine/core';
import { Skeleton } from '../../../ui/Skeleton';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TAuthUser } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { messageOfError } from '../../../lib/formErrors';
import { publicDataQuery } from '../../../lib/publicData';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { influencerCategoriesQuery, setInfluencerCategory } from '../api/profileApi';
import { useRefreshProfile } from '../hooks/useRefreshProfile';

/** The categories tab: a chip per category, checked when the creator has it (SPEC §3 link). */
export function CategoriesTab({ user }: { user: TAuthUser }) {
  const { t } = useTranslation('profile');
  const { locale } = useLanguage();
  const snackbar = useSnackbar();
  const refreshProfile = useRefreshProfile();
  const all = useQuery(publicDataQuery(locale)).data?.categories;
  const own = useQuery(influencerCategoriesQuery());
  const toggle = useMutation({
    mutationFn: ({ categoryId, isChecked }: { categoryId: number; isChecked: boolean }) =>
      setInfluencerCategory(user.id, categoryId, isChecked),
    onSettled: () => refreshProfile(),
    onError: (error) => snackbar.show(messageOfError(error), { type: 'error' }),
  });

  if (!all || !own.data) return <Skeleton h={80} />;
  const ownIds = new Set(own.data.map((c) => c.id));
  return (
    <Stack gap="sm">
      <Text size="sm">{t('categories.intro')}</Text>
      <Group gap="xs" role="group" aria-label={t('tabs.categories')}>
        {all.map((category) => (
          <Chip
            key={category.id}
            checked={ownIds.has(category.id)}
            disabled={toggle.isPending && toggle.variables?.categoryId === category.id}
            onChange={(isChecked) => toggle.mutate({ categoryId: category.id, isChecked })}
          >
            {category.name}
          </Chip>
        ))}
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('categories.chosen', { count: ownIds.size })}
      </Text>
    </Stack>
  );
}

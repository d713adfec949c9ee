import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AGE_BOUNDS,
  GENDERS,
  PROFILE_PATHS,
  ZAgencyData,
  ZAuthUser,
  ZInfluencerData,
  type TAuthUser,
} from '@spona/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPut } from '../../../lib/apiClient';
import {
  fieldErrorsFromApiError,
  fieldErrorsFromIssues,
  messageOfError,
  type FieldErrors,
} from '../../../lib/formErrors';
import { publicDataQuery } from '../../../lib/publicData';
import { useLanguage } from '../../../ui/useLanguage';
import { useSnackbar } from '../../../ui/useSnackbar';
import { CURRENT_USER_QUERY_KEY } from '../../auth/currentUser';
import { useRefreshProfile } from '../hooks/useRefreshProfile';

/** 'null' is the select's value for 'no location' (SPEC §3 Advertiser data). */
const NO_LOCATION = 'null';

interface DataValues {
  first_name: string;
  last_name: string;
  company: string;
  website: string;
  description: string;
  description_en: string;
  city: string;
  location_id: string;
  gender: string | null;
  age: number | string;
}

const valuesOf = (user: TAuthUser): DataValues => ({
  first_name: user.first_name,
  last_name: user.last_name,
  company: user.company ?? '',
  website: user.website ?? '',
  description: user.description ?? '',
  description_en: user.description_en ?? '',
  city: user.city ?? '',
  location_id: user.location_id === null ? NO_LOCATION : String(user.location_id),
  gender: user.gender,
  age: user.age ?? '',
});

/** The body of PUT influencers/data/{id} or agencies/data/{id}: creators have gender and age, advertisers a company. */
function buildBody(values: DataValues, isCreator: boolean) {
  const common = {
    first_name: values.first_name,
    last_name: values.last_name,
    website: values.website.trim(),
    description: values.description.trim() || null,
    description_en: values.description_en.trim() || null,
    city: values.city.trim() || null,
    location_id: values.location_id,
  };
  if (!isCreator) return { ...common, company: values.company.trim() || null };
  return { ...common, gender: values.gender, age: values.age === '' ? null : Number(values.age) };
}

/** The data tab (SPEC §7 PUT influencers/data/{id}, PUT agencies/data/{id}). */
export function DataTab({ user }: { user: TAuthUser }) {
  const { t } = useTranslation('profile');
  const { locale } = useLanguage();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const refreshProfile = useRefreshProfile();
  const locations = useQuery(publicDataQuery(locale)).data?.locations ?? [];
  const isCreator = user.type === 'INFLUENCER';
  const [values, setValues] = useState(() => valuesOf(user));
  const [isSubmitted, setSubmitted] = useState(false);

  const body = buildBody(values, isCreator);
  const schema = isCreator ? ZInfluencerData : ZAgencyData;
  const clientErrors = fieldErrorsFromIssues(schema.safeParse(body).error?.issues ?? []);
  const save = useMutation({
    mutationFn: async () =>
      ZAuthUser.parse(
        await apiPut<unknown>(
          `${isCreator ? PROFILE_PATHS.influencerData : PROFILE_PATHS.agencyData}/${user.id}`,
          body,
        ),
      ),
    onSuccess: async (saved) => {
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, saved);
      await refreshProfile();
      snackbar.show(t('data.saved'));
    },
    onError: (error) => {
      if (Object.keys(fieldErrorsFromApiError(error)).length === 0) {
        snackbar.show(messageOfError(error), { type: 'error' });
      }
    },
  });
  const errors: FieldErrors = {
    ...(isSubmitted ? clientErrors : {}),
    ...(save.isError ? fieldErrorsFromApiError(save.error) : {}),
  };

  const set = <K extends keyof DataValues>(field: K, value: DataValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    save.reset();
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(clientErrors).length === 0) save.mutate();
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('tabs.data')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('data.firstName')}
            required
            value={values.first_name}
            error={errors.first_name}
            onChange={(e) => set('first_name', e.currentTarget.value)}
          />
          <TextInput
            label={t('data.lastName')}
            required
            value={values.last_name}
            error={errors.last_name}
            onChange={(e) => set('last_name', e.currentTarget.value)}
          />
          {!isCreator && (
            <TextInput
              label={t('data.company')}
              value={values.company}
              error={errors.company}
              onChange={(e) => set('company', e.currentTarget.value)}
            />
          )}
          <TextInput
            label={t('data.website')}
            type="url"
            placeholder="https://"
            value={values.website}
            error={errors.website}
            onChange={(e) => set('website', e.currentTarget.value)}
          />
          <Select
            label={t('data.location')}
            data={[
              { value: NO_LOCATION, label: t('data.noLocation') },
              ...locations.map((l) => ({ value: String(l.id), label: l.name })),
            ]}
            value={values.location_id}
            error={errors.location_id}
            allowDeselect={false}
            onChange={(value) => set('location_id', value ?? NO_LOCATION)}
          />
          <TextInput
            label={t('data.city')}
            value={values.city}
            error={errors.city}
            onChange={(e) => set('city', e.currentTarget.value)}
          />
          {isCreator && (
            <Select
              label={t('data.gender')}
              data={GENDERS.filter((g) => g !== 'ANY').map((g) => ({ value: g, label: t(`gender.${g}`) }))}
              value={values.gender}
              error={errors.gender}
              clearable
              onChange={(value) => set('gender', value)}
            />
          )}
          {isCreator && (
            <NumberInput
              label={t('data.age')}
              min={AGE_BOUNDS.min}
              max={AGE_BOUNDS.max}
              allowDecimal={false}
              value={values.age}
              error={errors.age}
              onChange={(value) => set('age', value)}
            />
          )}
        </SimpleGrid>
        <Textarea
          label={t('data.description')}
          autosize
          minRows={3}
          value={values.description}
          error={errors.description}
          onChange={(e) => set('description', e.currentTarget.value)}
        />
        <Textarea
          label={t('data.descriptionEn')}
          autosize
          minRows={3}
          value={values.description_en}
          error={errors.description_en}
          onChange={(e) => set('description_en', e.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('data.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

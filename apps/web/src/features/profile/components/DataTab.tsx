import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AGE_BOUNDS, GENDERS, ZAgencyData, ZInfluencerData, type TAuthUser } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { focusFirstError, messageOfError, schemaValidator, showServerErrors } from '../../../lib/formErrors';
import { publicDataQuery } from '../../../lib/publicData';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { CURRENT_USER_QUERY_KEY } from '../../auth/currentUser';
import { saveProfileData } from '../api/profileApi';
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
  const form = useForm<DataValues>({
    initialValues: valuesOf(user),
    validate: schemaValidator(isCreator ? ZInfluencerData : ZAgencyData, {
      toInput: (values) => buildBody(values, isCreator),
    }),
  });
  const save = useMutation({
    mutationFn: (values: DataValues) => saveProfileData(user, buildBody(values, isCreator)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, saved);
      await refreshProfile();
      snackbar.show(t('data.saved'));
    },
    onError: (error) => {
      if (!showServerErrors(form, error)) snackbar.show(messageOfError(error), { type: 'error' });
    },
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => save.mutate(values), focusFirstError(form))}
      noValidate
      aria-label={t('tabs.data')}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('data.firstName')} required {...form.getInputProps('first_name')} />
          <TextInput label={t('data.lastName')} required {...form.getInputProps('last_name')} />
          {!isCreator && <TextInput label={t('data.company')} {...form.getInputProps('company')} />}
          <TextInput
            label={t('data.website')}
            type="url"
            placeholder="https://"
            {...form.getInputProps('website')}
          />
          <Select
            label={t('data.location')}
            data={[
              { value: NO_LOCATION, label: t('data.noLocation') },
              ...locations.map((l) => ({ value: String(l.id), label: l.name })),
            ]}
            allowDeselect={false}
            {...form.getInputProps('location_id')}
          />
          <TextInput label={t('data.city')} {...form.getInputProps('city')} />
          {isCreator && (
            <Select
              label={t('data.gender')}
              data={GENDERS.filter((g) => g !== 'ANY').map((g) => ({ value: g, label: t(`gender.${g}`) }))}
              clearable
              {...form.getInputProps('gender')}
            />
          )}
          {isCreator && (
            <NumberInput
              label={t('data.age')}
              min={AGE_BOUNDS.min}
              max={AGE_BOUNDS.max}
              allowDecimal={false}
              {...form.getInputProps('age')}
            />
          )}
        </SimpleGrid>
        <Textarea label={t('data.description')} autosize minRows={3} {...form.getInputProps('description')} />
        <Textarea
          label={t('data.descriptionEn')}
          autosize
          minRows={3}
          {...form.getInputProps('description_en')}
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

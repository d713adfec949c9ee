import { Card, List, SimpleGrid, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '../../../lib/runtimeConfig';
import { buildInfoLinks } from '../components/infoLinks';
import { InfoArticle } from '../components/InfoArticle';
import { InfoSection } from '../components/InfoSection';

const AUDIENCES = ['creators', 'advertisers'] as const;
const CREATOR_STEPS = ['account', 'profile', 'services', 'requests', 'collaborate'] as const;
const ADVERTISER_STEPS = ['account', 'offer', 'search', 'collaborate'] as const;
const TRUST_ITEMS = ['verified', 'reviews', 'report', 'rules'] as const;

/** /about (no guard, SPEC §2): what Spona is, for whom, and how it works for creators and advertisers. */
export function AboutPage() {
  const { t } = useTranslation('pages');
  const links = buildInfoLinks(getRuntimeConfig().supportEmail);
  return (
    <InfoArticle title={t('about.title')} lead={t('about.lead')}>
      <InfoSection title={t('about.audience.title')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {AUDIENCES.map((audience) => (
            <Card key={audience} withBorder radius="md" padding="lg">
              <Title order={3} size="h4" mb="xs">
                {t(`about.audience.${audience}.title`)}
              </Title>
              <Text>{t(`about.audience.${audience}.text`)}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </InfoSection>
      <InfoSection title={t('about.creators.title')}>
        <List type="ordered" spacing="xs">
          {CREATOR_STEPS.map((step) => (
            <List.Item key={step}>{t(`about.creators.steps.${step}`)}</List.Item>
          ))}
        </List>
      </InfoSection>
      <InfoSection title={t('about.advertisers.title')}>
        <List type="ordered" spacing="xs">
          {ADVERTISER_STEPS.map((step) => (
            <List.Item key={step}>{t(`about.advertisers.steps.${step}`)}</List.Item>
          ))}
        </List>
      </InfoSection>
      <InfoSection title={t('about.trust.title')}>
        <List spacing="xs">
          {TRUST_ITEMS.map((item) => (
            <List.Item key={item}>{t(`about.trust.items.${item}`)}</List.Item>
          ))}
        </List>
      </InfoSection>
      <InfoSection title={t('about.region.title')}>
        <Text>{t('about.region.text')}</Text>
      </InfoSection>
      <InfoSection title={t('about.more.title')}>
        <Text>
          <Trans t={t} i18nKey="about.more.text" components={links} />
        </Text>
      </InfoSection>
    </InfoArticle>
  );
}

import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '../../../lib/runtimeConfig';
import { buildInfoLinks } from '../components/infoLinks';
import { InfoArticle } from '../components/InfoArticle';
import { InfoSection } from '../components/InfoSection';

const TIPS = ['account', 'what', 'where'] as const;
/** SPEC §1 (account type only through support), §6 (deletion), §4 (verification takes hours), §2 dialogs. */
const QUESTIONS = [
  'accountType',
  'deleteAccount',
  'verification',
  'collaborationProblem',
  'confirmation',
  'password',
] as const;

/** /support (no guard): how to reach the help desk (the support email of the runtime config) and FAQs. */
export function SupportPage() {
  const { t } = useTranslation('pages');
  const email = getRuntimeConfig().supportEmail;
  const links = buildInfoLinks(email);
  return (
    <InfoArticle title={t('support.title')} lead={t('support.lead')}>
      <InfoSection title={t('support.contact.title')}>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Text>
              <Trans t={t} i18nKey="support.contact.text" values={{ email }} components={links} />
            </Text>
            <Button
              component="a"
              href={`mailto:${email}`}
              leftSection={<IconMail size={18} aria-hidden />}
              w="fit-content"
            >
              {t('support.contact.button')}
            </Button>
            <Text fw={600}>{t('support.contact.tipsTitle')}</Text>
            <List spacing={4}>
              {TIPS.map((tip) => (
                <List.Item key={tip}>{t(`support.contact.tips.${tip}`)}</List.Item>
              ))}
            </List>
            <Text size="sm" c="dimmed">
              {t('support.contact.bugReport')}
            </Text>
          </Stack>
        </Paper>
      </InfoSection>
      <InfoSection title={t('support.faq.title')}>
        <Stack gap="lg">
          {QUESTIONS.map((question) => (
            <Stack key={question} gap={4}>
              <Title order={3} size="h5">
                {t(`support.faq.${question}.question`)}
              </Title>
              <Text>
                <Trans
                  t={t}
                  i18nKey={`support.faq.${question}.answer`}
                  values={{ email }}
                  components={links}
                />
              </Text>
            </Stack>
          ))}
        </Stack>
      </InfoSection>
    </InfoArticle>
  );
}

import { Divider, List, Stack, Text } from '@mantine/core';
import {
  ACCESS_TOKEN_TTL_MS,
  ANALYTICS_RETENTION_MONTHS,
  BUG_REPORT_RETENTION_MONTHS,
  CONSENT_COOKIE_DAYS,
  PRIVACY_POLICY_DATE,
  REFRESH_TOKEN_TTL_MS,
  SERVER_LOG_RETENTION_DAYS,
} from '@spona/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '../../../lib/runtimeConfig';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { ConsentChoice } from '../components/ConsentChoice';
import { DataKind } from '../components/DataKind';
import { buildInfoLinks } from '../components/infoLinks';
import { InfoArticle } from '../components/InfoArticle';
import { InfoSection } from '../components/InfoSection';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The XSRF-TOKEN cookie lasts a year (apps/api/src/plugins/xsrf.ts). */
const XSRF_COOKIE_DAYS = 365;

const SUMMARY = ['needed', 'noTrackers', 'analytics', 'delete'] as const;
const PLAIN_KINDS = ['account', 'profile', 'offers', 'messages', 'images', 'profileViews', 'push'] as const;
const COOKIES = ['auth', 'xsrf', 'consent', 'storage', 'offline'] as const;
const RECIPIENTS = ['users', 'processors', 'push', 'authorities'] as const;
const RIGHTS = ['access', 'rectify', 'erase', 'restrict', 'portability', 'withdraw'] as const;
const DELETION_STEPS = ['settings', 'confirm'] as const;

/**
 * /privacy (no guard): the privacy policy the consent banner links to (SPEC §1): the controller, what is
 * kept, why and how long (the periods are the ones the code applies: packages/contracts privacy.ts and
 * the token lifetimes), cookies, the analytics choice, recipients, rights and how to delete data.
 */
export function PrivacyPage() {
  const { t } = useTranslation('pages');
  const { locale } = useLanguage();
  const email = getRuntimeConfig().supportEmail;
  const links = buildInfoLinks(email);
  const months = (count: number) => t('privacy.months', { count });
  const days = (count: number) => t('privacy.days', { count });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${PRIVACY_POLICY_DATE}T00:00:00Z`),
  );
  const kind = (
    name: (typeof PLAIN_KINDS)[number] | 'analytics' | 'eventLog' | 'bugReports' | 'sessions' | 'logs',
    kept: string,
  ) => (
    <DataKind
      key={name}
      title={t(`privacy.data.${name}.title`)}
      what={t(`privacy.data.${name}.what`)}
      why={t(`privacy.data.${name}.why`)}
      kept={kept}
    />
  );

  return (
    <InfoArticle title={t('privacy.title')} meta={t('privacy.effective', { date })} lead={t('privacy.lead')}>
      <InfoSection title={t('privacy.summary.title')}>
        <List spacing="xs">
          {SUMMARY.map((item) => (
            <List.Item key={item}>{t(`privacy.summary.items.${item}`)}</List.Item>
          ))}
        </List>
      </InfoSection>

      <InfoSection title={t('privacy.controller.title')}>
        <Text>
          <Trans t={t} i18nKey="privacy.controller.text" values={{ email }} components={links} />
        </Text>
      </InfoSection>

      <InfoSection title={t('privacy.data.title')}>
        <Stack gap="lg">
          {PLAIN_KINDS.map((name) => kind(name, t(`privacy.data.${name}.kept`)))}
          {kind(
            'analytics',
            t('privacy.data.analytics.kept', { period: months(ANALYTICS_RETENTION_MONTHS) }),
          )}
          {kind('eventLog', t('privacy.data.eventLog.kept', { period: months(ANALYTICS_RETENTION_MONTHS) }))}
          {kind(
            'bugReports',
            t('privacy.data.bugReports.kept', { period: months(BUG_REPORT_RETENTION_MONTHS) }),
          )}
          {kind(
            'sessions',
            t('privacy.data.sessions.kept', {
              access: days(ACCESS_TOKEN_TTL_MS / DAY_MS),
              refresh: days(REFRESH_TOKEN_TTL_MS / DAY_MS),
            }),
          )}
          {kind('logs', t('privacy.data.logs.kept', { period: days(SERVER_LOG_RETENTION_DAYS) }))}
        </Stack>
      </InfoSection>

      <InfoSection title={t('privacy.cookies.title')}>
        <Text>{t('privacy.cookies.intro')}</Text>
        <List spacing="xs">
          {COOKIES.map((cookie) => (
            <List.Item key={cookie}>
              <Trans
                t={t}
                i18nKey={`privacy.cookies.items.${cookie}`}
                values={{ period: days(cookie === 'xsrf' ? XSRF_COOKIE_DAYS : CONSENT_COOKIE_DAYS) }}
                components={links}
              />
            </List.Item>
          ))}
        </List>
        <Text>{t('privacy.cookies.noTrackers')}</Text>
      </InfoSection>

      <InfoSection title={t('privacy.choice.title')}>
        <ConsentChoice />
      </InfoSection>

      <InfoSection title={t('privacy.recipients.title')}>
        <List spacing="xs">
          {RECIPIENTS.map((recipient) => (
            <List.Item key={recipient}>{t(`privacy.recipients.items.${recipient}`)}</List.Item>
          ))}
        </List>
        <Text>{t('privacy.recipients.noSale')}</Text>
      </InfoSection>

      <InfoSection title={t('privacy.rights.title')}>
        <Text>{t('privacy.rights.intro')}</Text>
        <List spacing="xs">
          {RIGHTS.map((right) => (
            <List.Item key={right}>{t(`privacy.rights.items.${right}`)}</List.Item>
          ))}
        </List>
        <Text>
          <Trans t={t} i18nKey="privacy.rights.how" values={{ email }} components={links} />
        </Text>
        <Text>{t('privacy.rights.authority')}</Text>
      </InfoSection>

      <InfoSection title={t('privacy.deletion.title')}>
        <List type="ordered" spacing="xs">
          {DELETION_STEPS.map((step) => (
            <List.Item key={step}>
              <Trans t={t} i18nKey={`privacy.deletion.steps.${step}`} components={links} />
            </List.Item>
          ))}
        </List>
        <Text>{t('privacy.deletion.result')}</Text>
        <Text>
          <Trans t={t} i18nKey="privacy.deletion.support" values={{ email }} components={links} />
        </Text>
      </InfoSection>

      <Divider />
      <InfoSection title={t('privacy.changes.title')}>
        <Text>{t('privacy.changes.text')}</Text>
      </InfoSection>
    </InfoArticle>
  );
}

import { Alert, List, Text } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { formatNumber, formatEuros } from '@spona/contracts';
import { describeGuidePrices } from '../lib/guidePrice';

/** SPEC §9 guide price for a creator pricing a service, from their followers, with every bracket. */
export function GuidePriceHint({ followers }: { followers: number }) {
  const { t } = useTranslation('profile');
  const { locale } = useLanguage();
  const { price, brackets } = describeGuidePrices(followers);
  return (
    <Alert color="violet" variant="light" icon={<IconBulb aria-hidden />} title={t('guidePrice.title')}>
      <Text size="sm" data-testid="guide-price">
        {t('guidePrice.yours', {
          count: followers,
          followers: formatNumber(followers, locale),
          price: formatEuros(price, locale),
        })}
      </Text>
      <List size="xs" mt={4}>
        {brackets.map((bracket) => (
          <List.Item key={bracket.from} fw={bracket.isCurrent ? 700 : undefined}>
            {bracket.below === null
              ? t('guidePrice.bracketAbove', {
                  from: formatNumber(bracket.from, locale),
                  price: formatEuros(bracket.price, locale),
                })
              : t('guidePrice.bracket', {
                  from: formatNumber(bracket.from, locale),
                  below: formatNumber(bracket.below, locale),
                  price: formatEuros(bracket.price, locale),
                })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

import type { TLocation, TOffer } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { formatCompactNumber } from '@spona/contracts';
import { listTargetingParts, type TTargetingPart } from '../lib/targetingParts';

/**
 * Who an offer is for, as one translated line ('Women · Zagreb · 10K–50K followers'), or null when it
 * is open to everyone. The place is the city when there is one, else the country.
 */
export function useTargetingLine(targeting: TOffer['targeting'], locations: TLocation[]): string | null {
  const { t } = useTranslation('search');
  const { locale } = useLanguage();
  const count = (value: number) => formatCompactNumber(value, locale);
  const describe = (part: TTargetingPart): string | null => {
    switch (part.kind) {
      case 'GENDER':
        return t(`card.targeting.gender.${part.gender}`);
      case 'PLACE':
        return part.city ?? locations.find((l) => l.id === part.locationId)?.name ?? null;
      case 'FOLLOWERS':
        if (part.from !== null && part.to !== null) {
          return t('card.targeting.followersRange', { from: count(part.from), to: count(part.to) });
        }
        return part.from !== null
          ? t('card.targeting.followersFrom', { from: count(part.from) })
          : t('card.targeting.followersTo', { to: count(part.to ?? 0) });
    }
  };
  const texts = listTargetingParts(targeting).flatMap((part) => describe(part) ?? []);
  return texts.length > 0 ? texts.join(' · ') : null;
}

import { IMAGE_MAX_BYTES, OFFER_MAX_IMAGES } from '@spona/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TImageProblem } from '../lib/imageChecks';

const BYTES_PER_MB = 1024 * 1024;

/** The SPEC §5 and §8 texts of the image pre-checks, the same ones the API answers. */
export function useImageProblemText(): (problem: TImageProblem) => string {
  const { t } = useTranslation('api');
  return useCallback(
    (problem: TImageProblem) => {
      if (problem === 'invalidType') return t('images.invalidType');
      if (problem === 'tooLarge') return t('images.tooLarge', { mb: IMAGE_MAX_BYTES / BYTES_PER_MB });
      return t('images.tooMany', { max: OFFER_MAX_IMAGES });
    },
    [t],
  );
}

import { Alert, Button, FileButton, Image, Stack } from '@mantine/core';
import type { TPortfolioItem } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { uploadPortfolioImage } from '../api/profileApi';
import { useImageUpload } from '../hooks/useImageUpload';
import { UploadProgress } from './UploadProgress';

/** The picture's box in the editor's card: landscape, as most shots of a campaign are. */
const PICTURE_RATIO = 16 / 9;

/**
 * Issue 18: an IMAGE item's picture in the portfolio tab: shown as the public page shows it, chosen
 * and uploaded at once with its progress (POST influencers/portfolio/{id}/image).
 */
export function PortfolioPicture({ item }: { item: TPortfolioItem }) {
  const { t } = useTranslation('profile');
  const picture = useImageUpload({
    upload: (image, options) => uploadPortfolioImage(item.id, image, options),
    savedText: t('portfolio.picture.saved'),
    isImmediate: true,
  });
  return (
    <Stack gap={6}>
      {item.image_url && (
        <Image
          src={item.image_url}
          alt={item.description ?? t('portfolio.picture.alt', { name: item.advertiser_name })}
          radius="sm"
          fit="cover"
          style={{ aspectRatio: PICTURE_RATIO }}
        />
      )}
      <FileButton onChange={(chosen) => void picture.choose(chosen)} accept="image/*">
        {(props) => (
          <Button
            {...props}
            size="xs"
            variant="default"
            loading={picture.isUploading}
            aria-label={t(
              item.image_url ? 'portfolio.picture.changeLabel' : 'portfolio.picture.chooseLabel',
              {
                name: item.advertiser_name,
              },
            )}
            style={{ alignSelf: 'flex-start' }}
          >
            {t(item.image_url ? 'portfolio.picture.change' : 'portfolio.picture.choose')}
          </Button>
        )}
      </FileButton>
      <UploadProgress progress={picture.progress} />
      {picture.problem && (
        <Alert color="red" role="alert">
          {picture.problem}
        </Alert>
      )}
    </Stack>
  );
}

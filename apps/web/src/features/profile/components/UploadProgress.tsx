import { Progress } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Issue 18: how much of an image upload is sent, while it runs (nothing otherwise). */
export function UploadProgress({ progress }: { progress: number | null }) {
  const { t } = useTranslation('profile');
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  return <Progress value={percent} size="sm" animated aria-label={t('upload.progress', { percent })} />;
}

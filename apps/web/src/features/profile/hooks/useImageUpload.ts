import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fieldErrorsFromApiError, messageOfError } from '../../../lib/formErrors';
import type { ApiUploadOptions } from '../../../lib/apiUpload';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { checkImageFiles } from '../lib/imageChecks';
import { useImageProblemText } from './useImageProblemText';
import { useRefreshProfile } from './useRefreshProfile';

interface ImageUploadOptions {
  /** Sends the image (an api function of profileApi.ts), reporting the share sent. */
  upload: (image: File, options: ApiUploadOptions) => Promise<unknown>;
  /** The snackbar's text once it is saved. */
  savedText: string;
  /** Upload as soon as a file is chosen, without a preview to confirm first. */
  isImmediate?: boolean;
}

export interface ImageUpload {
  /** The chosen image waiting to be saved, and its object URL for a preview. */
  preview: { file: File; url: string } | null;
  /** Why the last choice or upload failed, in the user's language. */
  problem: string | null;
  /** The share of the upload sent (0 to 1) while it runs, else null. */
  progress: number | null;
  isUploading: boolean;
  /** Checks a chosen file (an image by content, at most 5 MB) and previews or uploads it. */
  choose: (file: File | null) => Promise<void>;
  /** Saves the previewed image. */
  save: () => void;
  /** Forgets the previewed image. */
  cancel: () => void;
  /** Shows a failure of another call of the same block (removing the image). */
  showError: (error: unknown) => void;
}

/**
 * Issue 18, one way for the editor's images (photo, cover, portfolio pictures): a chosen file is
 * checked as the server will (SPEC §5), previewed when asked, uploaded with its progress, then the
 * profile's queries are refreshed; a refusal shows the server's own text.
 */
export function useImageUpload({ upload, savedText, isImmediate = false }: ImageUploadOptions): ImageUpload {
  const snackbar = useSnackbar();
  const refreshProfile = useRefreshProfile();
  const problemText = useImageProblemText();
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  // The preview's object URL is freed when it is replaced or the block goes away.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview.url) : undefined), [preview]);

  const send = useMutation({
    mutationFn: (image: File) => {
      setProgress(0);
      return upload(image, { onProgress: setProgress });
    },
    onSuccess: async () => {
      setPreview(null);
      await refreshProfile();
      snackbar.show(savedText);
    },
    onError: (error) => setProblem(fieldErrorsFromApiError(error).image ?? messageOfError(error)),
    onSettled: () => setProgress(null),
  });

  const choose = async (chosen: File | null) => {
    setProblem(null);
    if (!chosen) return;
    const check = await checkImageFiles([chosen], 0, 1);
    const rejected = check.rejected[0];
    if (rejected) return setProblem(problemText(rejected.problem));
    if (isImmediate) send.mutate(chosen);
    else setPreview({ file: chosen, url: URL.createObjectURL(chosen) });
  };

  return {
    preview,
    problem,
    progress,
    isUploading: send.isPending,
    choose,
    save: () => preview && send.mutate(preview.file),
    cancel: () => setPreview(null),
    showError: (error) => setProblem(messageOfError(error)),
  };
}

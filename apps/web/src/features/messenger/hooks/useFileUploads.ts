import { PRIVATE_FILE_MAX_BYTES, type TPrivateFile } from '@spona/contracts';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { uploadPrivateFile } from '../api/collaborationApi';
import { checkAttachment, formatFileSize } from '../lib/attachmentChecks';
import { describeRefusal } from '../lib/describeRefusal';

/** One chosen file: uploading (with the share sent) or uploaded (with the private file it became). */
export interface FileUpload {
  key: string;
  name: string;
  size: number;
  /** Share of the bytes sent, 0 to 1. */
  progress: number;
  uploaded: TPrivateFile | null;
}

let nextKey = 0;

/**
 * Issue 16: files for a message (up to 5) or a delivery (up to 10), each uploaded to the arrangement
 * as soon as it is chosen, with its progress. A file that is not an image or a PDF, too big, one too
 * many, or refused by the server does not join the list: it becomes a problem the user reads.
 */
export function useFileUploads(arrangementId: number, maxFiles: number) {
  const { t } = useTranslation('messenger');
  const { locale } = useLanguage();
  const [uploads, setUploads] = useState<FileUpload[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  // How many files are listed, for `add` (which counts on while it adds several at once).
  const countRef = useRef(0);
  const uploadsRef = useRef(uploads);
  // Synchronised before the browser paints, so a click on 'send' right after an upload finished takes
  // its file (with a passive effect the ref could still hold the list of the render before: the
  // message went out without the file).
  useLayoutEffect(() => {
    countRef.current = uploads.length;
    uploadsRef.current = uploads;
  }, [uploads]);

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const update = (key: string, change: Partial<FileUpload>) =>
    setUploads((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const upload = useCallback(
    async (file: File, key: string) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      try {
        const uploaded = await uploadPrivateFile(arrangementId, file, {
          signal: controller.signal,
          onProgress: (progress) => update(key, { progress }),
        });
        update(key, { uploaded, progress: 1 });
      } catch (error) {
        if (controller.signal.aborted) return;
        setUploads((current) => current.filter((item) => item.key !== key));
        const reason = describeRefusal(error) ?? t('errors.generic');
        setProblems((current) => [...current, t('attachments.problem.failed', { name: file.name, reason })]);
      } finally {
        controllers.current.delete(key);
      }
    },
    [arrangementId, t],
  );

  /** Checks the chosen files and starts uploading those that pass, up to the limit. */
  const add = useCallback(
    async (files: readonly File[]) => {
      const found: string[] = [];
      let room = maxFiles - countRef.current;
      for (const file of files) {
        const problem = room <= 0 ? 'tooMany' : await checkAttachment(file);
        if (problem) {
          const size = formatFileSize(PRIVATE_FILE_MAX_BYTES, locale);
          found.push(t(`attachments.problem.${problem}`, { name: file.name, size, max: maxFiles }));
          continue;
        }
        room -= 1;
        const key = `upload-${(nextKey += 1)}`;
        countRef.current += 1;
        setUploads((current) => [
          ...current,
          { key, name: file.name, size: file.size, progress: 0, uploaded: null },
        ]);
        void upload(file, key);
      }
      setProblems(found);
    },
    [locale, maxFiles, t, upload],
  );

  /** Takes a file off the list (an upload on its way stops). */
  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    setUploads((current) => current.filter((item) => item.key !== key));
  }, []);

  /**
   * Takes the uploaded files off the list as a message goes out with them (as the composer empties
   * its text), to be put back with `restore` when the send fails.
   */
  const takeUploaded = useCallback((): FileUpload[] => {
    const taken = uploadsRef.current.filter((item) => item.uploaded !== null);
    setUploads((current) => current.filter((item) => item.uploaded === null));
    return taken;
  }, []);

  const restore = useCallback((items: FileUpload[]) => {
    setUploads((current) => [...items, ...current.filter((item) => !items.includes(item))]);
  }, []);

  /** Empties the list after the files were sent. */
  const clear = useCallback(() => {
    setUploads([]);
    setProblems([]);
  }, []);

  return {
    uploads,
    problems,
    dismissProblems: () => setProblems([]),
    add,
    remove,
    takeUploaded,
    restore,
    clear,
    isUploading: uploads.some((item) => item.uploaded === null),
    isFull: uploads.length >= maxFiles,
    uploadedIds: uploads.flatMap((item) => (item.uploaded ? [item.uploaded.id] : [])),
  };
}

export type FileUploads = ReturnType<typeof useFileUploads>;

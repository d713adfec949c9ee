import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPrivateFile } from '@spona/contracts';
import { useCallback } from 'react';
import { collaborationKeys, fetchPrivateFile } from '../api/collaborationApi';

/** How long a downloaded file's bytes stay in memory after nothing shows it. */
const FILE_CACHE_MS = 10 * 60 * 1000;

/** The query of a private file's bytes, one per file id: for showing it and for downloading it. */
export function privateFileQuery(file: TPrivateFile) {
  return queryOptions({
    queryKey: collaborationKeys.file(file.id),
    queryFn: ({ signal }) => fetchPrivateFile(file, signal),
    staleTime: Infinity,
    gcTime: FILE_CACHE_MS,
  });
}

/**
 * Issue 16: a private file shown through an object URL. The bytes come with the Bearer token (an
 * `<img src>` of the API URL could not send it), once per file id (a file never changes). `srcRef` on
 * an `<img>` gives that element its own object URL, revoked when the element goes.
 */
export function usePrivateFileUrl(file: TPrivateFile) {
  const query = useQuery(privateFileQuery(file));
  const blob = query.data;

  const srcRef = useCallback(
    (element: HTMLImageElement | null) => {
      if (!element || !blob) return;
      const url = URL.createObjectURL(blob);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );

  return {
    isLoaded: blob !== undefined,
    isError: query.isError,
    retry: () => void query.refetch(),
    srcRef,
  };
}

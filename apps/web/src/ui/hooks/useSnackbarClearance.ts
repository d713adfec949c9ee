import { useCallback, type RefCallback } from 'react';
import { snackbarClearance } from '../snackbarClearance';

/**
 * Issue 16: a ref for an element the snackbar must never cover (the composer, the bottom banners):
 * while it is mounted, the snackbar shows above it.
 */
export function useSnackbarClearance<T extends HTMLElement>(): RefCallback<T> {
  return useCallback((element: T | null) => {
    if (!element) return undefined;
    return snackbarClearance.add(element);
  }, []);
}

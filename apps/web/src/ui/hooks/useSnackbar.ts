import { useContext } from 'react';
import { SnackbarContext, type SnackbarApi } from '../snackbarContext';

/** Shows a snackbar: `useSnackbar().show(text, { type, duration })`. */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar needs a <SnackbarProvider> above it');
  return api;
}

import { createContext } from 'react';

/** SPEC §2: snackbar types; success is the default. */
export type SnackbarType = 'success' | 'warning' | 'error' | 'info';

export interface SnackbarOptions {
  type?: SnackbarType;
  /** Milliseconds the snackbar stays; SNACKBAR_DURATION_MS (3000) when not given. */
  duration?: number;
}

export interface SnackbarApi {
  show: (text: string, options?: SnackbarOptions) => void;
  close: () => void;
}

export const SnackbarContext = createContext<SnackbarApi | null>(null);

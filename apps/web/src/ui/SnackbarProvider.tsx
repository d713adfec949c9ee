import { Box } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_DURATION_MS } from '@spona/contracts';
import { Snackbar } from './Snackbar';
import {
  SnackbarContext,
  type SnackbarApi,
  type SnackbarOptions,
  type SnackbarType,
} from './snackbarContext';

interface SnackbarMessage {
  id: number;
  text: string;
  type: SnackbarType;
  duration: number;
}

/** Holds the one snackbar on screen; a new message replaces the current one. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<SnackbarMessage | null>(null);
  const nextId = useRef(1);

  const show = useCallback((text: string, options: SnackbarOptions = {}) => {
    setMessage({
      id: nextId.current++,
      text,
      type: options.type ?? 'success',
      duration: options.duration ?? SNACKBAR_DURATION_MS,
    });
  }, []);
  const close = useCallback(() => setMessage(null), []);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), message.duration);
    return () => window.clearTimeout(timer);
  }, [message]);

  const api = useMemo<SnackbarApi>(() => ({ show, close }), [show, close]);

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <Box
        component="section"
        aria-label={t('snackbar.region')}
        style={{
          position: 'fixed',
          insetInline: 0,
          bottom: 'var(--mantine-spacing-md)',
          display: 'flex',
          justifyContent: 'center',
          paddingInline: 'var(--mantine-spacing-md)',
          pointerEvents: 'none',
          zIndex: 400,
        }}
      >
        <Box
          role="status"
          aria-live="polite"
          style={{ width: '100%', display: 'flex', justifyContent: 'center' }}
        >
          {message && <Snackbar key={message.id} text={message.text} type={message.type} onClose={close} />}
        </Box>
      </Box>
    </SnackbarContext.Provider>
  );
}

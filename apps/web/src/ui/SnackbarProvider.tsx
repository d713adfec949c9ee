import { Box } from '@mantine/core';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_DURATION_MS } from '@spona/contracts';
import { Snackbar } from './Snackbar';
import { snackbarClearance } from './snackbarClearance';
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

/**
 * While a snackbar shows: how far above the bottom edge it must sit to leave the registered elements
 * (snackbarClearance.ts) uncovered, followed as they resize, come and go, or the window changes.
 */
function useBottomClearance(isShown: boolean): number {
  const [offset, setOffset] = useState(0);
  const registryVersion = useSyncExternalStore(
    snackbarClearance.subscribe,
    snackbarClearance.getVersion,
    snackbarClearance.getVersion,
  );
  useLayoutEffect(() => {
    if (!isShown) return;
    const update = () => setOffset(snackbarClearance.measure());
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    for (const element of snackbarClearance.elements()) observer?.observe(element);
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update);
    };
  }, [isShown, registryVersion]);
  return offset;
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
  const bottomOffset = useBottomClearance(message !== null);

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <Box
        component="section"
        aria-label={t('snackbar.region')}
        style={{
          position: 'fixed',
          insetInline: 0,
          // Issue 16: above the composer and the bottom banners, never over them.
          bottom: `calc(${bottomOffset}px + var(--mantine-spacing-md))`,
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

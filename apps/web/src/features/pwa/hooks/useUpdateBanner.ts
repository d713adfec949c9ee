import { useState, useSyncExternalStore } from 'react';
import { isStandalone } from '../../../lib/standalone';
import {
  isUpdateBannerShown,
  readUpdateBannerDismissed,
  rememberUpdateBannerDismissed,
} from '../lib/bannerState';
import { applyUpdate, getServiceWorkerState, subscribeToServiceWorker } from '../lib/serviceWorker';

export interface UpdateBanner {
  isShown: boolean;
  /** The update is being loaded (the page reloads in a moment). */
  isLoading: boolean;
  accept: () => void;
  /** Closes the banner for the rest of this tab's session. */
  dismiss: () => void;
}

/** The update banner of SPEC §4: shown when a new version waits; accepting reloads into it. */
export function useUpdateBanner(): UpdateBanner {
  const { isUpdateAvailable } = useSyncExternalStore(
    subscribeToServiceWorker,
    getServiceWorkerState,
    getServiceWorkerState,
  );
  const [isDismissed, setIsDismissed] = useState(readUpdateBannerDismissed);
  const [isLoading, setIsLoading] = useState(false);
  return {
    isShown: isUpdateBannerShown({ isUpdateAvailable, isDismissed, isStandalone: isStandalone() }),
    isLoading,
    accept: () => {
      setIsLoading(true);
      applyUpdate();
    },
    dismiss: () => {
      rememberUpdateBannerDismissed();
      setIsDismissed(true);
    },
  };
}

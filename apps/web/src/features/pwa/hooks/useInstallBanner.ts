import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { EVENT_LOG_UNKNOWN_USER_ID, type TAppUpsellAction } from '@spona/contracts';
import { useCurrentUser } from '../../auth/currentUser';
import { useIsLoggedIn } from '../../auth/hooks/useAuthRecord';
import { isStandalone } from '../../../lib/standalone';
import { useIsMobile } from '../../../ui/hooks/useIsMobile';
import {
  isInstallBannerShown,
  readInstallBannerDismissed,
  rememberInstallBannerDismissed,
} from '../lib/bannerState';
import {
  getInstallPromptState,
  INITIAL_INSTALL_PROMPT_STATE,
  showInstallPrompt,
  subscribeToInstallPrompt,
  type BeforeInstallPromptEvent,
} from '../lib/installPrompt';
import { logAppUpsell } from '../lib/logAppUpsell';

/** Prompts whose banner appearance was logged (once each, even when React runs effects twice). */
const loggedAppearances = new WeakSet<BeforeInstallPromptEvent>();
let isInstallLogged = false;

export interface InstallBanner {
  isShown: boolean;
  /** Opens the browser's install dialog (call it from the click itself). */
  accept: () => void;
  /** Closes the banner for good on this device. */
  dismiss: () => void;
}

/**
 * The install banner of SPEC §4 and its APP_UPSELL events of SPEC §7: BANNER_APPEARED when it shows,
 * BANNER_ACCEPTED and BANNER_DISMISSED from its buttons, APP_INSTALL once the app is installed (from
 * the banner or the browser's menu). Events carry the user's id, or -1 when nobody is signed in.
 */
export function useInstallBanner(): InstallBanner {
  const isSmallScreen = useIsMobile();
  // A prerendered page was rendered, and hydrates, without the offer (issue 19: the banner is in it).
  const { prompt, isInstalled } = useSyncExternalStore(
    subscribeToInstallPrompt,
    getInstallPromptState,
    () => INITIAL_INSTALL_PROMPT_STATE,
  );
  const [isDismissed, setIsDismissed] = useState(readInstallBannerDismissed);
  const isLoggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  // A signed-in user's events wait for their id, so that none goes out as -1 (the banner does not).
  const isUserKnown = !isLoggedIn || user !== undefined;
  const userId = user?.id ?? EVENT_LOG_UNKNOWN_USER_ID;
  const waitingEvents = useRef<TAppUpsellAction[]>([]);

  const isShown = isInstallBannerShown({
    isSmallScreen,
    hasInstallPrompt: prompt !== null,
    isDismissed,
    isInstalled,
    isStandalone: isStandalone(),
  });

  useEffect(() => {
    if (!isShown || !prompt || loggedAppearances.has(prompt)) return;
    loggedAppearances.add(prompt);
    waitingEvents.current.push('BANNER_APPEARED');
  }, [isShown, prompt]);

  // After the appearance's effect: the events go out in the order they happened.
  useEffect(() => {
    if (!isUserKnown) return;
    for (const action of waitingEvents.current.splice(0)) logAppUpsell(action, userId);
  });

  useEffect(() => {
    if (!isInstalled || !isUserKnown || isInstallLogged) return;
    isInstallLogged = true;
    logAppUpsell('APP_INSTALL', userId);
  }, [isInstalled, isUserKnown, userId]);

  return {
    isShown,
    accept: () => {
      waitingEvents.current.push('BANNER_ACCEPTED');
      void showInstallPrompt();
    },
    dismiss: () => {
      waitingEvents.current.push('BANNER_DISMISSED');
      rememberInstallBannerDismissed();
      setIsDismissed(true);
    },
  };
}

/** Forgets what was logged; for tests only. */
export function resetInstallBannerLogForTests(): void {
  isInstallLogged = false;
}

import { useCallback, useEffect, useState } from 'react';
import {
  findBrowserSubscription,
  isPushSupported,
  notificationPermission,
  subscribeToPush,
  unsubscribeFromPush,
} from '../../../lib/webPush';

/**
 * Push on this device: being checked, impossible in this browser (SPEC §8: no service workers),
 * blocked by the user's notification permission, off, or on.
 */
export type PushDeviceStatus = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

async function readStatus(): Promise<PushDeviceStatus> {
  if (!isPushSupported()) return 'unsupported';
  if (notificationPermission() === 'denied') return 'blocked';
  return (await findBrowserSubscription()) ? 'on' : 'off';
}

/**
 * The "push notifications on this device" control's state and actions. `turnOn` and `turnOff`
 * resolve when done and throw what went wrong (PushError, ApiError); the status is read again
 * afterwards either way, so the switch always shows the browser's truth.
 */
export function usePushDevice() {
  const [status, setStatus] = useState<PushDeviceStatus>('checking');
  const [isPending, setPending] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    void readStatus().then((next) => {
      if (isCurrent) setStatus(next);
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  const run = useCallback(async (action: () => Promise<void>) => {
    setPending(true);
    try {
      await action();
    } finally {
      setStatus(await readStatus());
      setPending(false);
    }
  }, []);

  return {
    status,
    isPending,
    turnOn: useCallback(() => run(subscribeToPush), [run]),
    turnOff: useCallback(() => run(unsubscribeFromPush), [run]),
  };
}

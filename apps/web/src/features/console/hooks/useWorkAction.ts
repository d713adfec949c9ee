import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { messageOfError } from '../../../lib/formErrors';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { consoleWorkKeys } from '../api/consoleWorkApi';
import { rescueFocus } from '../lib/rescueFocus';

/**
 * Issue 17: one staff action: the call, then the console's lists and counts refresh and a snackbar
 * confirms. `perform` rethrows the API's refusal (a dialog shows it in place); `performNow` shows it
 * in a snackbar (a button without a dialog). `busyKey` names the action running, to disable its button.
 */
export function useWorkAction() {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [busyKey, setBusyKey] = useState<string | null>(null);

  const perform = useCallback(
    async (call: () => Promise<unknown>, successText: string) => {
      await call();
      await queryClient.invalidateQueries({ queryKey: consoleWorkKeys.console });
      snackbar.show(successText);
      // The item may have left its list with the button that had the focus (once React has drawn it).
      requestAnimationFrame(rescueFocus);
    },
    [queryClient, snackbar],
  );

  const performNow = useCallback(
    async (key: string, call: () => Promise<unknown>, successText: string) => {
      setBusyKey(key);
      try {
        await perform(call, successText);
      } catch (error) {
        snackbar.show(messageOfError(error), { type: 'error' });
      } finally {
        setBusyKey(null);
      }
    },
    [perform, snackbar],
  );

  return { perform, performNow, busyKey };
}

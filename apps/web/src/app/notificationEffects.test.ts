// @vitest-environment jsdom
import '../test/setupDom';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appEvents } from '../lib/appEvents';
import { i18n } from '../lib/i18n';
import { CURRENT_USER_QUERY_KEY } from '../features/auth/currentUser';
import { PROFILE_QUERY_KEYS } from '../features/profile/api/profileApi';
import { startNotificationEffects } from './notificationEffects';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

describe('notification effects (issue 17)', () => {
  it('refetches what the notification names and shows its title', async () => {
    await i18n.changeLanguage('en');
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const shown: string[] = [];
    stops.push(appEvents.on('showSnackbar', ({ text }) => shown.push(text)));
    stops.push(startNotificationEffects(queryClient));
    appEvents.emit('notificationNew', {
      notification: { kind: 'SOCIAL_ACCOUNT_VERIFIED', data: { network: 'Instagram' } },
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: PROFILE_QUERY_KEYS.social });
    await vi.waitFor(() => expect(shown).toEqual(['Social account verified']));

    appEvents.emit('notificationNew', { notification: { kind: 'ACCOUNT_TYPE_APPROVED', data: {} } });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: CURRENT_USER_QUERY_KEY });
    // Arrangement notifications have their own alerts: no snackbar here.
    appEvents.emit('notificationNew', { notification: { kind: 'ARRANGEMENT_NEW', data: {} } });
    await vi.waitFor(() => expect(shown).toHaveLength(2));
  });
});

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appEvents } from '../../../lib/appEvents';
import { messengerKeys } from '../api/messengerApi';

/** Keeps the messenger's lists and open arrangement in step with the real-time events (SPEC §4). */
export function useMessengerEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refreshLists = () => void queryClient.invalidateQueries({ queryKey: messengerKeys.lists() });
    const stops = [
      appEvents.on('arrangementNew', ({ arrangement }) => {
        queryClient.setQueryData(messengerKeys.detail(arrangement.id), arrangement);
        refreshLists();
      }),
      appEvents.on('arrangementChanged', ({ arrangement }) => {
        queryClient.setQueryData(messengerKeys.detail(arrangement.id), arrangement);
        refreshLists();
      }),
      appEvents.on('messageNew', refreshLists),
      appEvents.on('messageSeen', refreshLists),
      appEvents.on('realtimeReconnected', () => {
        void queryClient.invalidateQueries({ queryKey: messengerKeys.all });
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queryClient]);
}

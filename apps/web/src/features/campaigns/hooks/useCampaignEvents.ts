import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appEvents } from '../../../lib/appEvents';
import { campaignKeys } from '../api/campaignsApi';

/**
 * Keeps the open campaign pages in step with their arrangements (issue 20): a request accepted,
 * declined or completed, a delivery sent or approved (it comes with a message) refreshes the campaigns.
 */
export function useCampaignEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    const stops = [
      appEvents.on('arrangementNew', refresh),
      appEvents.on('arrangementChanged', refresh),
      appEvents.on('messageNew', refresh),
      appEvents.on('realtimeReconnected', refresh),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queryClient]);
}

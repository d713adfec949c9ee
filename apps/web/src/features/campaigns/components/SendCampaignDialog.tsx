import { Button, Group, List, Stack, Text } from '@mantine/core';
import type { TCampaign, TCampaignSendResult } from '@spona/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messageOfError } from '../../../lib/formErrors';
import { Dialog } from '../../../ui/Dialog';
import { campaignKeys, sendCampaign } from '../api/campaignsApi';

interface SendCampaignDialogProps {
  campaign: TCampaign;
  onClose: () => void;
  onSent: (result: TCampaignSendResult) => void;
}

/** Issue 20: confirms a send, saying how many requests go out and who is left out, and why. */
export function SendCampaignDialog({ campaign, onClose, onSent }: SendCampaignDialogProps) {
  const { t } = useTranslation('campaigns');
  const queryClient = useQueryClient();
  const receiving = campaign.creators.filter((entry) => entry.blocked === null);
  const leftOut = campaign.creators.filter((entry) => entry.blocked !== null);
  const hasBrief = Boolean(campaign.brief?.trim());
  const send = useMutation({
    mutationFn: () => sendCampaign(campaign.id),
    onSuccess: (result) => {
      queryClient.setQueryData(campaignKeys.detail(campaign.id), result.campaign);
      void queryClient.invalidateQueries({ queryKey: campaignKeys.list() });
      onSent(result);
    },
  });

  return (
    <Dialog opened onClose={onClose} title={t('send.title', { name: campaign.name })} centered>
      <Stack gap="md">
        <Text fw={600}>{t('send.count', { count: receiving.length })}</Text>
        {leftOut.length > 0 && (
          <Stack gap={4}>
            <Text>{t('send.leftOut', { count: leftOut.length })}</Text>
            <List size="sm" data-testid="send-left-out">
              {leftOut.map(({ creator, blocked }) => (
                <List.Item key={creator.id}>
                  {t('send.leftOutItem', {
                    name: `${creator.first_name} ${creator.last_name}`,
                    reason: blocked?.message ?? '',
                  })}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        {!hasBrief && (
          <Text c="red.9" role="alert">
            {t('send.needsBrief')}
          </Text>
        )}
        {send.error && (
          <Text c="red.9" role="alert">
            {messageOfError(send.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            loading={send.isPending}
            disabled={receiving.length === 0 || !hasBrief}
            onClick={() => send.mutate()}
          >
            {t('send.confirm', { count: receiving.length })}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

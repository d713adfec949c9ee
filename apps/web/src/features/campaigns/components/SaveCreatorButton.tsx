import { ActionIcon, Button, Popover } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceHolder } from '../../../ui/PlaceHolder';
import { shortlistsQuery } from '../api/shortlistsApi';
import { useIsAdvertiser } from '../hooks/useIsAdvertiser';
import { SaveCreatorMenu } from './SaveCreatorMenu';

interface SaveCreatorButtonProps {
  creator: { id: number; first_name: string; last_name: string };
  /** 'icon' on a search card, 'button' (with its label) on a profile. */
  variant?: 'icon' | 'button';
}

/**
 * Issue 20: the bookmark that saves a creator to the advertiser's shortlists, filled when the creator
 * is in one; nothing for a creator's account (the lists are advertisers').
 */
export function SaveCreatorButton({ creator, variant = 'icon' }: SaveCreatorButtonProps) {
  const { t } = useTranslation('campaigns');
  const isAdvertiser = useIsAdvertiser();
  // Issue 19: on a profile its place is kept until the signed-in user is known (a card's bookmark
  // lies over the picture, and moves nothing when it appears).
  if (isAdvertiser === undefined && variant === 'button') {
    return (
      <PlaceHolder>
        <Button variant="default" leftSection={<IconBookmark aria-hidden size={18} />}>
          {t('save.save')}
        </Button>
      </PlaceHolder>
    );
  }
  if (!isAdvertiser) return null;
  return <SaveCreatorPopover creator={creator} variant={variant} />;
}

function SaveCreatorPopover({ creator, variant }: Required<SaveCreatorButtonProps>) {
  const { t } = useTranslation('campaigns');
  const lists = useQuery(shortlistsQuery());
  const isSaved = lists.data?.data.some((list) => list.creator_ids.includes(creator.id)) ?? false;
  const name = `${creator.first_name} ${creator.last_name}`;
  const Icon = isSaved ? IconBookmarkFilled : IconBookmark;
  const label = t(isSaved ? 'save.savedLabel' : 'save.saveLabel', { name });
  // Issue 19: the popover (floating-ui, a portal) is built when first opened, not once per card of a
  // page of results: until then the bookmark is a plain button, which builds it open. The button the
  // popover wraps is a new one, so the focus comes back to it by hand when the popover closes.
  const [isBuilt, setIsBuilt] = useState(false);
  const [opened, setOpened] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const build = isBuilt
    ? undefined
    : () => {
        setIsBuilt(true);
        setOpened(true);
      };
  const handleChange = (next: boolean) => {
    setOpened(next);
    if (!next) triggerRef.current?.focus();
  };

  const trigger =
    variant === 'icon' ? (
      <ActionIcon
        ref={triggerRef}
        size="lg"
        radius="xl"
        variant="white"
        color="violet"
        aria-label={label}
        aria-haspopup="dialog"
        data-saved={isSaved}
        data-testid="save-creator"
        style={{ boxShadow: 'var(--mantine-shadow-sm)' }}
        onClick={build}
      >
        <Icon aria-hidden size={20} />
      </ActionIcon>
    ) : (
      <Button
        ref={triggerRef}
        variant="default"
        leftSection={<Icon aria-hidden size={18} />}
        aria-label={label}
        aria-haspopup="dialog"
        data-saved={isSaved}
        data-testid="save-creator"
        onClick={build}
      >
        {t(isSaved ? 'save.saved' : 'save.save')}
      </Button>
    );
  if (!isBuilt) return trigger;
  return (
    <Popover position="bottom-end" withArrow shadow="md" trapFocus opened={opened} onChange={handleChange}>
      <Popover.Target>{trigger}</Popover.Target>
      <Popover.Dropdown>
        <SaveCreatorMenu creatorId={creator.id} creatorName={name} />
      </Popover.Dropdown>
    </Popover>
  );
}

import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandTiktok,
  IconBrandTwitch,
  IconBrandX,
  IconBrandYoutube,
  IconWorld,
  type TablerIcon,
  type IconProps,
} from '@tabler/icons-react';

/** The brand icon of each network of the reference data (migration 0004); blogs and others: a globe. */
const NETWORK_ICONS: Record<string, TablerIcon> = {
  instagram: IconBrandInstagram,
  tiktok: IconBrandTiktok,
  youtube: IconBrandYoutube,
  facebook: IconBrandFacebook,
  x: IconBrandX,
  twitch: IconBrandTwitch,
  linkedin: IconBrandLinkedin,
};

interface NetworkIconProps extends Omit<IconProps, 'ref'> {
  /** The network's slug (`instagram`, `tiktok`, ...). */
  slug: string;
}

/** A social network's brand icon; decorative unless given a label (`aria-label` with `role="img"`). */
export function NetworkIcon({ slug, ...props }: NetworkIconProps) {
  const NetworkBrandIcon = NETWORK_ICONS[slug] ?? IconWorld;
  return <NetworkBrandIcon {...props} />;
}

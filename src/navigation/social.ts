// The exchange's community channels, the same for every site that shows social icons. Each mark is
// the brand's own, from simple-icons (CC0), drawn inline at build time: no request, no script.
// LinkedIn is not among them: simple-icons dropped its mark at LinkedIn's request, and we draw no
// brand mark we cannot source (docs/header.md).
import { siDiscord, siFacebook, siInstagram, siReddit, siTelegram, siX, siYoutube } from 'simple-icons';

export interface SocialChannel {
  id: string;
  /** Network name: a proper noun, not translated. */
  network: string;
  url: string;
  /** The brand mark: one SVG path on a 24 x 24 box. */
  markPath: string;
}

export const socialChannels: readonly SocialChannel[] = [
  { id: 'x', network: 'X', url: 'https://x.com/nexa_exchange', markPath: siX.path },
  { id: 'telegram', network: 'Telegram', url: 'https://t.me/nexa_exchange', markPath: siTelegram.path },
  { id: 'facebook', network: 'Facebook', url: 'https://www.facebook.com/nexa.exchange', markPath: siFacebook.path },
  { id: 'instagram', network: 'Instagram', url: 'https://www.instagram.com/nexa.exchange', markPath: siInstagram.path },
  { id: 'youtube', network: 'YouTube', url: 'https://www.youtube.com/@nexa_exchange', markPath: siYoutube.path },
  { id: 'discord', network: 'Discord', url: 'https://discord.gg/nexa-exchange', markPath: siDiscord.path },
  { id: 'reddit', network: 'Reddit', url: 'https://www.reddit.com/r/nexa_exchange', markPath: siReddit.path },
];

/** The extra link beside the icons (SPEC 2 "Social-icon extra"). */
export const COMMUNITY_ROUTE = '/community';

// The exchange's community channels, the same for every site that shows social icons.
export interface SocialChannel {
  id: string;
  /** Network name: a proper noun, not translated. */
  network: string;
  url: string;
  /** One or two letters drawn in the round icon. */
  mark: string;
}

export const socialChannels: readonly SocialChannel[] = [
  { id: 'x', network: 'X', url: 'https://x.com/nexa_exchange', mark: 'X' },
  { id: 'telegram', network: 'Telegram', url: 'https://t.me/nexa_exchange', mark: 'Tg' },
  { id: 'facebook', network: 'Facebook', url: 'https://www.facebook.com/nexa.exchange', mark: 'f' },
  { id: 'instagram', network: 'Instagram', url: 'https://www.instagram.com/nexa.exchange', mark: 'Ig' },
  { id: 'youtube', network: 'YouTube', url: 'https://www.youtube.com/@nexa_exchange', mark: 'Yt' },
  { id: 'linkedin', network: 'LinkedIn', url: 'https://www.linkedin.com/company/nexa-exchange', mark: 'in' },
  { id: 'discord', network: 'Discord', url: 'https://discord.gg/nexa-exchange', mark: 'Dc' },
  { id: 'reddit', network: 'Reddit', url: 'https://www.reddit.com/r/nexa_exchange', mark: 'R' },
];

/** The extra link beside the icons (SPEC 2 "Social-icon extra"). */
export const COMMUNITY_ROUTE = '/community';

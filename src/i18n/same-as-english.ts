// When a translation may read exactly as the English text. Anything else that equals English is
// an untranslated string, and `npm run i18n:check` fails on it.
import type { LocaleCode } from './locales.ts';

/**
 * Brand and product names, kept as written in every language. A value equal to English passes
 * when nothing but these names, placeholders, digits and punctuation is left.
 */
export const BRAND_TERMS: readonly string[] = [
  'Web3', 'CandyDrop', 'Launchpool', 'Launchpad', 'Alpha', 'GT', 'HODLer',
  // Account terms exchanges keep in Latin letters in every language (the user id, the VIP tier).
  'UID', 'VIP',
  // Tickers and the trade type every language writes this way.
  'USDT', 'P2P',
  // Product names of the market search panels, like Launchpool above.
  'Pilot', 'Pre-mint',
  // The tokenized-stock product, a brand name like Launchpool.
  'xStocks',
  // Alpha's sector names, written this way by exchanges in every language.
  'DeFi', 'GameFi', 'SocialFi',
];

/**
 * Words a language really uses in their English form (loanwords and shared words), by locale.
 * Matched against the whole translated value; add a word here only when native speakers and
 * peer exchanges in that language write it this way.
 */
export const SHARED_WORDS: Partial<Record<LocaleCode, readonly string[]>> = {
  de: ['Shop', 'Community', 'Wallet', 'Blog', 'Live', 'Staking', 'Spot', 'Margin', 'Futures', 'Perpetual', 'Call', 'Put', 'Meme'],
  es: ['Blog', 'Staking', 'Spot', 'Web3 bounty drop', 'Copy trading', 'Call', 'Put'],
  fr: ['Blog', 'Staking', 'Spot', 'Web3 bounty drop', 'Copy trading', 'Services', 'Options', 'Points', 'Coupons', 'Notifications', 'Menu', 'Call', 'Put'],
  id: ['Blog', 'Staking', 'Spot', 'Web3 bounty drop', 'Copy trading', 'Margin', 'Menu', 'Futures', 'Deposit fiat', 'Deposit', 'Perpetual', 'Platform', 'Referral', 'HOT', 'Stake {{coin}}', 'Call', 'Put', 'Meme', 'AI', 'Transfer'],
  it: ['Blog', 'Staking', 'Spot', 'Web3 bounty drop', 'Copy trading', 'Community', 'Live', 'Menu', 'Referral', 'Chat room', 'Account', 'Futures', 'Pre-market', 'Call', 'Put', 'Meme'],
  pt: ['Staking', 'Spot', 'Web3 bounty drop', 'Copy trading', 'Menu', 'Call', 'Put'],
  'pt-br': ['Blog', 'Staking', 'Spot', 'Web3 bounty drop', 'Copy trading', 'Menu', 'Call', 'Put'],
  tr: ['Blog', 'Staking', 'Spot', 'HODLer airdrop', 'Platform', 'Meme', 'Risk'],
  vi: ['Blog', 'Staking', 'Web3 bounty drop', 'Menu', 'HOT', 'Stake {{coin}}', 'Call', 'Put', 'Meme', 'AI'],
  ja: ['AI'],
  ko: ['AI'],
  th: ['AI'],
  zh: ['AI'],
  'zh-tw': ['AI'],
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const brandPattern = new RegExp(`\\{\\{\\s*\\w+\\s*\\}\\}|${BRAND_TERMS.map(escapeRegExp).join('|')}`, 'g');

/** True when the English text `english`, left as it is, is still a correct translation in `locale`. */
export function mayEqualEnglish(locale: LocaleCode, english: string): boolean {
  if (!/\p{L}/u.test(english.replace(brandPattern, ''))) return true;
  return SHARED_WORDS[locale]?.includes(english) ?? false;
}

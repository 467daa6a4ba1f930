// Which of the exchange's applications owns a route, and what the route shows in it: the stand-in
// page's heading ("Spot trading: BTC/USDT"). Keyed by the route's first segment; a route of no listed
// application is named after that segment.

export interface Application {
  /** Stable id (data-app on the stand-in's <main>). */
  id: string;
  name: string;
  /** What the rest of the route names, from its segments; default: each segment made readable. */
  subject?: (segments: string[], query: URLSearchParams) => string;
}

const symbol = (segment: string) => (/^[A-Z0-9]+(?:_[A-Z0-9]+)*$/.test(segment) ? segment.replaceAll('_', '/') : null);

/** 'BTC_USDT' -> 'BTC/USDT', 'trading-guide-for-beginners' -> 'trading guide for beginners'. */
export function readable(segment: string): string {
  return symbol(segment) ?? segment.replace(/[-_]+/g, ' ').trim();
}

const app = (id: string, name: string, subject?: Application['subject']): Application => ({ id, name, subject });

const SPOT = app('spot', 'Spot trading');
const MARGIN = app('margin', 'Margin trading');
const FUTURES = app('futures', 'Perpetual futures', ([settle, contract]) => (contract && symbol(contract) ? `${readable(contract)} (${settle}-settled)` : readable(settle ?? '')));
const EARN = app('earn', 'Earn');
const COMMUNITY = app('community', 'Community');
const BOTS = app('bots', 'Copy trading and bots');
const ANNOUNCEMENTS = app('announcements', 'Announcements');
const P2P = app('p2p', 'P2P');

export const APPLICATIONS: Record<string, Application> = {
  // A margin tab of the spot page is the margin application's view of that market.
  trade: { ...SPOT, subject: (segments, query) => `${segments.map(readable).join(' ')}${query.get('tab') === 'isolated_margin' ? ' (isolated margin)' : ''}` },
  margin_trade: MARGIN,
  futures: FUTURES,
  'futures-delivery': app('delivery', 'Delivery futures', ([settle, contract]) => (contract ? `${contract} (${settle}-settled)` : '')),
  futures_center: app('futures-centre', 'Futures centre'),
  options: app('options', 'Options'),
  'unified-trading-account': app('unified', 'Unified account'),
  alpha: app('alpha', 'Alpha'),
  pilot: app('pilot', 'Pilot'),
  'pre-market': app('pre-market', 'Pre-market'),
  premint: app('pre-market', 'Pre-market'),
  convert: app('convert', 'Convert'),
  etf: app('etf', 'ETF'),
  xstocks: app('xstocks', 'xStocks'),
  copytrading: BOTS,
  'crypto-trading-bots': BOTS,
  strategybot: BOTS,
  myaccount: app('account', 'Account centre'),
  signup: app('signup', 'Sign up'),
  login: app('login', 'Log in'),
  crypto: app('buy-crypto', 'Buy crypto'),
  'buy-sell-crypto': app('buy-crypto', 'Buy and sell crypto'),
  sale: app('buy-crypto', 'Buy and sell crypto'),
  card: app('card', 'Crypto card'),
  'p2p-express': P2P,
  p2p: P2P,
  c2c: P2P,
  otc: app('otc', 'OTC'),
  price: app('markets', 'Markets'),
  help: app('help', 'Help centre'),
  fee: app('fees', 'Fees'),
  announcements: ANNOUNCEMENTS,
  articlelist: ANNOUNCEMENTS,
  article: ANNOUNCEMENTS,
  blog: app('blog', 'Blog'),
  post: COMMUNITY,
  live: COMMUNITY,
  news: COMMUNITY,
  community: COMMUNITY,
  referral: app('referral', 'Referral'),
  rewards_hub: app('rewards', 'Rewards hub'),
  competition: app('competitions', 'Competitions'),
  reminder: app('notifications', 'Notifications'),
  learn: app('learn', 'Learn'),
  vip: app('vip', 'VIP'),
  institution: app('institution', 'Institutional'),
  web3: app('web3', 'Web3'),
  startup: app('startup', 'Startup'),
  launchpad: app('startup', 'Launchpad'),
  ...Object.fromEntries(['candy-drop', 'launchpool', 'hodler-airdrop', 'simple-earn', 'auto-investment', 'dual-currency-investment',
    'cryptoloan', 'c2cloan', 'vip-wealth', 'staking', 'pre-loan'].map((segment) => [segment, EARN])),
  docs: app('documents', 'Documents'),
};

export interface NamedRoute {
  application: Application;
  /** "Spot trading: BTC/USDT", or the application's name alone for its home route. */
  heading: string;
}

/** The application and heading of a route (without its language or region prefix). */
export function nameRoute(route: string, query: URLSearchParams): NamedRoute {
  const [first = '', ...rest] = route.split('/').filter(Boolean);
  const application = APPLICATIONS[first] ?? app(first || 'home', readable(first).replace(/^./, (char) => char.toUpperCase()) || 'Home');
  const subject = (application.subject ?? ((segments) => segments.map(readable).join(' ')))(rest, query).trim();
  return { application, heading: subject ? `${application.name}: ${subject}` : application.name };
}

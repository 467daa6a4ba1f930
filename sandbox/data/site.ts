// Site-wide fixtures: announcements per page, buy-crypto fiat settings, fiat market rates and menus.

/** The announcements' text in the backend's languages (x-lang) the content team wrote them in. */
const ANNOUNCEMENT_TEXT: Record<string, { index: string; wallet: string }> = {
  en: {
    index: 'Scheduled maintenance of the spot matching engine on June 3, 02:00-02:30 UTC. Orders stay safe.',
    wallet: 'Deposits and withdrawals on the TRON network are temporarily slower than usual.',
  },
  de: {
    index: 'Geplante Wartung der Spot-Matching-Engine am 3. Juni, 02:00-02:30 UTC. Ihre Orders bleiben sicher.',
    wallet: 'Ein- und Auszahlungen im TRON-Netzwerk sind vorübergehend langsamer als üblich.',
  },
  ja: {
    index: '6月3日 02:00～02:30（UTC）に現物マッチングエンジンの定期メンテナンスを行います。注文は安全に保持されます。',
    wallet: 'TRONネットワークでの入出金が一時的に通常より遅くなっています。',
  },
  ar: {
    index: 'صيانة مجدولة لمحرك مطابقة التداول الفوري في 3 يونيو من 02:00 إلى 02:30 بالتوقيت العالمي. تبقى أوامرك آمنة.',
    wallet: 'عمليات الإيداع والسحب على شبكة TRON أبطأ من المعتاد مؤقتًا.',
  },
};

/** The announcements per page, by language. */
export function buildAnnouncements() {
  return Object.fromEntries(Object.entries(ANNOUNCEMENT_TEXT).map(([language, text]) => [language, {
    index: { content_id: '30117', content: text.index, link: '/announcements/article/30117' },
    wallet: { content_id: '30121', content: text.wallet, link: '/announcements/article/30121' },
  }]));
}

/** Content in the request's language (its x-lang header) where the sandbox has it, English otherwise. */
export function inLanguage<T>(byLanguage: Record<string, T>, language: string | null): T {
  return byLanguage[language ?? 'en'] ?? byLanguage.en!;
}

const FIATS: Array<[fiat: string, symbol: string, rate: string, bank: boolean, card: boolean, p2p: boolean]> = [
  ['USD', '$', '1', true, true, true],
  ['EUR', '€', '0.9214', true, true, true],
  ['GBP', '£', '0.7862', true, true, true],
  ['TRY', '₺', '34.1820', true, true, true],
  ['JPY', '¥', '151.92', true, false, false],
  ['BRL', 'R$', '5.6010', true, true, true],
  ['VND', '₫', '25410', false, false, true],
  ['KRW', '₩', '1391.5', false, false, true],
  ['CNY', '¥', '7.2410', false, false, true],
  ['HKD', 'HK$', '7.8120', true, true, false],
  ['SGD', 'S$', '1.3450', true, true, false],
  ['AED', 'د.إ', '3.6725', true, true, true],
];

export function buildBuyCryptoFiats() {
  return FIATS.map(([fiat, , , bank_transfer, credit_card, p2p]) => ({ fiat, bank_transfer, credit_card, p2p }));
}

/** Value of one USDT in each fiat. */
export function buildFiatMarketRates() {
  return Object.fromEntries(FIATS.map(([fiat, symbol, rate]) => [fiat, { symbol, rate }]));
}

/** Market-search tabs (area web_trade): each tab's children are its quote or settle filters. */
export function buildSearchTabs() {
  const children = (keys: string[]) => keys.map((key) => ({ title: key, key }));
  return [
    { title: 'Spot', key: 'spot', children: children(['USDT', 'USDC', 'BTC', 'ETH', 'TRY']) },
    { title: 'Futures', key: 'futures', children: children(['USDT', 'BTC', 'Delivery']) },
    { title: 'Options', key: 'options', children: children(['BTC', 'ETH', 'SOL']) },
    { title: 'Pilot', key: 'pilot', right_badge: 'HOT', children: children(['sol', 'eth', 'bsc', 'base']) },
    { title: 'Pre-market', key: 'pre_market', right_badge: 'New', children: children(['premint', 'pre_market']) },
    { title: 'Alpha', key: 'alpha', children: children(['hot', 'new']) },
  ];
}

/** Header menu data: groups with items, badges and tracking parameters. */
export function buildMenuData() {
  return [
    {
      title: 'Trade',
      key: 'trade',
      children: [
        { title: 'Spot', link: '/trade/BTC_USDT', icon: 'spot', description: 'Trade crypto with ease', tracking: { module: 'trade', item: 'spot' } },
        { title: 'Alpha', link: '/alpha', icon: 'alpha', right_badge: 'HOT', description: 'On-chain tokens in one click' },
        { title: 'Pre-market', link: '/premint', icon: 'premarket', right_badge: 'New' },
        { title: 'Margin', link: '/trade/BTC_USDT?tab=isolated_margin', icon: 'margin' },
        { title: 'Convert', link: '/convert', icon: 'convert', right_badge: '0 Fee' },
        { title: 'ETF', link: '/etf', icon: 'etf' },
        { title: 'Copy Trading', link: '/copytrading', icon: 'copy' },
        { title: 'Trading Bots', link: '/crypto-trading-bots', icon: 'bot' },
      ],
    },
    {
      title: 'Derivatives',
      key: 'derivatives',
      children: [
        { title: 'Perpetual Futures', link: '/futures/USDT/BTC_USDT', icon: 'futures' },
        { title: 'Options', link: '/options/BTC_USDT', icon: 'options' },
        { title: 'Unified Account', link: '/unified-trading-account', icon: 'unified' },
        { title: 'Futures Guide', link: '/futures/trading-guide-for-beginners', icon: 'guide' },
        { title: 'Futures Competition', link: '/competition/center/trading?ch=trading_event1&source=contract', icon: 'cup', right_badge: '20 USDT' },
      ],
    },
    {
      title: 'Earn',
      key: 'earn',
      children: [
        { title: 'Simple Earn', link: '/simple-earn', icon: 'earn' },
        { title: 'Launchpool', link: '/launchpool', icon: 'launchpool', right_badge: 'HOT' },
        { title: 'VIP Wealth', link: '/vip-wealth', icon: 'vip', right_badge: 'VIP' },
        { title: 'Staking', link: '/staking', icon: 'staking' },
        { title: 'Crypto Loan', link: '/cryptoloan', icon: 'loan', hidden: false },
      ],
    },
  ];
}

/** Community chat rooms (the Community menu's Chat room panel): the rooms a signed-in person can join. */
export function buildChatRooms() {
  const room = (id: string, name: string, description: string, members: number, online: number) => ({ id, name, description, members, online });
  return [
    room('btc', 'Bitcoin traders', 'Spot and futures talk about BTC, charts and levels.', 48_210, 1_312),
    room('eth', 'Ethereum & L2', 'ETH, rollups and the tokens around them.', 31_877, 806),
    room('alpha', 'Alpha hunters', 'New on-chain tokens in the Alpha zone.', 22_045, 951),
    room('futures', 'Futures desk', 'Perpetuals, funding rates and risk management.', 19_632, 540),
    room('earn', 'Earn & staking', 'Simple Earn, Launchpool and staking questions.', 12_408, 233),
    room('newcomers', 'New to crypto', 'Ask anything; moderators answer in English.', 9_870, 412),
  ];
}

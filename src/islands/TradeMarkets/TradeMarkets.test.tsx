// @vitest-environment happy-dom
// The trade menu's market panel alone: a vertical tablist whose lists load only once their tab is
// reached, skeleton rows while loading, an empty state only for an empty answer (a failure says it
// could not load, with Retry, and marks saved rows), at most TRADE_PANEL_ROWS rows (pilot's hot
// tokens first, options as contracts), one Tab stop with the arrows inside, a changed price flashing,
// and the tab focused before hydration choosing the first list.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { cleanStores } from 'nanostores';
import TradeMarkets, { TRADE_PANEL_ROWS, type TradeMarketsProps } from './TradeMarkets.tsx';
import { TRADE_MARKETS_LABEL_KEYS } from './keys.ts';
import { pickStrings } from '../shared/pick-strings.ts';
import { createTranslator } from '../../i18n/translate.ts';
import { $alphaMarkets, $markets, $optionsMarkets, $pilotMarkets, $preMintCurrencies } from '../../stores/markets.ts';
import { configureStores, storeEnvironment } from '../../stores/environment.ts';
import type { MarketLists } from '../../lib/cache/market-lists.ts';
import type { CachedValue } from '../../lib/cache/list-cache.ts';
import { emptyGroupedList } from '../../lib/api/grouping.ts';
import { alphaMarketsData, optionsMarketsData, pilotMarketsData, preMarketListData, spotMarketsData } from '../../lib/api/schemas/markets.ts';
import { buildAlphaTokens, buildPreMarketGroups } from '../../../sandbox/data/tokens.ts';
import { buildOptionsMarkets } from '../../../sandbox/data/derivatives.ts';
import { quietIslandEnvironment } from '../test-support/island-test.ts';
import { $favouriteMarkets } from '../../stores/saved-markets.ts';

quietIslandEnvironment();

/** The sandbox's default seed: its fixtures are the lists a local page shows. */
const SEED = 20_260_601;
const LISTS = [$markets, $alphaMarkets, $preMintCurrencies, $pilotMarkets, $optionsMarkets];
const OPTIONS = optionsMarketsData.parse(buildOptionsMarkets());
const PROPS: TradeMarketsProps = {
  panels: ['spot', 'alpha', 'preMarket', 'pilot', 'options'],
  ownPair: 'BTC_TRY',
  viewAll: { spot: '/de/price', alpha: '/de/alpha', preMarket: '/de/pre-market', pilot: '/de/pilot', options: '/de/options/BTC_USDT' },
  prefix: '/de',
  coinIconBase: '/images/coin_icon/64/',
  imageHosts: [],
  labels: pickStrings(createTranslator('en'), TRADE_MARKETS_LABEL_KEYS),
};

/** Spot rows as the backend sends them (positional, SPEC 3), through the API schema. */
const spotRow = (pair: string, name: string, percent: string, rate: string) =>
  [pair, name, percent, rate, '1520344.18', 5, true, 'layer1', rate, 1_700_000_000, 3, 0, `/images/coin_icon/64/${pair.split('_')[0]!.toLowerCase()}.png`];
const SPOT = spotMarketsData.parse([
  spotRow('BTC_TRY', 'Bitcoin', '-1.20', '3312000.50'),
  spotRow('ETH_USDT', 'Ethereum', '0.80', '3601.12'),
  ...['ETH', 'SOL', 'XRP', 'BNB', 'DOGE', 'ADA', 'TRX'].map((coin) => spotRow(`${coin}_TRY`, coin, '2.345', '10.5')),
]);

/** A Pilot token as the API sends it; is_hot marks the hot ones. */
const pilotToken = (symbol: string, is_hot: boolean) => ({
  name: symbol, address: `0x${symbol.toLowerCase().padEnd(40, '0')}`, show_pair: `${symbol}/USDT`, icon: `/images/coin_icon/64/${symbol.toLowerCase()}.png`,
  chain_icon: '/images/chain_icon/bsc.png', seo_path: `${symbol.toLowerCase()}-0000aa`, is_hot, cate: 'bsc',
});

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');
const viewAll = () => within(panel()).getByRole('link', { name: 'View all' });
/** The list's rows: every link of the panel but the View all that ends it. */
const rowNames = () => within(panel()).getAllByRole('link').filter((link) => link !== viewAll()).map((link) => link.textContent);
const hover = (element: HTMLElement) => act(() => void fireEvent.pointerEnter(element, { pointerType: 'mouse' }));

describe('TradeMarkets', () => {
  beforeEach(() => {
    cleanStores(...LISTS);
    $markets.set({ status: 'idle', data: [] });
    $alphaMarkets.set({ status: 'idle', data: emptyGroupedList() });
    $preMintCurrencies.set({ status: 'idle', data: [] });
    $pilotMarkets.set({ status: 'idle', data: emptyGroupedList() });
    $optionsMarkets.set({ status: 'idle', data: {} });
  });
  afterEach(() => document.body.replaceChildren());

  it('is a vertical tablist that opens on its first list, shown at once: at most six rows with prices, linked with the prefix, then View all', () => {
    $markets.set({ status: 'ready', source: 'network', data: SPOT });
    render(<TradeMarkets {...PROPS} />);
    expect(screen.getByRole('tablist', { name: 'Market types' })).toHaveAttribute('aria-orientation', 'vertical');
    expect(screen.getAllByRole('tab').map((element) => element.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false', 'false']);
    expect(viewAll()).toHaveAttribute('href', '/de/price');
    expect(panel()).toHaveAccessibleName('Spot');
    expect(rowNames()).toHaveLength(TRADE_PANEL_ROWS);
    expect(rowNames()[0]).toBe('BTC/TRY3,312,000.50-1.20%');
    expect(within(panel()).getByRole('link', { name: /^BTC\/TRY/ })).toHaveAttribute('href', '/de/trade/BTC_TRY');
    expect(within(panel()).queryByRole('link', { name: /ETH\/USDT/ })).toBeNull();
    hover(tab('Pilot'));
    expect(tab('Spot')).toHaveAttribute('aria-selected', 'false');
    expect(viewAll()).toHaveAttribute('href', '/de/pilot');
  });

  it('spot rows carry the favourite star the search shares; other lists do not', async () => {
    $markets.set({ status: 'ready', source: 'network', data: SPOT });
    render(<TradeMarkets {...PROPS} />);
    const star = within(panel()).getByRole('button', { name: 'Favourite BTC/TRY' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect($favouriteMarkets.get()).toEqual(['spot-BTC_TRY']);
    await userEvent.click(star);
    expect($favouriteMarkets.get()).toEqual([]);
    hover(tab('Pilot'));
    expect(within(panel()).queryByRole('button', { name: /^Favourite/ })).toBeNull();
  });

  it('shows skeleton rows while a list loads and says so when it has nothing', () => {
    $preMintCurrencies.set({ status: 'loading', data: [] });
    render(<TradeMarkets {...PROPS} />);
    act(() => tab('Pre-market').focus());
    const loading = within(panel()).getByRole('list', { name: 'Loading markets' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading.children).toHaveLength(TRADE_PANEL_ROWS);
    act(() => $preMintCurrencies.set({ status: 'ready', source: 'network', data: [] }));
    expect(panel()).toHaveTextContent('No results');
    act(() => $preMintCurrencies.set({ status: 'ready', source: 'network', data: preMarketListData.parse({ list: buildPreMarketGroups(SEED).premint }) }));
    expect(rowNames()).toHaveLength(TRADE_PANEL_ROWS);
    expect(within(panel()).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/de\/trade\/[A-Z0-9]+_USDT$/));
  });

  it('a failed list says it could not load, never "No results"; saved rows stay, marked, one row fewer', () => {
    $markets.set({ status: 'ready', source: 'fallback', data: [] });
    render(<TradeMarkets {...PROPS} />);
    hover(tab('Spot'));
    expect(panel()).toHaveTextContent("Couldn't load this list.");
    expect(panel()).not.toHaveTextContent('No results');
    expect(within(panel()).getByRole('button', { name: 'Retry' })).toBeVisible();
    act(() => $markets.set({ status: 'ready', source: 'stale', data: SPOT }));
    expect(panel()).toHaveTextContent("Couldn't refresh. Showing saved data.");
    expect(rowNames()).toHaveLength(TRADE_PANEL_ROWS - 1);
    act(() => $markets.set({ status: 'ready', source: 'network', data: SPOT }));
    expect(within(panel()).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(rowNames()).toHaveLength(TRADE_PANEL_ROWS);
  });

  it("lists Pilot's hot tokens first, each group in the list's order", async () => {
    const tokens = [['AAA', false], ['BBB', false], ['CCC', true], ['DDD', false], ['EEE', true], ['FFF', false], ['GGG', false], ['HHH', true]] as const;
    $pilotMarkets.set({ status: 'ready', source: 'network', data: pilotMarketsData.parse(tokens.map(([symbol, hot]) => pilotToken(symbol, hot))) });
    render(<TradeMarkets {...PROPS} />);
    await userEvent.click(tab('Pilot'));
    expect(rowNames()).toEqual(['CCC/USDT', 'EEE/USDT', 'HHH/USDT', 'AAA/USDT', 'BBB/USDT', 'DDD/USDT']);
    expect(within(panel()).getByRole('link', { name: 'CCC/USDT' })).toHaveAttribute('href', '/de/pilot/ccc-0000aa');
  });

  it('is one Tab stop: up and down (and left and right) move between the tabs, wrapping, and select the list; Home and End jump', async () => {
    $optionsMarkets.set({ status: 'ready', source: 'network', data: OPTIONS });
    render(<TradeMarkets {...PROPS} />);
    for (const element of screen.getAllByRole('tab')) expect(element).toHaveAttribute('aria-controls', panel().id);
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    act(() => tab('Spot').focus());
    await userEvent.keyboard('{ArrowDown}');
    expect(tab('Alpha')).toHaveFocus();
    expect(tab('Alpha')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([-1, 0, -1, -1, -1]);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(tab('Options')).toHaveFocus();
    expect(panel()).toHaveAccessibleName('Options');
    await userEvent.keyboard('{Home}');
    expect(tab('Spot')).toHaveFocus();
    await userEvent.keyboard('{End}{ArrowRight}');
    expect(tab('Spot')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Options')).toHaveFocus();
    // The tab list is one stop: Tab leaves it for the list's first row.
    await userEvent.tab();
    expect(within(panel()).getAllByRole('link')[0]).toHaveFocus();
  });

  it('lists the options contracts of the underlying its View all opens, named as search names them', async () => {
    $optionsMarkets.set({ status: 'ready', source: 'network', data: OPTIONS });
    render(<TradeMarkets {...PROPS} />);
    await userEvent.click(tab('Options'));
    expect(rowNames()).toHaveLength(TRADE_PANEL_ROWS);
    const titles = [...panel().querySelectorAll('.trade-markets-title')].map((title) => title.textContent);
    expect(titles[0]).toMatch(/^BTC 78,000 Call · \S.* 2026$/);
    expect(titles[1]).toMatch(/^BTC 78,000 Put · /);
    // The options rows carry the contract's last price and 24 h change, as the search shows them.
    expect(panel().querySelector('.trade-markets-row .trade-markets-price')).toHaveTextContent(/\d/);
    expect(within(panel()).getAllByRole('link')[0]).toHaveAttribute('href', '/de/options/BTC_USDT');
  });

  it('flashes a price a refresh changed, up in the rise colour, down in the fall colour, in place', () => {
    $markets.set({ status: 'ready', source: 'network', data: SPOT });
    render(<TradeMarkets {...PROPS} />);
    const price = () => within(panel()).getByText('3,312,000.50', { exact: false }).closest('bdi')!;
    expect(price()).not.toHaveAttribute('data-flash');
    const moved = (rate: string) => spotMarketsData.parse([spotRow('BTC_TRY', 'Bitcoin', '-1.20', rate)]);
    act(() => $markets.set({ status: 'ready', source: 'network', data: [...moved('3312100.50'), ...SPOT.slice(1)] }));
    expect(within(panel()).getByText('3,312,100.50')).toHaveAttribute('data-flash', 'up');
    act(() => $markets.set({ status: 'ready', source: 'network', data: [...moved('3311000.00'), ...SPOT.slice(1)] }));
    expect(within(panel()).getByText('3,311,000.00')).toHaveAttribute('data-flash', 'down');
    // Another price of the list, unchanged, does not flash.
    expect(within(panel()).getAllByText('10.5')[0]).not.toHaveAttribute('data-flash');
  });
});

describe('TradeMarkets loading', () => {
  const quiet = storeEnvironment();
  afterEach(() => configureStores(quiet));

  let answerWith: (name: string, value: CachedValue<unknown>) => void;

  /** Stores that load on their first subscriber, from lists that record each read and answer when told. */
  function loadingLists() {
    const reads: string[] = [];
    const answers = new Map<string, (value: CachedValue<unknown>) => void>();
    const list = (name: string) => () => {
      reads.push(name);
      return new Promise((resolve) => answers.set(name, resolve));
    };
    const markets = { spots: list('spots'), alphas: list('alphas'), preMint: list('preMint'), pilots: list('pilots'), optionsMarkets: list('optionsMarkets') };
    cleanStores(...LISTS);
    configureStores({ ...quiet, autoLoad: true, markets: markets as unknown as MarketLists });
    const answer = (name: string, data: unknown) => act(async () => answers.get(name)!({ data, source: 'network' }));
    answerWith = (name, value) => answers.get(name)!(value);
    return { reads, answer };
  }

  it('asks for the first list as it opens and for another only when its tab is first reached, showing skeleton rows until it answers', async () => {
    const { reads, answer } = loadingLists();
    render(<TradeMarkets {...PROPS} />);
    expect(reads).toEqual(['spots']);
    act(() => tab('Alpha').focus());
    expect(reads).toEqual(['spots', 'alphas']);
    expect(within(panel()).getByRole('list', { name: 'Loading markets' })).toHaveAttribute('aria-busy', 'true');
    await answer('alphas', alphaMarketsData.parse(buildAlphaTokens(SEED)));
    expect(rowNames()).toHaveLength(TRADE_PANEL_ROWS);
    expect(within(panel()).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/de\/alpha\//));
    expect(reads).toEqual(['spots', 'alphas']);
  });

  it('Retry asks the failed list again, past the cache, and shows its rows', async () => {
    const { reads, answer } = loadingLists();
    render(<TradeMarkets {...PROPS} />);
    act(() => tab('Options').focus());
    await act(async () => answerWith('optionsMarkets', { data: {}, source: 'fallback' }));
    await userEvent.click(within(panel()).getByRole('button', { name: 'Retry' }));
    expect(reads).toEqual(['spots', 'optionsMarkets', 'optionsMarkets']);
    await answer('optionsMarkets', OPTIONS);
    expect(rowNames()[0]).toMatch(/^BTC 78,000 Call/);
  });
});

describe('TradeMarkets hydration', () => {
  it('the tab focused before the code arrived chooses the first list', () => {
    $pilotMarkets.set({ status: 'ready', source: 'network', data: pilotMarketsData.parse([pilotToken('PEPE', true)]) });
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<TradeMarkets {...PROPS} />);
    tab('Pilot').focus();
    const recoverable = vi.fn();
    render(<TradeMarkets {...PROPS} />, { container, hydrate: true, onRecoverableError: recoverable });
    expect(tab('Pilot')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Pilot')).toHaveFocus();
    expect(rowNames()).toEqual(['PEPE/USDT']);
    expect(recoverable).not.toHaveBeenCalled();
  });
});

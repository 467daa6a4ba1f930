// Where a click on a notification leads (SPEC 2 "Notification click routing by type"): one pure
// function over the notice's type and extras. Server text never becomes a URL unchecked: ids and
// pairs must look like ids and pairs, and URLs pass safeServerUrl.
import type { NoticeRecord } from '../api/schemas/site.ts';
import { localizePath, type LocaleCode } from '../../i18n/locales.ts';
import { safeServerUrl, type OwnHosts } from './safe-url.ts';
import { DEFAULT_FUTURES_CONTRACT, DEFAULT_FUTURES_SETTLE } from '../../sites/default-markets.ts';

export type RoutableNotification = Pick<NoticeRecord, 'type' | 'extras'>;

export interface RouteOptions {
  lang: LocaleCode;
  ownHosts: OwnHosts;
  /** The page's region-variant prefix ('/en-eu'), before our own routes; '' or absent elsewhere. */
  pathBase?: string;
}

/** The cross-margin funds account, where a margin notice without an underscore pair leads. */
export const CROSS_MARGIN_FUNDS_ROUTE = '/myaccount/myfunds/cross_margin';

// A pair or contract ('BTC_USDT', 'BTC_USD_20261225') or a bare asset ('ETH'); an id ('417').
const SYMBOL = /^[A-Za-z0-9]+(?:_[A-Za-z0-9]+)*$/;
const ID = /^[A-Za-z0-9-]{1,64}$/;

const symbol = (value: unknown) => (typeof value === 'string' && value.length <= 64 && SYMBOL.test(value) ? value : null);
const id = (value: unknown) => (typeof value === 'string' && ID.test(value) ? value : null);

/** The path before the language prefix, or an already checked URL from the server. */
function target(notification: RoutableNotification, ownHosts: OwnHosts): { route: string } | { url: string } | null {
  const extras = notification.extras ?? {};
  switch (notification.type) {
    case 'general': {
      const url = safeServerUrl(extras.web_url, ownHosts);
      return url ? { url } : null;
    }
    case 'invite':
    case 'approval': {
      const url = safeServerUrl(extras.url, ownHosts);
      return url ? { url } : null;
    }
    case 'spot': {
      const pair = symbol(extras.market);
      return pair ? { route: `/trade/${pair}` } : null;
    }
    case 'margin': {
      const contract = symbol(extras.contract);
      if (!contract) return null;
      return { route: contract.includes('_') ? `/margin_trade/${contract}` : CROSS_MARGIN_FUNDS_ROUTE };
    }
    case 'futures': {
      const settle = extras.settle_asset === undefined ? DEFAULT_FUTURES_SETTLE : symbol(extras.settle_asset);
      const contract = extras.contract === undefined ? DEFAULT_FUTURES_CONTRACT : symbol(extras.contract);
      return settle && contract ? { route: `/futures/${settle}/${contract}` } : null;
    }
    case 'startup': {
      const startup = id(extras.startup_id);
      return startup ? { route: `/startup/${startup}` } : null;
    }
    case 'strategybot':
      return { route: '/strategybot/historyStrategy' };
    case 'copytrading':
      return { route: '/copytrading/underwayStrategy' };
    case 'live': {
      const stream = id(extras.stream_id);
      return stream ? { route: `/live/video/${stream}?type=live` } : null;
    }
    default:
      return null;
  }
}

/**
 * The href a notification opens, or null for none: when isAllowHref is false, when the type has
 * no destination, or when the server's data does not make a safe one. Our own routes get the
 * page's region-variant and language prefixes; URLs from the server are used as sent.
 */
export function routeForNotification(notification: RoutableNotification, options: RouteOptions): string | null {
  if (notification.extras?.isAllowHref === false) return null;
  const found = target(notification, options.ownHosts);
  if (!found) return null;
  return 'url' in found ? found.url : `${options.pathBase ?? ''}${localizePath(found.route, options.lang)}`;
}

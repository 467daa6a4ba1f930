// USDT-settled delivery contracts linked under derivatives (/futures-delivery/USDT/{name}).
// The shell links the listed quarterlies so the menu works without script; on interaction the menu
// shows the live list from GET /apiw/v2/delivery/usdt/contracts (deduplicated within 30 s).
export interface DeliveryContract {
  /** Contract name as in the route: underlying, settle currency and expiry date. */
  name: string;
}

export const DELIVERY_CONTRACTS: readonly DeliveryContract[] = [
  { name: 'BTC_USDT_20261225' },
  { name: 'ETH_USDT_20261225' },
  { name: 'BTC_USDT_20270326' },
];

/** How many contracts the menu lists, live or built in. */
export const DELIVERY_MENU_LIMIT = 4;

/** "BTC 2026-12-25" from BTC_USDT_20261225: coin and ISO expiry, the same in every language. */
export function deliveryMenuLabel(name: string): string {
  const match = /^([A-Z0-9]+)_[A-Z0-9]+_(\d{4})(\d{2})(\d{2})$/.exec(name);
  return match ? `${match[1]} ${match[2]}-${match[3]}-${match[4]}` : name.replaceAll('_', ' ');
}

/** The menu item id of a contract (analytics and test hook). */
export const deliveryTrackId = (name: string) => `delivery-${name.toLowerCase().replaceAll('_', '-')}`;

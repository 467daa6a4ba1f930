// USDT-settled delivery contracts linked under derivatives (/futures-delivery/USDT/{name}).
// The shell links the listed quarterlies so the menu works without script; the market search
// island later refreshes the live list from GET /apiw/v2/delivery/usdt/contracts.
export interface DeliveryContract {
  /** Contract name as in the route: underlying, settle currency and expiry date. */
  name: string;
  /** Short label shown in the menu: coin and ISO expiry date, the same in every language. */
  label: string;
}

export const DELIVERY_CONTRACTS: readonly DeliveryContract[] = [
  { name: 'BTC_USDT_20261225', label: 'BTC 2026-12-25' },
  { name: 'ETH_USDT_20261225', label: 'ETH 2026-12-25' },
  { name: 'BTC_USDT_20270326', label: 'BTC 2027-03-26' },
];

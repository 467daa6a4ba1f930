// The buy-crypto links of the menu holding the Pay with picker (/crypto/buy?crypto=USDT&fiat={fiat},
// SPEC 2) follow the chosen fiat. They are static links of the menu markup; only their fiat changes.
const BUY_PATH = /\/crypto\/buy$/;

export function pointBuyLinksAt(picker: Element, fiat: string): void {
  const menu = picker.closest('[data-menu], details') ?? picker.parentElement;
  for (const link of menu?.querySelectorAll<HTMLAnchorElement>('a[href*="/crypto/buy?"]') ?? []) {
    const url = new URL(link.href, location.href);
    if (!BUY_PATH.test(url.pathname)) continue;
    url.searchParams.set('fiat', fiat);
    link.setAttribute('href', `${url.pathname}${url.search}`);
  }
}

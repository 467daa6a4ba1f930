// @vitest-environment happy-dom
// The delivery contracts under derivatives, alone: the build-time links until the live list is
// ready, then the nearest expiry of each underlying first, at most DELIVERY_MENU_LIMIT, linked and tracked.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import DeliveryContracts from './DeliveryContracts.tsx';
import { $deliveryContracts } from '../../stores/markets.ts';
import { deliveryContractsData } from '../../lib/api/schemas/markets.ts';
import { DELIVERY_CONTRACTS, DELIVERY_MENU_LIMIT, deliveryMenuLabel, deliveryTrackId } from '../../navigation/delivery-contracts.ts';
import { buildDeliveryContracts } from '../../../sandbox/data/derivatives.ts';
import { quietIslandEnvironment } from '../test-support/island-test.ts';

quietIslandEnvironment();

/** The build-time links, as the German derivatives menu renders them (MenuEntry.astro). */
const INITIAL = DELIVERY_CONTRACTS.map(({ name }) => ({
  href: `/de/futures-delivery/USDT/${name}`,
  label: deliveryMenuLabel(name),
  track: `menu.derivatives.${deliveryTrackId(name)}`,
}));

/** Contracts as the data layer holds them: rows of the API answer through its schema. */
const contracts = (rows: Array<[name: string, underlying: string, fullName: string]>) =>
  deliveryContractsData.parse(rows.map(([name, underlying, full_name]) => ({ name, underlying, full_name, is_tag_st: 0 })));

function renderMenu() {
  render(
    <>
      <span id="menu-derivatives-delivery">Delivery</span>
      <DeliveryContracts initial={INITIAL} hrefBase="/de/futures-delivery/USDT/" labelledBy="menu-derivatives-delivery" trackPrefix="menu.derivatives" />
    </>,
  );
  return screen.getByRole('list', { name: 'Delivery' });
}

const links = (list: HTMLElement) =>
  within(list).getAllByRole('link').map((link) => ({ label: link.textContent, href: link.getAttribute('href'), track: link.dataset.track }));

describe('DeliveryContracts', () => {
  beforeEach(() => $deliveryContracts.set({ status: 'idle', data: [] }));

  it('shows the build-time links while the live list loads, then the live ones', () => {
    $deliveryContracts.set({ status: 'loading', data: [] });
    const list = renderMenu();
    expect(links(list)).toEqual(INITIAL);
    act(() => $deliveryContracts.set({ status: 'ready', data: deliveryContractsData.parse(buildDeliveryContracts()), source: 'network' }));
    expect(within(list).getAllByRole('link')).toHaveLength(DELIVERY_MENU_LIMIT);
    expect(links(list)[0]).toEqual({ label: 'BTC 2026-08-31', href: '/de/futures-delivery/USDT/BTC_USDT_20260831', track: 'menu.derivatives.delivery-btc-usdt-20260831' });
  });

  it('lists the nearest expiry of each underlying first, then the later ones by date, up to the limit', () => {
    $deliveryContracts.set({
      status: 'ready',
      source: 'network',
      data: contracts([
        ['SOL_USDT_20260925', 'SOL_USDT', 'Solana'],
        ['BTC_USDT_20260619', 'BTC_USDT', 'Bitcoin'],
        ['BTC_USDT_20260605', 'BTC_USDT', 'Bitcoin'],
        ['ETH_USDT_20260626', 'ETH_USDT', 'Ethereum'],
        ['BTC_USDT_20260612', 'BTC_USDT', 'Bitcoin'],
      ]),
    });
    const list = renderMenu();
    expect(links(list).map((link) => link.label)).toEqual(['BTC 2026-06-05', 'ETH 2026-06-26', 'SOL 2026-09-25', 'BTC 2026-06-12']);
  });

  it('a name the server sends with URL characters stays inside its one path segment', () => {
    $deliveryContracts.set({ status: 'ready', source: 'network', data: contracts([['BTC_USDT_20260925/../../login?next=x', 'BTC_USDT', 'Bitcoin']]) });
    const list = renderMenu();
    expect(within(list).getByRole('link')).toHaveAttribute('href', '/de/futures-delivery/USDT/BTC_USDT_20260925%2F..%2F..%2Flogin%3Fnext%3Dx');
  });

  it('a live answer with no contracts keeps the build-time links', () => {
    $deliveryContracts.set({ status: 'ready', source: 'network', data: [] });
    expect(links(renderMenu())).toEqual(INITIAL);
  });
});

// The delivery contracts under derivatives (SPEC 2 /futures-delivery/USDT/{name}): the shell lists
// a build-time copy; on the first hover or focus this island shows the live list (GET
// /apiw/v2/delivery/usdt/contracts, deduplicated within 30 s by the data layer).
import { useStore } from '@nanostores/react';
import { $deliveryContracts } from '../../stores/index.ts';
import type { DeliveryContract } from '../../lib/api/schemas/markets.ts';
import { DELIVERY_MENU_LIMIT, deliveryMenuLabel, deliveryTrackId } from '../../navigation/delivery-contracts.ts';

interface DeliveryLink {
  href: string;
  label: string;
  track: string;
}

export interface DeliveryContractsProps {
  /** The build-time links, shown until the live list answers (and if it answers nothing). */
  initial: DeliveryLink[];
  /** A contract's link is this plus its name (language prefix included). */
  hrefBase: string;
  labelledBy: string;
  /** Analytics id prefix ("menu.derivatives", "drawer.derivatives"). */
  trackPrefix: string;
}

/** The nearest expiry of each underlying first (BTC, ETH, SOL...), then the later ones, by date. */
function nearestPerUnderlying(contracts: readonly DeliveryContract[]): DeliveryContract[] {
  const byExpiry = [...contracts].sort((a, b) => expiryOf(a).localeCompare(expiryOf(b)));
  const seen = new Set<string>();
  const nearest = byExpiry.filter((contract) => !seen.has(contract.underlying) && seen.add(contract.underlying));
  return [...nearest, ...byExpiry.filter((contract) => !nearest.includes(contract))];
}

const expiryOf = (contract: DeliveryContract) => contract.name.slice(contract.name.lastIndexOf('_') + 1);

export default function DeliveryContracts({ initial, hrefBase, labelledBy, trackPrefix }: DeliveryContractsProps) {
  const state = useStore($deliveryContracts);
  const live = state.status === 'ready' ? state.data : [];
  const links: DeliveryLink[] = live.length
    ? nearestPerUnderlying(live).slice(0, DELIVERY_MENU_LIMIT).map((contract) => ({
        href: `${hrefBase}${encodeURIComponent(contract.name)}`,
        label: deliveryMenuLabel(contract.name),
        track: `${trackPrefix}.${deliveryTrackId(contract.name)}`,
      }))
    : initial;
  return (
    <ul className="menu-group-list" aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.href}>
          <a className="menu-link menu-link-compact" href={link.href} data-track={link.track}>
            <span className="menu-title">{link.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

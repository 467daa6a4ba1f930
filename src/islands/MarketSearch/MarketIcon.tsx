// A coin icon, loaded lazily, with the first letter of the market when the image is missing.
// Sized by CSS before it loads, so rows never move. The server's icon URLs pass safeImageUrl first.
import { useState } from 'react';
import { safeImageUrl } from '../../lib/safe-image-url.ts';

interface MarketIconProps {
  src: string;
  chain?: string;
  label: string;
  versions: Record<string, string>;
  /** The build settings' image hosts (besides /images/ paths). */
  imageHosts: readonly string[];
}

/** Adds ?v= from the coin-icon version list, keyed by the icon's file name without extension. */
export function versionedIcon(src: string, versions: Record<string, string>): string {
  const name = src.slice(src.lastIndexOf('/') + 1).replace(/\.\w+$/, '').toLowerCase();
  const version = Object.hasOwn(versions, name) ? versions[name] : undefined;
  return version ? `${src}${src.includes('?') ? '&' : '?'}v=${encodeURIComponent(version)}` : src;
}

/** An icon a refused URL (another host, a sign-out or API path) never loads: the letter shows instead. */
export function MarketIcon({ src, chain, label, versions, imageHosts }: MarketIconProps) {
  const [failed, setFailed] = useState(false);
  const letter = label.trim().charAt(0).toUpperCase() || '?';
  const icon = safeImageUrl(src, imageHosts);
  const chainIcon = safeImageUrl(chain, imageHosts);
  return (
    <span className="search-icon" aria-hidden="true">
      {icon && !failed ? (
        <img src={versionedIcon(icon, versions)} alt="" width={28} height={28} loading="lazy" decoding="async" onError={() => setFailed(true)} />
      ) : (
        <span className="search-icon-letter">{letter}</span>
      )}
      {chainIcon && <img className="search-icon-chain" src={chainIcon} alt="" width={12} height={12} loading="lazy" />}
    </span>
  );
}

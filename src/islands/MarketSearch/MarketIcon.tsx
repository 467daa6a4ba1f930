// A coin icon, loaded lazily, with the first letter of the market when the image is missing.
// Sized by CSS before it loads, so rows never move.
import { useState } from 'react';

interface MarketIconProps {
  src: string;
  chain?: string;
  label: string;
  versions: Record<string, string>;
}

/** Adds ?v= from the coin-icon version list, keyed by the icon's file name without extension. */
export function versionedIcon(src: string, versions: Record<string, string>): string {
  const name = src.slice(src.lastIndexOf('/') + 1).replace(/\.\w+$/, '').toLowerCase();
  const version = Object.hasOwn(versions, name) ? versions[name] : undefined;
  return version ? `${src}${src.includes('?') ? '&' : '?'}v=${encodeURIComponent(version)}` : src;
}

/** Only same-origin paths or https URLs are loaded; anything else shows the letter. */
const loadable = (src: string) => /^\/(?![/\\])/.test(src) || /^https:\/\//i.test(src);

export function MarketIcon({ src, chain, label, versions }: MarketIconProps) {
  const [failed, setFailed] = useState(false);
  const letter = label.trim().charAt(0).toUpperCase() || '?';
  return (
    <span className="search-icon" aria-hidden="true">
      {src && loadable(src) && !failed ? (
        <img src={versionedIcon(src, versions)} alt="" width={28} height={28} loading="lazy" decoding="async" onError={() => setFailed(true)} />
      ) : (
        <span className="search-icon-letter">{letter}</span>
      )}
      {chain && loadable(chain) && <img className="search-icon-chain" src={chain} alt="" width={12} height={12} loading="lazy" />}
    </span>
  );
}

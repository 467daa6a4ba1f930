// Coin and chain icons as the sandbox serves them (the paths its market fixtures carry:
// /images/coin_icon/64/<coin>.png, /images/chain_icon/<chain>.png): a coloured disc with the
// symbol's first letters, so the search and trade lists show real images instead of 404s. Served as
// SVG whatever the extension; browsers sniff image bytes, not the file name.
export const COIN_ICON_PREFIXES = ['/images/coin_icon/', '/images/chain_icon/'] as const;
const ICON_PATH = /^\/images\/(?:coin_icon\/64|chain_icon)\/([a-z0-9-]{1,20})\.png$/;
const COLOURS = ['#f7931a', '#627eea', '#26a17b', '#e84142', '#8247e5', '#0033ad', '#c2a633', '#00aae4', '#ff007a', '#2a5ada'];

/** The icon for a path, or null when the path is not one. */
export function coinIconResponse(path: string): Response | null {
  const match = ICON_PATH.exec(path);
  if (!match) return null;
  const symbol = match[1]!;
  const hue = [...symbol].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const text = symbol.slice(0, 3).toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${COLOURS[hue % COLOURS.length]}"/><text x="32" y="39" font-family="sans-serif" font-size="${text.length > 2 ? 18 : 22}" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`;
  return new Response(svg, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' } });
}

// The app-download QR code, drawn at build time as inline SVG (no image request, no script).
import QRCode from 'qrcode';

const cache = new Map<string, Promise<string>>();

/** An <svg> for `url`, square, scaled by CSS; memoised because every main-site page draws the same code. */
export function qrSvg(url: string): Promise<string> {
  let svg = cache.get(url);
  if (!svg) {
    svg = QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#0b0e11', light: '#ffffff' } })
      .then((markup) => markup.replace(/^<\?xml[^>]*>\s*/, '').replace('<svg ', '<svg aria-hidden="true" focusable="false" '));
    cache.set(url, svg);
  }
  return svg;
}

/** Where the footer QR code sends a phone: the app download page of the main host. */
export function appDownloadUrl(productionHost: string, position: 'footer' | 'header'): string {
  return `https://${productionHost}/mobileapp?pos=${position}`;
}

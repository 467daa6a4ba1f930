// The app-download QR code, drawn at build time as inline SVG (no image request, no script).
import QRCode from 'qrcode';
import { localizePath, type LocaleCode } from '../i18n/locales.ts';

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

/**
 * Where a download link or QR code sends a phone: the site's app download page in the page's
 * language (absolute, because a phone scans it).
 */
export function appDownloadUrl(productionHost: string, position: 'footer' | 'header', lang: LocaleCode): string {
  return `https://${productionHost}${localizePath('/mobileapp', lang)}?pos=${position}`;
}

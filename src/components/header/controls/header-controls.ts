// The header controls an island answers, as data: each has one mount point in the header bar, at
// every width (the drawer has no copy). Until its island arrives it is a labelled button.
import type { I18nKey } from '../../../i18n/dictionaries.ts';

export interface HeaderControl {
  /** Which island hydrates it (data-island) and its id: header-<island>. */
  island: 'theme' | 'settings';
  /** Feature key a site or the compliance check hides it by. */
  feature: string;
  label: I18nKey;
  /** SVG path of its 24 px icon. */
  icon: string;
}

export const HEADER_CONTROLS = {
  theme: { island: 'theme', feature: 'theme', label: 'header.theme', icon: 'M20 14A8 8 0 0110 4a8 8 0 1010 10z' },
  settings: { island: 'settings', feature: 'setting', label: 'header.settings', icon: 'M12 15a3 3 0 100-6 3 3 0 000 6zM19.4 15a1.7 1.7 0 00.3 1.8l.1.1a2 2 0 11-2.8 2.8l-.1-.1a1.7 1.7 0 00-1.8-.3 1.7 1.7 0 00-1 1.5V21a2 2 0 11-4 0v-.1a1.7 1.7 0 00-1.1-1.5 1.7 1.7 0 00-1.8.3l-.1.1a2 2 0 11-2.8-2.8l.1-.1a1.7 1.7 0 00.3-1.8 1.7 1.7 0 00-1.5-1H3a2 2 0 110-4h.1a1.7 1.7 0 001.5-1.1 1.7 1.7 0 00-.3-1.8l-.1-.1a2 2 0 112.8-2.8l.1.1a1.7 1.7 0 001.8.3H9a1.7 1.7 0 001-1.5V3a2 2 0 114 0v.1a1.7 1.7 0 001 1.5 1.7 1.7 0 001.8-.3l.1-.1a2 2 0 112.8 2.8l-.1.1a1.7 1.7 0 00-.3 1.8V9a1.7 1.7 0 001.5 1H21a2 2 0 110 4h-.1a1.7 1.7 0 00-1.5 1z' },
} as const satisfies Record<string, HeaderControl>;

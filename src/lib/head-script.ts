// The one inline script in <head>: runs before first paint, reads the login hint cookies, the
// theme cookie and the rise colour cookie, and marks <html> so CSS can show the right header and theme without a flash.
// It also names the features this session's last compliance answer hid (src/scripts/chrome/compliance.ts
// keeps that list), so a later page never paints them and then removes them (a layout shift).
// Kept inline (hashed into the CSP by the build) and tiny: every visitor pays for it.
import { RISE_ATTRIBUTE, SESSION_ATTRIBUTE, SESSION_USER, THEME_ATTRIBUTE } from '../directives/head-contract.ts';
import { COMPLIANCE_STORAGE_KEY, HIDDEN_FEATURES_ATTRIBUTE, HIDDEN_FEATURES_LIST_PATTERN } from '../navigation/chrome-contract.ts';

/** is_change_skin values (SPEC 9): light '0', dark '2'. */
const THEME_BY_SKIN: Record<string, 'light' | 'dark'> = { '0': 'light', '2': 'dark' };

const RISE_VALUES = ['risered', 'risegreen'] as const;

export interface HeadMarks {
  session: boolean;
  theme: 'light' | 'dark' | undefined;
  /** market_rise_color when it is one of the spec's values (SPEC 9). */
  rise: 'risered' | 'risegreen' | undefined;
  /** The remembered compliance list (keys one space apart) when well formed. */
  hidden: string | undefined;
}

/**
 * What the head script decides from a cookie string and the stored compliance list (session
 * storage); unknown or corrupted values give no mark.
 */
export function headMarks(cookie: string, storedHidden: string | null = null): HeadMarks {
  const values = new Map<string, string>();
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) values.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return {
    session: Boolean(values.get('pver')) && Boolean(values.get('sign')),
    theme: THEME_BY_SKIN[values.get('is_change_skin') ?? ''],
    rise: RISE_VALUES.find((value) => value === values.get('market_rise_color')),
    hidden: storedHidden !== null && HIDDEN_FEATURES_LIST_PATTERN.test(storedHidden) ? storedHidden : undefined,
  };
}

// The browser runs this source as written: it repeats headMarks' rules in a few bytes, and
// head-script.test.ts runs it in a fake document against headMarks for every case.
const SOURCE = `(function(d){try{var c=';'+d.cookie.replace(/ /g,''),h=d.documentElement,g=function(n){var m=c.match(new RegExp(';'+n+'=([^;]*)'));return m?m[1]:''};` +
  `if(g('pver')&&g('sign'))h.setAttribute('${SESSION_ATTRIBUTE}','${SESSION_USER}');` +
  `var s={'0':'light','2':'dark'}[g('is_change_skin')];if(s)h.setAttribute('${THEME_ATTRIBUTE}',s);` +
  `var r=g('market_rise_color');if(/^rise(red|green)$/.test(r))h.setAttribute('${RISE_ATTRIBUTE}',r);` +
  // Last: blocked storage throws, and must not cost the marks above.
  `var l=sessionStorage.getItem('${COMPLIANCE_STORAGE_KEY}');if(l&&${HIDDEN_FEATURES_LIST_PATTERN}.test(l))h.setAttribute('${HIDDEN_FEATURES_ATTRIBUTE}',l)` +
  `}catch(e){}})(document)`;

export const HEAD_SCRIPT = SOURCE;

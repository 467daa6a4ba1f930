// The one inline script in <head>: runs before first paint, reads the login hint cookies, the
// theme cookie and the rise colour cookie, and marks <html> so CSS can show the right header and theme without a flash.
// It also names the features this session's last compliance answer hid (src/scripts/chrome/compliance.ts
// keeps that list), so a later page never paints them and then removes them (a layout shift).
// Kept inline (hashed into the CSP by the build) and tiny: every visitor pays for it.
import { RISE_ATTRIBUTE, SESSION_ATTRIBUTE, SESSION_USER, THEME_ATTRIBUTE } from '../directives/head-contract.ts';
import { COMPLIANCE_STORAGE_KEY, HIDDEN_FEATURES_ATTRIBUTE, HIDDEN_FEATURES_LIST_PATTERN } from '../navigation/chrome-contract.ts';
import { COOKIE_NAMES } from './cookies.ts';
import { INLINE_COOKIE_READER, inlineOneOf, oneOf, preferenceCookie, RISE_COLORS, SKIN_VALUES, THEME_SKINS } from './preferences/cookie-rules.ts';

export interface HeadMarks {
  session: boolean;
  theme: 'light' | 'dark' | undefined;
  /** market_rise_color when it is one of the spec's values (SPEC 9). */
  rise: 'risered' | 'risegreen' | undefined;
  /** The remembered compliance list (keys one space apart) when well formed. */
  hidden: string | undefined;
}

const isSkin = oneOf(SKIN_VALUES);
const isRise = oneOf(RISE_COLORS);

/**
 * What the head script decides from a cookie string and the stored compliance list (session
 * storage), by the preference store's own rules (src/lib/preferences/cookie-rules.ts); unknown or
 * corrupted values give no mark.
 */
export function headMarks(cookie: string, storedHidden: string | null = null): HeadMarks {
  const skin = preferenceCookie(cookie, COOKIE_NAMES.changeSkin);
  const rise = preferenceCookie(cookie, COOKIE_NAMES.riseColor);
  return {
    session: Boolean(preferenceCookie(cookie, COOKIE_NAMES.pver)) && Boolean(preferenceCookie(cookie, COOKIE_NAMES.sign)),
    theme: isSkin(skin) ? (skin === THEME_SKINS.dark ? 'dark' : 'light') : undefined,
    rise: isRise(rise) ? rise : undefined,
    hidden: storedHidden !== null && HIDDEN_FEATURES_LIST_PATTERN.test(storedHidden) ? storedHidden : undefined,
  };
}

// The browser runs this source as written: it is generated from the same reader and value lists as
// headMarks, and head-script.test.ts runs it in a fake document against headMarks for any cookie.
const SOURCE = `(function(d){try{var c=';'+d.cookie.replace(/ /g,''),h=d.documentElement,${INLINE_COOKIE_READER};` +
  `if(g('${COOKIE_NAMES.pver}')&&g('${COOKIE_NAMES.sign}'))h.setAttribute('${SESSION_ATTRIBUTE}','${SESSION_USER}');` +
  `var s=g('${COOKIE_NAMES.changeSkin}');if(${inlineOneOf(SKIN_VALUES)}.test(s))h.setAttribute('${THEME_ATTRIBUTE}',s=='${THEME_SKINS.dark}'?'dark':'light');` +
  `var r=g('${COOKIE_NAMES.riseColor}');if(${inlineOneOf(RISE_COLORS)}.test(r))h.setAttribute('${RISE_ATTRIBUTE}',r);` +
  // Last: blocked storage throws, and must not cost the marks above.
  `var l=sessionStorage.getItem('${COMPLIANCE_STORAGE_KEY}');if(l&&${HIDDEN_FEATURES_LIST_PATTERN}.test(l))h.setAttribute('${HIDDEN_FEATURES_ATTRIBUTE}',l)` +
  `}catch(e){}})(document)`;

export const HEAD_SCRIPT = SOURCE;

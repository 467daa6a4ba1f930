// Every cookie the chrome reads or writes, by name (SPEC 3), for the stores and islands. Apart from
// the parser (src/lib/cookies.ts) so the chrome's script before interaction, which imports the
// parser, does not carry this table to every visitor.
import { CHANGE_SKIN_COOKIE, CSRF_COOKIE, PVER_COOKIE, RISE_COLOR_COOKIE, SIGN_COOKIE } from './cookies.ts';

export const COOKIE_NAMES = {
  csrfToken: CSRF_COOKIE,
  pver: PVER_COOKIE,
  sign: SIGN_COOKIE,
  switchTag: 'is_switch_tag',
  riseColor: RISE_COLOR_COOKIE,
  changeSkin: CHANGE_SKIN_COOKIE,
  buyCryptoFiat: 'defaultBuyCryptoFiat',
  /** The spec names "a currency cookie" without a name; this is ours. */
  currency: 'curr_fiat',
} as const;

/** Currency cookie lifetime (SPEC 9): one year. */
export const CURRENCY_COOKIE_MAX_AGE_S = 31_536_000;
/** The other preference cookies (theme, rise colour, rate mode, change period) live as long. */
export const PREFERENCE_COOKIE_MAX_AGE_S = CURRENCY_COOKIE_MAX_AGE_S;

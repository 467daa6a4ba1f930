// The external account-switching script (SPEC 7: loaded when logged in on the main site). Its URL
// is a build setting (PUBLIC_ACCOUNT_SWITCHER_URL, src/lib/build-settings.ts): production's CDN by
// default, the sandbox's path in `npm start`'s world; the page's CSP allows its origin.
import { buildSettingsFrom } from '../../lib/build-settings.ts';

/** The configured script (a same-origin path or an https URL), or production's; anything else stops the build. */
export function accountSwitcherScriptFrom(configured: string | undefined): string {
  return buildSettingsFrom({ PUBLIC_ACCOUNT_SWITCHER_URL: configured }).accountSwitcherUrl;
}

// SPEC 4: choosing a language another site keeps (Turkish, the Turkey site) from the header's
// language menu, the drawer or the footer asks first, as the settings modal does: go to that site,
// or stay here in that language. The links stay plain links (with script off they simply go); this
// part of the interactive chrome opens the dialog the page carries in a <template>
// (src/components/LanguageRestriction.astro) instead of following them.
// Choosing a language from any of them also applies SPEC 4's rise-colour rule, as Settings does.
import { homeSiteUrl, type LanguageHome } from '../../navigation/language-choice.ts';
import { COOKIE_NAMES, PREFERENCE_COOKIE_MAX_AGE_S, readRawCookie } from '../../lib/cookies.ts';
import { browserJar } from '../../stores/cookie-jar.ts';
import { focusReturnTarget } from '../dropdown/focus-return.ts';

const RESTRICTED_LINK = 'a[data-language-home][hreflang]';
/**
 * Every link that chooses a language (the header's, the drawer's, the footer's, the dialog's stay),
 * with the rise colour SPEC 4 gives that language, worked out at build time (LanguageLink.astro).
 */
const LANGUAGE_CHOICE = 'a[data-rise-default]';

/** SPEC 4: without a market_rise_color cookie, choosing a language sets its default (red-up for Chinese). */
export function applyRiseColorRule(riseDefault: string): void {
  if (readRawCookie(document.cookie, COOKIE_NAMES.riseColor) !== undefined) return;
  browserJar.write(COOKIE_NAMES.riseColor, riseDefault, { maxAgeS: PREFERENCE_COOKIE_MAX_AGE_S });
}

interface PageLocation { protocol: string; hostname: string; port: string }

/**
 * The home site's URL for `path` in this page's environment, by the settings island's rule
 * (`homeSiteUrl`): that host on this port when the build names the home's local host (`local`, only
 * in a build with local hosts, src/lib/build-settings.ts) and this page is on one of the same local
 * hosts (the parent of `local`, or a sibling); its production host over https otherwise. The code
 * names no host itself, so a production bundle trusts none. This part of the chrome loads lazily,
 * so sharing the module costs no visitor anything before interaction.
 */
export function restrictedHomeUrl(production: string, local: string, page: PageLocation, path: string): string {
  const localParent = local.slice(local.indexOf('.') + 1);
  const isLocal = local.includes('.') && (page.hostname === localParent || page.hostname.endsWith(`.${localParent}`));
  return homeSiteUrl({ production, local } as LanguageHome, { ...page, localHost: isLocal ? page.hostname : '' }, path);
}

/** Opens the restriction dialog for a chosen link; false when the page carries no dialog for it. */
function ask(link: HTMLAnchorElement): boolean {
  const lang = link.getAttribute('hreflang')?.toLowerCase() ?? '';
  const template = document.querySelector<HTMLTemplateElement>(`template[data-language-restriction="${CSS.escape(lang)}"]`);
  const dialog = template?.content.firstElementChild?.cloneNode(true);
  if (!(dialog instanceof HTMLDialogElement)) return false;
  const path = link.getAttribute('href') ?? '/';
  const { languageHome = '', languageHomeLocal = '' } = link.dataset;
  dialog.querySelector('[data-restricted-choice="go"]')?.setAttribute('href', restrictedHomeUrl(languageHome, languageHomeLocal, location, path));
  const stay = dialog.querySelector('[data-restricted-choice="stay"]');
  stay?.setAttribute('href', path);
  if (link.dataset.riseDefault) stay?.setAttribute('data-rise-default', link.dataset.riseDefault);
  dialog.querySelector('[data-restricted-choice="cancel"]')?.addEventListener('click', () => dialog.close());
  // Closed by Cancel or Escape: gone, and focus back where the person was (the link, or the toggle
  // of its menu, which closed when the dialog took focus).
  dialog.addEventListener('close', () => {
    dialog.remove();
    focusReturnTarget(link)?.focus({ preventScroll: true });
  });
  document.body.append(dialog);
  dialog.showModal();
  return true;
}

function onClick(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(RESTRICTED_LINK);
  if (!link || event.defaultPrevented || event.button !== 0) return;
  if (ask(link)) event.preventDefault();
}

/** After every other handler: a choice that was asked about instead (the Turkish question) sets nothing yet. */
function onChoice(event: MouseEvent): void {
  const choice = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(LANGUAGE_CHOICE);
  if (choice && !event.defaultPrevented && event.button === 0) applyRiseColorRule(choice.dataset.riseDefault!);
}

/**
 * Loaded on the first pointer, focus, touch or key, like the rest of the interactive chrome, so a
 * visitor's script before interaction stays within 4 KB. A click that beats it (the page's very first
 * act, a tap on a slow connection) is held by the early script and clicked again once this is
 * installed (wake.ts), so it asks too (docs/preferences.md).
 */
export function installLanguageRestriction(): void {
  // Capture: decided before any other handler, and before the browser follows the link.
  document.addEventListener('click', onClick, { capture: true });
  document.addEventListener('click', onChoice);
}

// SPEC 4: choosing a language another site keeps (Turkish, the Turkey site) from the header's
// language menu, the drawer or the footer asks first, as the settings modal does: go to that site,
// or stay here in that language. The links stay plain links (with script off they simply go); this
// part of the interactive chrome opens the dialog the page carries in a <template>
// (src/components/LanguageRestriction.astro) instead of following them.
import { homeSiteUrl, type LanguageHome } from '../../navigation/language-choice.ts';

const RESTRICTED_LINK = 'a[data-language-home][hreflang]';

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
  dialog.querySelector('[data-restricted-choice="stay"]')?.setAttribute('href', path);
  dialog.querySelector('[data-restricted-choice="cancel"]')?.addEventListener('click', () => dialog.close());
  // Closed by Cancel or Escape: gone, and focus back where the person was (the link, or its menu).
  dialog.addEventListener('close', () => {
    dialog.remove();
    link.focus({ preventScroll: true });
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

/**
 * Loaded on the first pointer, focus, touch or key, like the rest of the interactive chrome, so a
 * visitor's script before interaction stays within 4 KB. A click that beats it (the page's very first
 * act, a tap on a slow connection) is held by the early script and clicked again once this is
 * installed (wake.ts), so it asks too (docs/preferences.md).
 */
export function installLanguageRestriction(): void {
  // Capture: decided before any other handler, and before the browser follows the link.
  document.addEventListener('click', onClick, { capture: true });
}

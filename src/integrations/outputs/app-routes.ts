// Build output: dist/app-routes.json, every route the chrome links to, per site host. Derived from the
// models the chrome is drawn from (top navigation and its menus, header actions and drawer, footer,
// the account, search and message panel islands' props) plus the families islands build from live
// data (src/navigation/live-routes.ts), for every shell page of the host (languages and region
// variants). The edge sends these routes to the applications; any other path stays the site's 404.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_ROUTES_FILE } from '../../contracts/build-outputs.ts';
import { type AppRoutesManifest, type SiteAppRoutes } from '../../edge/app-routes.ts';
import { REGION_REDIRECT_SECTIONS } from '../../edge/region-redirect.ts';
import { createTranslator } from '../../i18n/translate.ts';
import { buildAccountIslandProps } from '../../islands/Account/account-props.ts';
import { marketSearchProps } from '../../islands/MarketSearch/island-props.ts';
import { messagePanelLinks } from '../../islands/MessagePanel/panel-links.ts';
import { buildFooterColumns, buildSocial } from '../../navigation/footer.ts';
import { buildHeaderActions } from '../../navigation/header-actions.ts';
import { sitePrefix } from '../../navigation/href.ts';
import { LIVE_ROUTE_FAMILIES } from '../../navigation/live-routes.ts';
import { menuLinks } from '../../navigation/menus.ts';
import { buildTopNavigation } from '../../navigation/top-nav.ts';
import { siteFeatures } from '../../sites/features.ts';
import { chromeSiteOf, listShellPages, type ShellPage } from '../../sites/pages.ts';
import type { SiteKey } from '../../sites/schema.ts';

type Link = { href: string; external: boolean } | { href?: string; external?: boolean } | null | undefined;

/** Every internal href a shell page's chrome renders, visitor and signed-in parts alike. */
export function chromeLinksOf(page: ShellPage): string[] {
  const site = chromeSiteOf(page);
  const { lang } = page;
  const t = createTranslator(lang);
  const links: Link[] = [];
  for (const entry of buildTopNavigation(site, lang)) {
    links.push(entry);
    if (entry.menu) links.push(...menuLinks(entry.menu));
  }
  const actions = buildHeaderActions(site, lang);
  links.push(actions.login, actions.signup, actions.help, actions.drawer.deposit, actions.drawer.withdraw);
  if (actions.drawer.rewardsHubCard) links.push({ href: actions.drawer.rewardsHubCard, external: false });
  for (const column of buildFooterColumns(site, lang)) links.push(...column.links);
  const social = buildSocial(site, lang);
  if (social) links.push({ href: social.communityHref, external: false });
  const account = buildAccountIslandProps(site, lang, t);
  for (const menu of Object.values(account.menus)) {
    for (const item of menu?.items ?? []) links.push(item, ...(item.children ?? []));
  }
  links.push(...Object.values(account.links).map((link) => (typeof link === 'string' ? { href: link, external: false } : link)));
  if (actions.search) links.push(...Object.values(marketSearchProps(site, lang, t).viewAll).map((href) => ({ href, external: false })));
  if (actions.account.notification) links.push(...Object.values(messagePanelLinks(site, lang)).map((href) => ({ href, external: false })));
  // Same-site paths only: an account link can be an absolute URL too (testnet's login on the main host).
  return links.flatMap((link) => (link?.href && !link.external && /^\/(?!\/)/.test(link.href) ? [link.href.replace(/[?#].*$/, '')] : []));
}

/** The live-data families a shell page's islands can link, with its prefixes. */
export function liveFamiliesOf(page: ShellPage): string[] {
  const site = chromeSiteOf(page);
  const { shows } = siteFeatures(site);
  const prefix = sitePrefix(site, page.lang);
  return LIVE_ROUTE_FAMILIES.filter((family) => family.features.every((feature) => shows(feature))).map((family) => `${prefix}${family.pattern}`);
}

/**
 * The sections SPEC 2's region redirect sends logged-out visitors to, with any sub-path, on a gated
 * region's pages: under its prefix on the main host ('/en-eu/de/fee/x', where the redirect lands) and
 * on its own host (where a signed-in person stays). Each lands on an application's page.
 */
export function regionSectionFamiliesOf(page: ShellPage): string[] {
  const site = chromeSiteOf(page);
  if (!site.regionPrefix) return [];
  const prefix = sitePrefix(site, page.lang);
  return REGION_REDIRECT_SECTIONS.map((section) => `${prefix}/${section}{rest}`);
}

export function appRoutesManifest(only?: readonly SiteKey[]): AppRoutesManifest {
  const manifest: AppRoutesManifest = {};
  for (const page of listShellPages(only)) {
    const entry: SiteAppRoutes = (manifest[page.site] ??= { routes: [], families: [] });
    entry.routes.push(...chromeLinksOf(page));
    entry.families.push(...liveFamiliesOf(page), ...regionSectionFamiliesOf(page));
  }
  for (const entry of Object.values(manifest)) {
    entry.routes = [...new Set(entry.routes)].sort();
    entry.families = [...new Set(entry.families)].sort();
  }
  return manifest;
}

/** Writes app-routes.json for the built sites; returns how many routes it lists. */
export async function writeAppRoutesManifest(dist: string, only?: readonly SiteKey[]): Promise<number> {
  const manifest = appRoutesManifest(only);
  await writeFile(join(dist, APP_ROUTES_FILE), `${JSON.stringify(manifest, null, 1)}\n`);
  return Object.values(manifest).reduce((count, entry) => count + entry.routes.length, 0);
}

// The pictures a release diff takes of each build: the gallery's states (every site's English home at
// 1440 and 375 px, light and dark, as a visitor; main signed in as `vip`; the header width strip) and,
// for each page whose HTML changed, its header and footer at 1440 px and its drawer at 375 px.
// A visit is one page load; its shots are the pictures taken from it.

/** Changed pages pictured at most; past it the summary says how many were left out. */
export const MAX_CHANGED_PAGES = 24;
const DESKTOP = 1440;
const PHONE = 375;

/** "main/de", "main/en-eu/de", "tr/en": a page as the summary names it. */
export const pageLabel = (entry) => `${entry.site}/${entry.path === '/' ? 'en' : entry.path.replace(/^\/|\/$/g, '')}`;
const slug = (entry) => pageLabel(entry).replace(/\//g, '-');

function galleryVisits(site) {
  const visits = [];
  for (const theme of ['light', 'dark']) {
    visits.push({ id: `${site}-home-${DESKTOP}-${theme}`, site, page: `${site}/en`, path: '/', width: DESKTOP, theme, shots: [{ id: `${site}-home-${DESKTOP}-${theme}`, label: `home ${DESKTOP} px ${theme}`, fullPage: true }] });
    visits.push({ id: `${site}-home-${PHONE}-${theme}`, site, page: `${site}/en`, path: '/', width: PHONE, theme, drawer: true, shots: [{ id: `${site}-home-${PHONE}-${theme}`, label: `home ${PHONE} px ${theme}, drawer open` }] });
  }
  visits.push({ id: `${site}-widths`, site, page: `${site}/en`, path: '/', widths: true, theme: 'light', shots: [{ id: `${site}-widths`, label: 'header at 360-1920 px' }] });
  return visits;
}

function changedPageVisits(entry) {
  const id = slug(entry);
  return [
    { id: `${id}-${DESKTOP}`, site: entry.site, path: entry.path, page: pageLabel(entry), width: DESKTOP, theme: 'light', shots: [
      { id: `${id}-header-${DESKTOP}`, label: `header ${DESKTOP} px`, selector: 'header' },
      { id: `${id}-footer-${DESKTOP}`, label: `footer ${DESKTOP} px`, selector: 'footer' },
    ] },
    { id: `${id}-${PHONE}`, site: entry.site, path: entry.path, page: pageLabel(entry), width: PHONE, theme: 'light', drawer: true, shots: [{ id: `${id}-drawer-${PHONE}`, label: `drawer ${PHONE} px` }] },
  ];
}

/** Changed pages to picture: one per site in turn, so a wide change still shows every site. */
export function pagesToPicture(changed, limit = MAX_CHANGED_PAGES) {
  const bySite = new Map();
  for (const entry of changed) bySite.set(entry.site, [...(bySite.get(entry.site) ?? []), entry]);
  const picked = [];
  for (let round = 0; picked.length < Math.min(limit, changed.length); round += 1) {
    for (const entries of bySite.values()) if (entries[round] && picked.length < limit) picked.push(entries[round]);
  }
  return picked;
}

/** Every visit for `siteKeys` (main's signed-in state when main is among them) and the pages picked. */
export function visitsFor(siteKeys, pictured) {
  const visits = siteKeys.flatMap(galleryVisits);
  if (siteKeys.includes('main')) {
    visits.push({ id: `main-vip-${DESKTOP}`, site: 'main', page: 'main/en', path: '/', width: DESKTOP, theme: 'light', persona: 'vip', shots: [{ id: `main-vip-${DESKTOP}`, label: `home ${DESKTOP} px light, signed in (vip)`, fullPage: true }] });
  }
  return [...visits, ...pictured.flatMap(changedPageVisits)];
}

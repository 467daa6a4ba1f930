// The gallery's index.html: one row per site, its five screenshots side by side (desktop light and
// dark, phone with the drawer open light and dark, the header at every width), each opening full size. No script, no network.

const escape = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const COLUMNS = [
  ['desktop', 'light', '1440 px, light'],
  ['desktop', 'dark', '1440 px, dark'],
  ['phone', 'light', '375 px, drawer open, light'],
  ['phone', 'dark', '375 px, drawer open, dark'],
  ['widths', 'light', 'header at 360 to 1920 px'],
];

/** @param {Array<{ site: string, name: string, view: string, theme: string, file: string, url: string }>} shots */
export function galleryIndex(shots, when) {
  const siteKeys = [...new Set(shots.map((shot) => shot.site))];
  const rows = siteKeys.map((key) => {
    const own = shots.filter((shot) => shot.site === key);
    const cells = COLUMNS.map(([view, theme, label]) => {
      const shot = own.find((item) => item.view === view && item.theme === theme);
      if (!shot) return `<figure class="missing"><figcaption>${escape(label)}: not taken</figcaption></figure>`;
      return `<figure><a href="${escape(shot.file)}"><img src="${escape(shot.file)}" alt="${escape(`${shot.name}, ${label}`)}" loading="lazy"></a><figcaption>${escape(label)}</figcaption></figure>`;
    });
    const landed = own[0]?.url ?? '';
    return `<section id="${escape(key)}"><h2>${escape(own[0]?.name ?? key)} <small>${escape(key)} · ${escape(landed)}</small></h2><div class="row">${cells.join('')}</div></section>`;
  });
  const nav = siteKeys.map((key) => `<a href="#${escape(key)}">${escape(key)}</a>`).join(' ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Gallery: every site's English home</title>
<style>
  body { margin: 0; padding: 24px; font: 14px/1.5 system-ui, sans-serif; background: #f5f6f8; color: #0b0e11; }
  nav { margin-bottom: 24px; display: flex; flex-wrap: wrap; gap: 12px; }
  section { margin-bottom: 40px; }
  h2 { font-size: 18px; margin: 0 0 12px; }
  h2 small { font-weight: 400; color: #5c6470; }
  .row { display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); gap: 16px; align-items: start; }
  figure { margin: 0; background: #fff; border: 1px solid #e6e8ec; border-radius: 8px; padding: 8px; }
  figure img { display: block; width: 100%; height: auto; max-height: 640px; object-fit: cover; object-position: top; }
  figcaption { margin-top: 6px; color: #5c6470; }
  .missing { color: #b42318; }
</style>
</head>
<body>
<h1>Every site's English home, as a visitor sees it</h1>
<p>Taken ${escape(when.toISOString())} by <code>npm run gallery</code>. Click an image for full size.</p>
<nav>${nav}</nav>
${rows.join('\n')}
</body>
</html>
`;
}

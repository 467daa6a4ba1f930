// release-diff/index.html: base | new | highlighted difference for every picture that changed, and
// nothing else (the text findings are in report.txt beside it). Relative image paths, no script,
// no network: it opens from disk.
const escape = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** `pictures`: `{ page, label, percent, files: { base, new, diff } }`; `percentText` formats a share. */
export function reportHtml({ base, when, pictures, summary, percentText }) {
  const rows = pictures.map((picture) => {
    const cell = (file, caption) => `<figure><a href="${escape(file)}"><img src="${escape(file)}" alt="${escape(`${picture.page} ${picture.label}, ${caption}`)}"></a><figcaption>${escape(caption)}</figcaption></figure>`;
    return `<section><h2>${escape(picture.page)}: ${escape(picture.label)} <small>${escape(percentText(picture.percent))} of pixels changed</small></h2><div class="row">${cell(picture.files.base, 'base')}${cell(picture.files.new, 'new')}${cell(picture.files.diff, 'difference (red)')}</div></section>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Release diff: ${pictures.length} picture${pictures.length === 1 ? '' : 's'} changed</title>
<style>
  body { margin: 0; padding: 24px; font: 14px/1.5 system-ui, sans-serif; background: #f5f6f8; color: #0b0e11; }
  section { margin-bottom: 40px; }
  h2 { font-size: 18px; margin: 0 0 12px; }
  h2 small { font-weight: 400; color: #5c6470; }
  .row { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 16px; align-items: start; }
  figure { margin: 0; background: #fff; border: 1px solid #e6e8ec; border-radius: 8px; padding: 8px; }
  figure img { display: block; width: 100%; height: auto; }
  figcaption { margin-top: 6px; color: #5c6470; }
  pre { white-space: pre-wrap; background: #fff; border: 1px solid #e6e8ec; border-radius: 8px; padding: 12px; }
</style>
</head>
<body>
<h1>Release diff against ${escape(base)}</h1>
<p>${escape(when.toISOString())}. Every picture that changed: base | new | the difference in red. Summary (all findings: <a href="report.txt">report.txt</a>):</p>
<pre>${escape(summary.join('\n'))}</pre>
${rows.join('\n') || '<p>No picture changed.</p>'}
</body>
</html>
`;
}

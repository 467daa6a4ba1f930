// Bytes that moved: each page's HTML, CSS and JS before interaction and each island's own chunks
// (gzip, measured by scripts/lib/budgets.mjs as the budgets check measures them), against the base
// and against budgets.json. The bytes gate fails on a budget broken by the new build or on growth of
// more than GROWTH_SHARE of a budget in one release (4 KB JS before interaction: 41 B).
export const GROWTH_SHARE = 0.01;
const SHELL = [['html', 'html', 'HTML'], ['css', 'css', 'CSS'], ['js', 'jsBeforeInteraction', 'JS before interaction']];

const pageKey = (page) => `${page.site}|${page.path}`;

/**
 * Per page of the new build, the measures that moved: `{ site, lang, path, moves: [{ label, before,
 * after, budget }] }`. `sameHtml(page)`: its normalised HTML is the base's, so its HTML bytes moved
 * only with the masked names (Astro's island ids differ in length between build folders).
 */
export function pageMoves(basePages, newPages, budgets, sameHtml = () => false) {
  const base = new Map(basePages.map((page) => [pageKey(page), page]));
  const rows = [];
  for (const page of newPages) {
    const before = base.get(pageKey(page));
    const moves = SHELL.filter(([key]) => !before || (before[key] !== page[key] && !(key === 'html' && sameHtml(page))))
      .map(([key, budgetKey, label]) => ({ label, before: before?.[key] ?? null, after: page[key], budget: budgets.shell[budgetKey] }));
    if (moves.length) rows.push({ site: page.site, lang: page.lang, path: page.path, moves });
  }
  return rows;
}

/** Islands whose size or budget entry moved, or that came or went: `{ name, before, after, budget, budgetBefore }`. */
export function islandMoves(baseIslands, newIslands) {
  const base = new Map(baseIslands.map((island) => [island.name, island]));
  const names = [...new Set([...base.keys(), ...newIslands.map((island) => island.name)])];
  const fresh = new Map(newIslands.map((island) => [island.name, island]));
  return names
    .map((name) => ({ name, before: base.get(name)?.gzip ?? null, after: fresh.get(name)?.gzip ?? null, budgetBefore: base.get(name)?.budget ?? null, budget: fresh.get(name)?.budget ?? null }))
    .filter((row) => row.before !== row.after || row.budgetBefore !== row.budget);
}

/** A move the bytes gate stops: over its budget now, or grown by more than GROWTH_SHARE of it. */
export function isBreach({ before, after, budget }) {
  if (after === null || budget === null) return false;
  return after > budget || (before !== null && after - before > budget * GROWTH_SHARE);
}

const signed = (bytes) => `${bytes > 0 ? '+' : ''}${bytes} B`;

/**
 * "JS before interaction +120 B (3980 B of 4096)", "island Settings +0 B (20011 B of 30000, budget was 26624)"
 * @param {{ label?: string, name?: string, before: number | null, after: number | null, budget: number | null, budgetBefore?: number | null }} move
 */
export function describeMove({ label, name, before, after, budget, budgetBefore }) {
  const what = label ?? `island ${name}`;
  if (after === null) return `${what} gone (was ${before} B)`;
  const delta = before === null ? 'added' : signed(after - before);
  const over = budget !== null && after > budget ? ', OVER BUDGET' : '';
  const budgetMoved = budgetBefore !== undefined && budgetBefore !== budget ? `, budget was ${budgetBefore ?? 'none'}` : '';
  return `${what} ${delta} (${after} B of ${budget ?? 'no budget'}${budgetMoved}${over})`;
}

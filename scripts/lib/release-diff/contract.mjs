// What an embedding application must redeploy for: the CSP hashes of each built file (dist/csp.json)
// and each site x language's chrome.json (the CSS, JS, head script and CSP an application includes).
import { normaliseValue } from './normalise.mjs';

const inSites = (file, sites) => !sites || sites.some((key) => file.startsWith(`${key}/`));

/** Per file of csp.json, the hashes added and removed. */
export function diffCsp(baseCsp, newCsp, sites) {
  const files = [...new Set([...Object.keys(baseCsp), ...Object.keys(newCsp)])].filter((file) => inSites(file, sites));
  const result = [];
  for (const file of files) {
    const before = new Set([...(baseCsp[file]?.scripts ?? []), ...(baseCsp[file]?.styles ?? [])]);
    const after = new Set([...(newCsp[file]?.scripts ?? []), ...(newCsp[file]?.styles ?? [])]);
    const added = [...after].filter((hash) => !before.has(hash));
    const removed = [...before].filter((hash) => !after.has(hash));
    if (added.length || removed.length) result.push({ file, added, removed });
  }
  return result;
}

/** Per chrome.json (`{ file: json }` of both builds), the top-level fields that changed once asset hashes are masked. */
export function diffChromeJson(baseFiles, newFiles) {
  const files = [...new Set([...Object.keys(baseFiles), ...Object.keys(newFiles)])];
  const result = [];
  for (const file of files) {
    const before = baseFiles[file] ? normaliseValue(baseFiles[file]) : null;
    const after = newFiles[file] ? normaliseValue(newFiles[file]) : null;
    if (!before || !after) {
      result.push({ file, fields: [before ? 'removed' : 'added'] });
      continue;
    }
    const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
    if (fields.length) result.push({ file, fields });
  }
  return result;
}

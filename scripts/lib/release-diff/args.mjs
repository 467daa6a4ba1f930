// The command line of `npm run release:diff`: `--base <git ref | built dist folder>` (required),
// `--site tr,jp` (both sides narrowed to those sites), `--fail-on links,bytes,pictures` (the gates
// that make it exit non-zero), `--out <folder>` (default release-diff/) and `--port N` (the base's
// server on N, the new one's on N + 1; default: free ports).
import { optionValue } from '../cli-args.mjs';

export const GATES = ['links', 'bytes', 'pictures'];

const list = (value) => (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);

/** `siteKeys`: every site key there is, to refuse a misspelt one before anything is built. */
export function parseArgs(argv, siteKeys) {
  const base = optionValue(argv, '--base');
  if (!base) throw new Error('--base is required: a git ref (HEAD, main, v1.2.0) or a built dist folder');
  const sites = list(optionValue(argv, '--site'));
  const unknown = sites.filter((key) => !siteKeys.includes(key));
  if (unknown.length) throw new Error(`unknown site ${unknown.join(', ')} (sites: ${siteKeys.join(', ')})`);
  const failOn = list(optionValue(argv, '--fail-on'));
  const badGate = failOn.filter((gate) => !GATES.includes(gate));
  if (badGate.length) throw new Error(`--fail-on takes ${GATES.join(', ')}; not ${badGate.join(', ')}`);
  const port = Number(optionValue(argv, '--port') ?? 0);
  if (!Number.isInteger(port) || port < 0 || port > 65534) throw new Error('--port takes a port number (the base\'s server; the new one gets the next)');
  return { base, sites: sites.length ? sites : null, failOn, out: optionValue(argv, '--out') ?? 'release-diff', port };
}

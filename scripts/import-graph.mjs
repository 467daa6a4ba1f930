// `node scripts/import-graph.mjs`: prints the import graph of src/ by folder and fails (exit 1) on an
// import from a lower folder to a higher one (so on any circle) or a forbidden import; the order is
// FOLDER_ORDER in scripts/lib/import-graph.mjs. src/import-graph.test.ts runs the same check in CI.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FOLDER_ORDER, folderSummary, graphProblems } from './lib/import-graph.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
console.log(`folders, lowest first: ${FOLDER_ORDER.join(' < ')}`);
for (const line of folderSummary(ROOT)) console.log(`  ${line}`);
const problems = graphProblems(ROOT);
for (const problem of problems) console.error(`upward: ${problem}`);
console.log(problems.length ? `${problems.length} problems` : 'no circle, no upward import');
process.exit(problems.length ? 1 : 0);

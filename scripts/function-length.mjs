// Lists the functions over 60 lines in src/ and sandbox/ (or the folders given) and fails if any:
// `node scripts/function-length.mjs [dir...]`. The same check runs in vitest
// (scripts/lib/function-length.test.ts).
import { longFunctions, MAX_FUNCTION_LINES } from './lib/function-length.mjs';

const dirs = process.argv.slice(2);
const found = longFunctions(process.cwd(), dirs.length ? dirs : ['src', 'sandbox']);
for (const { file, line, name, lines } of found) console.log(`${file}:${line} ${name}: ${lines} lines`);
console.log(found.length ? `${found.length} function(s) over ${MAX_FUNCTION_LINES} lines` : `no function over ${MAX_FUNCTION_LINES} lines`);
process.exitCode = found.length ? 1 : 0;

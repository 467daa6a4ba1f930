// Finds functions longer than a limit (DESIGN: no source function over 60 lines), with the
// TypeScript compiler's parser: declarations, methods, accessors, constructors, function
// expressions and arrow functions, a React component's body included (it is a function). A
// function's length is its lines from its first to its last, nested functions counted in it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export const MAX_FUNCTION_LINES = 60;

const SOURCE = /\.(?:ts|tsx|mts|mjs|js)$/;
/** Tests are not source: a describe() callback holds every case of a file. */
const TEST = /\.test\.(?:ts|tsx)$|\.spec\.ts$|\.d\.ts$/;

/** Every source file under `dirs` (relative to `root`), tests and generated folders left out. */
export function sourceFiles(root, dirs) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(path);
      else if (entry.isFile() && SOURCE.test(entry.name) && !TEST.test(entry.name)) files.push(path);
    }
  };
  for (const dir of dirs) walk(join(root, dir));
  return files.map((file) => relative(root, file)).sort();
}

/** A readable name for a function node: its own, its variable's, its property's or its method's. */
function nameOf(node, source) {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))) return parent.name.getText(source);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  return '(anonymous)';
}

/** The functions in one file's text longer than `max` lines. */
export function longFunctionsIn(fileName, text, max = MAX_FUNCTION_LINES) {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('.js') || fileName.endsWith('.mjs') ? ts.ScriptKind.JS : kind);
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
      const lines = end - start + 1;
      if (lines > max) found.push({ file: fileName, line: start, name: nameOf(node, source), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every function over `max` lines in the source files under `dirs`. */
export function longFunctions(root, dirs, max = MAX_FUNCTION_LINES) {
  return sourceFiles(root, dirs).flatMap((file) => longFunctionsIn(file, readFileSync(join(root, file), 'utf8'), max));
}

// CI's guard of DESIGN's "no function over 60 lines": the checker finds a long function of any
// form (a React component, a method, an arrow), and none is left in src/ or sandbox/.
import { describe, expect, it } from 'vitest';
import { longFunctions, longFunctionsIn, MAX_FUNCTION_LINES } from './function-length.mjs';

const body = (lines: number) => Array.from({ length: lines }, (_, index) => `  const v${index} = ${index};`).join('\n');

describe('function length checker', () => {
  it('counts a component from its first to its last line; 60 lines pass', () => {
    const text = [
      `export function Panel() {\n${body(MAX_FUNCTION_LINES - 1)}\n  return <div />;\n}`,
      `class Menu {\n  open() {\n${body(MAX_FUNCTION_LINES - 2)}\n  }\n}`,
      `const load = () => {\n${body(MAX_FUNCTION_LINES - 3)}\n};`,
    ].join('\n');
    const found = longFunctionsIn('panel.tsx', text);
    expect(found).toEqual([{ file: 'panel.tsx', line: 1, name: 'Panel', lines: 62 }]);
  });

  it('finds a long method and a long arrow function by their names', () => {
    expect(longFunctionsIn('menu.ts', `class Menu {\n  open() {\n${body(MAX_FUNCTION_LINES - 1)}\n  }\n}`)).toEqual([{ file: 'menu.ts', line: 2, name: 'open', lines: 61 }]);
    expect(longFunctionsIn('load.mjs', `const load = () => {\n${body(MAX_FUNCTION_LINES - 1)}\n};`)).toEqual([{ file: 'load.mjs', line: 1, name: 'load', lines: 61 }]);
  });

  it('finds no function over 60 lines in src/ or sandbox/', () => {
    expect(longFunctions(process.cwd(), ['src', 'sandbox'])).toEqual([]);
  });
});

// Building blocks for answer schemas: the backend is loose with types (numbers as strings, 0/1 flags).
import { describeIssue, z } from './zod.ts';
import { featureKeys } from '../../compliance-check.ts';

const DECIMAL = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/;

/** A string that is a non-empty identifier, pair or name. */
export const nonEmpty = () => z.string().check(z.minLength(1));

/** A decimal kept as a string so prices never lose precision. */
export const decimalString = z.pipe(
  z.union([z.string().check(z.regex(DECIMAL)), z.number()]),
  z.transform((value: string | number) => String(value)),
);

/** A number that may arrive as a numeric string. */
export const numeric = z.union([z.number(), z.pipe(z.string().check(z.regex(DECIMAL)), z.transform(Number))]);

/** true/false, 1/0 or '1'/'0'. */
export const flag = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]),
  z.transform((value: boolean | 0 | 1 | '0' | '1') => value === true || value === 1 || value === '1'),
);

/** Either an id number or an id string; kept as a string. */
export const idString = z.pipe(z.union([nonEmpty(), z.number()]), z.transform((value: string | number) => String(value)));

/** A list of strings that may arrive comma-separated. */
export const stringList = z.pipe(
  z.union([z.array(z.string()), z.string()]),
  z.transform((value: string[] | string) =>
    Array.isArray(value) ? value : value.split(',').map((item) => item.trim()).filter(Boolean),
  ),
);

/**
 * A list whose rows are checked one by one: a malformed row is dropped (and reported) instead of
 * failing the whole answer, so one bad market never empties a 3,000-row list. A list with no good
 * row at all is a broken answer and fails (the caller falls back or uses its cache).
 */
export function rowsOf<Row extends z.ZodMiniType>(row: Row, label: string) {
  return z.pipe(
    z.array(z.unknown()),
    z.transform((rows: unknown[], context) => {
      const kept: z.output<Row>[] = [];
      let firstProblem: { index: number; issue: z.core.$ZodIssue } | undefined;
      rows.forEach((value, index) => {
        const parsed = row.safeParse(value);
        if (parsed.success) kept.push(parsed.data);
        else firstProblem ??= { index, issue: parsed.error.issues[0] as z.core.$ZodIssue };
      });
      if (firstProblem && kept.length === 0) {
        const { index, issue } = firstProblem;
        context.issues.push({ code: 'custom', input: rows, path: [index, ...issue.path], message: describeIssue(issue) });
        return z.NEVER;
      }
      if (firstProblem) console.warn(`[api] ${label}: dropped ${rows.length - kept.length} malformed of ${rows.length} rows`);
      return kept;
    }),
  );
}

/** Feature keys: non-key entries are dropped and the list is capped (the compliance check's caps), so no answer can flood the page. */
export const keyList = z.pipe(z.array(z.unknown()), z.transform(featureKeys));


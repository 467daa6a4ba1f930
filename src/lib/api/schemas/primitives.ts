// Building blocks for answer schemas: the backend is loose with types (numbers as strings, 0/1 flags).
import { z } from 'zod';

const DECIMAL = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/;

/** A decimal kept as a string so prices never lose precision. */
export const decimalString = z
  .union([z.string().regex(DECIMAL), z.number()])
  .transform((value) => String(value));

/** A number that may arrive as a numeric string. */
export const numeric = z.union([z.number(), z.string().regex(DECIMAL).transform(Number)]);

/** true/false, 1/0 or '1'/'0'. */
export const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((value) => value === true || value === 1 || value === '1');

/** Either an id number or an id string; kept as a string. */
export const idString = z.union([z.string().min(1), z.number()]).transform((value) => String(value));

/** A list of strings that may arrive comma-separated. */
export const stringList = z
  .union([z.array(z.string()), z.string()])
  .transform((value) =>
    Array.isArray(value) ? value : value.split(',').map((item) => item.trim()).filter(Boolean),
  );

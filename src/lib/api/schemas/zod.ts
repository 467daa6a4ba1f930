// The one door the API schemas take to zod: `zod/mini`, plain functions, so a bundle carries only
// the schema kinds it uses (about 10 KB gzip with our schemas, against 31 KB for classic zod).
// Classic zod's object schemas probe `new Function('')` for a faster parser; a strict CSP (no
// 'unsafe-eval') reports that probe as a violation on every page that loads the schemas, even
// though zod catches the error. zod/mini builds no such parser, and jitless mode, set here before
// any schema exists, keeps every other code path of zod from trying. Every schema module imports
// `z` from here, never from 'zod' itself (the build-time site registry may: it never ships).
import * as z from 'zod/mini';

z.config({ jitless: true });

export { z };

/** What went wrong, for logs: zod/mini carries no message texts (no locale), so the issue's code says it. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'custom') return issue.message;
  return issue.code === 'invalid_type' ? `expected ${issue.expected}` : issue.code;
}

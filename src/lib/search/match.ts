// Literal, case-insensitive substring matching (SPEC 5). The spec describes a regular expression
// built from the query with its metacharacters escaped; a lower-cased indexOf is the same test
// without building a RegExp per keystroke, and a metacharacter can never change its meaning.

/** The form a query is compared in: trimmed and lower-cased. Empty means "no filter". */
export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase();
}

/** True when `haystack` contains the already normalised `needle`. */
export function containsNeedle(haystack: string, needle: string): boolean {
  return haystack.toLowerCase().includes(needle);
}

/**
 * Rows whose fields (any of them) contain the query, in their original order. An empty query keeps
 * every row. Used by the options, pilot, pre-market and Alpha panels, which SPEC 5 does not rank.
 */
export function filterRows<Row>(query: string, rows: readonly Row[], fields: (row: Row) => readonly string[]): Row[] {
  const needle = normalizeQuery(query);
  if (!needle) return [...rows];
  return rows.filter((row) => fields(row).some((field) => containsNeedle(field, needle)));
}

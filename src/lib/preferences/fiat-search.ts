// Pay with search (SPEC 5): local, case-insensitive substring match on the fiat code, with regular
// expression characters in the query escaped so "US$" or "(" are searched as typed.
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function filterByFiatCode<T extends { fiat: string }>(rows: readonly T[], query: string): T[] {
  const trimmed = query.trim();
  if (!trimmed) return [...rows];
  const pattern = new RegExp(escapeRegExp(trimmed), 'i');
  return rows.filter((row) => pattern.test(row.fiat));
}

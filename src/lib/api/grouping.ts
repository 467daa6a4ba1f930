// Reshaping helpers for list answers: futures by settle currency, alpha/pilot tokens by category.

export interface BySettle<T> {
  usdt: T[];
  btc: T[];
}

/** Contracts settled in anything but USDT or BTC are not shown by the chrome, so they are dropped. */
export function splitBySettle<T extends { settle: string }>(rows: T[]): BySettle<T> {
  const result: BySettle<T> = { usdt: [], btc: [] };
  for (const row of rows) {
    if (row.settle === 'usdt' || row.settle === 'btc') result[row.settle].push(row);
  }
  return result;
}

export interface GroupedList<T> {
  /** Every row once, in answer order (search runs over this). */
  list: T[];
  /** Rows per category; a row with several categories appears in each. */
  groups: Record<string, T[]>;
}

/** Alpha rows name their groups in `categories`, pilot rows in `cate` (SPEC 3). */
export function groupByCategory<T extends { categories?: string[]; cate?: string }>(rows: T[]): GroupedList<T> {
  // No prototype: category names come from the network and may be "__proto__".
  const groups: Record<string, T[]> = Object.create(null);
  for (const row of rows) {
    const keys = row.categories ?? (row.cate ? [row.cate] : []);
    for (const key of new Set(keys)) (groups[key] ??= []).push(row);
  }
  return { list: rows, groups };
}

export function emptyGroupedList<T>(): GroupedList<T> {
  return { list: [], groups: {} };
}

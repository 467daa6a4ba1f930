import { describe, expect, it } from 'vitest';
import { filterRows } from './match.ts';

describe('filterRows (options, pilot, pre-market and Alpha search, SPEC 5)', () => {
  const rows = [
    { pair: 'PEPE/USDT', address: '0xAbCdEf0123456789' },
    { pair: 'DOGE/USDT', address: 'So1anaAddre55' },
    { pair: 'A.B/USDT', address: '0x(1)' },
  ];
  const fields = (row: (typeof rows)[number]) => [row.pair, row.address];

  it('matches any listed field, case-insensitively, in the original order', () => {
    expect(filterRows('pe', rows, fields)).toEqual([rows[0]]);
    expect(filterRows('ABCDEF', rows, fields)).toEqual([rows[0]]);
    expect(filterRows('usdt', rows, fields)).toEqual(rows);
  });

  it('treats regular-expression characters literally', () => {
    expect(filterRows('.', rows, fields)).toEqual([rows[2]]);
    expect(filterRows('(1)', rows, fields)).toEqual([rows[2]]);
    expect(filterRows('.*', rows, fields)).toEqual([]);
  });

  it('keeps every row for an empty query and none for a query nothing contains', () => {
    expect(filterRows(' ', rows, fields)).toEqual(rows);
    expect(filterRows('zzz', rows, fields)).toEqual([]);
  });
});

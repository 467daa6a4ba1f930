import { describe, expect, it } from 'vitest';
import { parseComplianceAnswer } from './compliance-check.ts';

describe('compliance answer parser (shared by the chrome and the store)', () => {
  it('reads menu, business and the limit flags in any of the backend spellings', () => {
    const body = { code: 200, data: { business: ['button_alpha_hidden'], menu: ['fiat_trade'], limit: { is_uk_ip: 1, is_main: '0', is_us_toast: true, is_jp_toast: 'maybe' } } };
    expect(parseComplianceAnswer(body)).toEqual({ business: ['button_alpha_hidden'], menu: ['fiat_trade'], limit: { is_uk_ip: true, is_main: false, is_us_toast: true } });
  });

  it('refuses an error code, a missing menu list or a body that is no object', () => {
    for (const body of [{ code: 500, data: { menu: ['x'] } }, { code: 0, data: { business: [] } }, null, 'menu', { code: 0, data: null }]) {
      expect(parseComplianceAnswer(body), JSON.stringify(body)).toBeNull();
    }
  });

  it('keeps only the strings of a list', () => {
    expect(parseComplianceAnswer({ code: 0, data: { menu: ['deposit', 7, null, { x: 1 }], business: 'no' } })).toEqual({ business: [], menu: ['deposit'], limit: {} });
  });
});

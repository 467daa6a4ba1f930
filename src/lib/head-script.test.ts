import { describe, expect, it } from 'vitest';
import { HEAD_SCRIPT, headMarks } from './head-script.ts';

/** Runs the inline source against a minimal document and reads back the marks it set. */
function runInline(cookie: string) {
  const attributes = new Map<string, string>();
  const document = { cookie, documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } };
  new Function('document', HEAD_SCRIPT)(document);
  return { session: attributes.get('data-session') === 'user', theme: attributes.get('data-theme'), rise: attributes.get('data-rise') };
}

const CASES: Array<[string, string]> = [
  ['visitor', ''],
  ['signed in', 'pver=pv1; sign=sg1; csrftoken=x'],
  ['only pver', 'pver=pv1'],
  ['empty sign', 'pver=pv1; sign='],
  ['dark', 'is_change_skin=2'],
  ['light', 'is_change_skin=0'],
  ['unknown skin', 'is_change_skin=7'],
  ['corrupted', 'is_change_skin=%E2%9C; pver=; ;;=;sign'],
  ['name suffix is not the cookie', 'xpver=1; xsign=2; my_is_change_skin=2'],
  ['signed in, dark', 'sign=s; is_change_skin=2; pver=p'],
  ['red up', 'market_rise_color=risered'],
  ['green up', 'market_rise_color=risegreen'],
  ['unknown rise colour', 'market_rise_color=riseredx; x_market_rise_color=risered'],
];

describe('head script', () => {
  it.each(CASES)('inline source agrees with headMarks: %s', (_name, cookie) => {
    const expected = headMarks(cookie);
    expect(runInline(cookie)).toEqual({ session: expected.session, theme: expected.theme, rise: expected.rise });
  });

  it('marks a signed-in dark-theme reader', () => {
    expect(headMarks('pver=a; sign=b; is_change_skin=2')).toEqual({ session: true, theme: 'dark', rise: undefined });
  });

  it('ignores a missing or unknown theme and a half session', () => {
    expect(headMarks('pver=a; is_change_skin=1')).toEqual({ session: false, theme: undefined, rise: undefined });
  });

  it('marks the stored rise colour so Chinese pages keep a chosen green-up before any island loads', () => {
    expect(headMarks('market_rise_color=risegreen').rise).toBe('risegreen');
  });

  it('never throws, even when reading cookies fails', () => {
    const hostile = { get cookie(): string { throw new Error('blocked'); }, documentElement: { setAttribute() {} } };
    expect(() => new Function('document', HEAD_SCRIPT)(hostile)).not.toThrow();
  });
});

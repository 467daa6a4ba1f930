import { describe, expect, it } from 'vitest';
import { optionValue } from './cli-args.mjs';

describe('optionValue', () => {
  it('reads --name value and --name=value alike, a value with = kept whole', () => {
    expect(optionValue(['--site', 'tr,jp'], '--site')).toBe('tr,jp');
    expect(optionValue(['--local', '--out=.build/a=b'], '--out')).toBe('.build/a=b');
    expect(optionValue(['--local'], '--out')).toBeUndefined();
    expect(optionValue(['--sites', 'x'], '--site')).toBeUndefined();
  });

  it('stops on an option without its value, never taking the next option or a default', () => {
    expect(() => optionValue(['--dist'], '--dist', '.build/production-check')).toThrow('--dist needs a value, e.g. --dist .build/production-check');
    expect(() => optionValue(['--dist', '--local'], '--dist')).toThrow('--dist needs a value');
    expect(() => optionValue(['--out='], '--out')).toThrow('--out needs a value');
  });
});

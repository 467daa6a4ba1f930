import { allTasks, cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $compliance, $hiddenFeatures } from './compliance.ts';
import { configureFor, useSandbox } from './test-support.ts';

describe('$compliance', () => {
  const server = useSandbox();

  beforeEach(() => $compliance.set({ status: 'idle', business: [], menu: [], limit: {} }));
  afterEach(() => cleanStores($compliance, $hiddenFeatures));

  it('loads the UK-limited persona menu, business and limit flags on first subscriber', async () => {
    await configureFor(server(), 'uk-limited');
    $hiddenFeatures.listen(() => {});
    await allTasks();
    expect($compliance.get()).toMatchObject({
      status: 'ready',
      business: ['button_alpha_hidden'],
      limit: { is_uk_ip: true, is_main: false },
    });
    expect($hiddenFeatures.get().has('derivatives')).toBe(true);
    expect($hiddenFeatures.get().has('deposit')).toBe(false);
  });

  it('skips the compliance check when dynamic data is off', async () => {
    const harness = await configureFor(server(), 'uk-limited', { dynamicData: false });
    $compliance.listen(() => {});
    await allTasks();
    expect($compliance.get()).toEqual({ status: 'ready', business: [], menu: [], limit: {} });
    expect(harness.requests).toEqual([]);
  });
});

import { allTasks, cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $compliance } from './compliance.ts';
import { configureFor, useSandbox } from './test-support.ts';
import type { Compliance, ComplianceRequest } from '../lib/compliance-check.ts';
import { COMPLIANCE_REQUEST_EVENT } from '../contracts/chrome-contract.ts';

/** A page whose chrome script answers the compliance request with `answer` (compliance-fetch.ts). */
function chromeAnswers(answer: () => Promise<Compliance | null>) {
  const page = new EventTarget();
  page.addEventListener(COMPLIANCE_REQUEST_EVENT, (event) => {
    (event as CustomEvent<ComplianceRequest>).detail.answer = answer();
  });
  vi.stubGlobal('document', page);
}

describe('$compliance', () => {
  const server = useSandbox();

  beforeEach(() => {
    $compliance.set({ status: 'idle', business: [], menu: [], limit: {} });
  });
  afterEach(() => {
    cleanStores($compliance);
    vi.unstubAllGlobals();
  });

  it('loads the UK-limited persona menu, business and limit flags on first subscriber', async () => {
    await configureFor(server(), 'uk-limited');
    $compliance.listen(() => {});
    await allTasks();
    expect($compliance.get()).toMatchObject({
      status: 'ready',
      business: ['button_alpha_hidden'],
      limit: { is_uk_ip: true, is_main: false },
    });
    expect($compliance.get().menu).toContain('derivatives');
    expect($compliance.get().menu).not.toContain('deposit');
  });

  it('skips the compliance check when dynamic data is off', async () => {
    const harness = await configureFor(server(), 'uk-limited', { dynamicData: false });
    $compliance.listen(() => {});
    await allTasks();
    expect($compliance.get()).toEqual({ status: 'ready', business: [], menu: [], limit: {} });
    expect(harness.requests).toEqual([]);
  });

  it("takes the chrome script's answer instead of asking again", async () => {
    const harness = await configureFor(server(), 'uk-limited');
    let asked = 0;
    chromeAnswers(async () => {
      asked += 1;
      return { business: [], menu: ['deposit'], limit: { is_main: true } };
    });
    $compliance.listen(() => {});
    await allTasks();
    expect(asked).toBe(1);
    expect(harness.requests).toEqual([]);
    expect($compliance.get()).toEqual({ status: 'ready', business: [], menu: ['deposit'], limit: { is_main: true } });
  });

  it('falls back to an empty answer when the page request failed', async () => {
    await configureFor(server(), 'uk-limited');
    chromeAnswers(async () => null);
    $compliance.listen(() => {});
    await allTasks();
    expect($compliance.get()).toEqual({ status: 'ready', business: [], menu: [], limit: {} });
  });
});

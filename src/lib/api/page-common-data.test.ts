import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '../../contracts/api-paths.ts';
import { forgetCommonData, sharedCommonData } from './page-common-data.ts';

describe('the page common data', () => {
  beforeEach(forgetCommonData);

  it('asks once per page load and gives every reader the whole answer', async () => {
    const fetchFn = vi.fn(async () => Response.json({ code: 0, data: { currency_count: 1873 } }));
    const [first, second] = await Promise.all([
      sharedCommonData(API_PATHS.commonData, { headers: { x: '1' } }, fetchFn),
      sharedCommonData(API_PATHS.commonData, undefined, fetchFn),
    ]);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(await first!.json()).toEqual({ code: 0, data: { currency_count: 1873 } });
    expect(await second!.json()).toEqual({ code: 0, data: { currency_count: 1873 } });
    expect((await sharedCommonData(API_PATHS.commonData, undefined, fetchFn))!.status).toBe(200);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure for every reader, and leaves other requests to the caller', async () => {
    const fetchFn = vi.fn(async () => new Response('down', { status: 503 }));
    expect((await sharedCommonData(API_PATHS.commonData, undefined, fetchFn))!.status).toBe(503);
    expect((await sharedCommonData(API_PATHS.commonData, undefined, fetchFn))!.status).toBe(503);
    expect(sharedCommonData(API_PATHS.userInfo, undefined, fetchFn)).toBeUndefined();
    expect(sharedCommonData(API_PATHS.commonData, { method: 'POST' }, fetchFn)).toBeUndefined();
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });
});

// The shared fixture (./test.ts) itself: a console error or an uncaught exception fails the test that
// saw it, unless the test allowed exactly that error. `test.fail()` marks the visits that must fail.
import { test, expect } from './test.ts';
import { siteUrl } from './helpers.ts';

test('a console error on the page fails the test', async ({ page }) => {
  test.fail();
  await page.goto(siteUrl('main'));
  await page.evaluate(() => console.error('e2e: deliberate console error'));
});

test('an uncaught exception on the page fails the test', async ({ page }) => {
  test.fail();
  await page.goto(siteUrl('main'));
  // Thrown in a task of its own (so nothing catches it); the evaluation ends in the task after it.
  await page.evaluate(() => new Promise((resolve) => {
    setTimeout(() => {
      setTimeout(resolve);
      throw new Error('e2e: deliberate uncaught error');
    });
  }));
});

test('an error in a context the test opened itself fails the test once watched', async ({ browser, pageErrors }) => {
  test.fail();
  const context = await browser.newContext();
  pageErrors.watch(context);
  const page = await context.newPage();
  await page.goto(siteUrl('main'));
  await page.evaluate(() => console.error('e2e: deliberate console error in a second context'));
  await context.close();
});

test('an error the test allowed by pattern passes', async ({ page, pageErrors }) => {
  pageErrors.allow(/e2e: expected failure/);
  await page.goto(siteUrl('main'));
  await page.evaluate(() => console.error('e2e: expected failure of a fault-injection test'));
  expect(pageErrors.unexpected).toEqual([]);
});

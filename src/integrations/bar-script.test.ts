import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compileInlineScript, INLINE_SCRIPTS } from './inline-scripts.ts';
import { DISMISSED_STORAGE_KEY } from '../contracts/announcement-slot-contract.ts';

// Issue 11: the bar costs a visitor at most 1 KB gzip of JS before interaction. Its behaviour in a
// browser (dismiss, corrupted list, marquee) is tested by tests/e2e/announcement.spec.ts.
const ANNOUNCEMENT_BAR_SCRIPT = compileInlineScript(INLINE_SCRIPTS.announcementBar);

describe('announcement bar script', () => {
  it('stays within 1 KB gzip', () => {
    expect(gzipSync(ANNOUNCEMENT_BAR_SCRIPT, { level: 9 }).length).toBeLessThanOrEqual(1024);
  });

  it('is one expression that parses, naming the storage key it reads', () => {
    expect(() => new Function(ANNOUNCEMENT_BAR_SCRIPT)).not.toThrow();
    expect(ANNOUNCEMENT_BAR_SCRIPT).toContain(JSON.stringify(DISMISSED_STORAGE_KEY));
  });
});

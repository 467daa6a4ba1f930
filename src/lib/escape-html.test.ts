import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('turns markup and both quotes into entities, and leaves other text as it is', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')"> & Türkçe`)).toBe('&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt; &amp; Türkçe');
  });
});

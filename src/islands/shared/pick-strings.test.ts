// The one way an island gets its text: translated at build time, placeholders kept for the browser,
// by dictionary key (a list) or by the island's own names (a map).
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/translate.ts';
import { pickStrings } from './pick-strings.ts';
import { fill } from './strings.ts';

describe('pickStrings', () => {
  const german = createTranslator('de');

  it('a list gives each key its translation, placeholders kept for fill', () => {
    const strings = pickStrings(german, ['search.results', 'header.account.uid']);
    expect(fill(strings['search.results'], { count: 3 })).toBe('3 Ergebnisse');
    expect(strings['header.account.uid']).toBe('UID {{uid}}');
  });

  it('a map gives the island its own names, several placeholders kept', () => {
    const labels = pickStrings(german, { progress: 'header.account.tierProgress', results: 'search.results' });
    expect(Object.keys(labels)).toEqual(['progress', 'results']);
    expect(fill(labels.progress, { percent: 40, tier: 2 })).toBe('40 % des Wegs zu VIP 2');
  });
});

import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/translate.ts';
import { alphaCategoryLabel, searchLabels } from './labels.ts';

describe('Alpha category chips', () => {
  it('name the API\'s categories in the page\'s language, never as raw keys', () => {
    const en = searchLabels(createTranslator('en'));
    expect(['meme', 'ai', 'defi', 'gamefi', 'socialfi'].map((key) => alphaCategoryLabel(key, en))).toEqual(['Meme', 'AI', 'DeFi', 'GameFi', 'SocialFi']);
    expect(alphaCategoryLabel('ai', searchLabels(createTranslator('de')))).toBe('KI');
    expect(alphaCategoryLabel('meme', searchLabels(createTranslator('ar')))).toBe('ميم');
    expect(alphaCategoryLabel('MEME', searchLabels(createTranslator('ja')))).toBe('ミーム');
  });

  it('write a category we have no name for yet as its key in capitals', () => {
    expect(alphaCategoryLabel('rwa', searchLabels(createTranslator('en')))).toBe('RWA');
    // A key that happens to name another label is still a category.
    expect(alphaCategoryLabel('dialog', searchLabels(createTranslator('en')))).toBe('DIALOG');
  });
});

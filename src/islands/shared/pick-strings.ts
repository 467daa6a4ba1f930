// Build time only: the one way an island gets its text. The page translates the keys the island
// needs, each {{placeholder}} kept for the browser to fill (strings.ts `fill`). Keys come as a list
// (the island reads `strings['dictionary.key']`) or as a map of names to keys (it reads `labels.name`).
import { englishDictionary, type I18nKey } from '../../i18n/dictionaries.ts';
import type { Translate } from '../../i18n/translate.ts';
import type { Strings } from './strings.ts';

function translateKeepingSlots(t: Translate, key: I18nKey): string {
  const names = [...englishDictionary[key].matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!);
  return t(key, Object.fromEntries(names.map((name) => [name, `{{${name}}}`])));
}

export function pickStrings<const Key extends I18nKey>(t: Translate, keys: readonly Key[]): Strings<Key>;
export function pickStrings<const Names extends Record<string, I18nKey>>(t: Translate, keys: Names): Strings<Extract<keyof Names, string>>;
export function pickStrings(t: Translate, keys: readonly I18nKey[] | Record<string, I18nKey>): Record<string, string> {
  const entries: Array<[string, I18nKey]> = Array.isArray(keys) ? keys.map((key) => [key, key]) : Object.entries(keys);
  return Object.fromEntries(entries.map(([name, key]) => [name, translateKeepingSlots(t, key)]));
}

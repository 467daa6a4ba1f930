// Build time only: the page's translations of the keys an island needs, with each {{placeholder}}
// kept for the browser to fill.
import { englishDictionary, type I18nKey } from '../../i18n/dictionaries.ts';
import type { Translate } from '../../i18n/translate.ts';
import type { Strings } from './strings.ts';

export function pickStrings<const Key extends I18nKey>(t: Translate, keys: readonly Key[]): Strings<Key> {
  const entries = keys.map((key) => {
    const names = [...englishDictionary[key].matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!);
    return [key, t(key, Object.fromEntries(names.map((name) => [name, `{{${name}}}`])))];
  });
  return Object.fromEntries(entries) as Strings<Key>;
}

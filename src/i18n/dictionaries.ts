// All dictionaries, statically imported so the same module works in the Astro build and in Node scripts.
import type { LocaleCode } from './locales.ts';
import en from './dictionaries/en.json' with { type: 'json' };
import zh from './dictionaries/zh.json' with { type: 'json' };
import zhTw from './dictionaries/zh-tw.json' with { type: 'json' };
import ja from './dictionaries/ja.json' with { type: 'json' };
import ko from './dictionaries/ko.json' with { type: 'json' };
import vi from './dictionaries/vi.json' with { type: 'json' };
import id from './dictionaries/id.json' with { type: 'json' };
import th from './dictionaries/th.json' with { type: 'json' };
import tr from './dictionaries/tr.json' with { type: 'json' };
import ru from './dictionaries/ru.json' with { type: 'json' };
import uk from './dictionaries/uk.json' with { type: 'json' };
import es from './dictionaries/es.json' with { type: 'json' };
import fr from './dictionaries/fr.json' with { type: 'json' };
import de from './dictionaries/de.json' with { type: 'json' };
import it from './dictionaries/it.json' with { type: 'json' };
import pt from './dictionaries/pt.json' with { type: 'json' };
import ptBr from './dictionaries/pt-br.json' with { type: 'json' };
import ar from './dictionaries/ar.json' with { type: 'json' };

/** English is the source of truth: its keys are the only valid keys. */
export type I18nKey = keyof typeof en;
export type Dictionary = Partial<Record<I18nKey, string>>;

export const englishDictionary: Record<I18nKey, string> = en;

export const dictionaries: Record<LocaleCode, Dictionary> = {
  en, zh, 'zh-tw': zhTw, ja, ko, vi, id, th, tr, ru, uk, es, fr, de, it, pt, 'pt-br': ptBr, ar,
};

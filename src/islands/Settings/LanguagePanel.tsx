// "Language and region": the site's languages as links to the same path under each prefix (they
// work before hydration too), and the rise colour. A language whose home is another site asks first.
import { useState, type MouseEvent } from 'react';
import { chooseLanguage, type LanguageChoice, type LanguageHome, type LanguageOption } from '../../navigation/language-choice.ts';
import { $preferences, RISE_COLORS, setLanguage, setRiseColor } from '../../stores/preferences.ts';
import { defaultRiseColor } from '../../lib/preferences/cookie-rules.ts';
import { useClientValue } from '../shared/use-client-value.ts';
import type { Strings } from '../shared/strings.ts';
import type { SettingsKey } from './keys.ts';
import { OptionGroup } from './OptionGroup.tsx';
import { RestrictionDialog } from './RestrictionDialog.tsx';

interface LanguagePanelProps {
  strings: Strings<SettingsKey>;
  languages: LanguageOption[];
  languageHomes: LanguageHome[];
  localHost: string;
  /** BCP 47 tag of the page: its language's default rise colour is what the server renders. */
  locale: string;
}

export function LanguagePanel({ strings, languages, languageHomes, localHost, locale }: LanguagePanelProps) {
  // The server cannot read the rise-colour cookie: it checks the page language's default, and the
  // browser corrects it right after hydration (the radio a person pressed before then is replayed).
  const { riseColor } = useClientValue($preferences, { ...$preferences.get(), riseColor: defaultRiseColor(locale) });
  const [restricted, setRestricted] = useState<{ link: LanguageOption; choice: Extract<LanguageChoice, { kind: 'restricted' }> }>();

  const onLanguage = (event: MouseEvent<HTMLAnchorElement>, link: LanguageOption) => {
    const { protocol, hostname, port } = window.location;
    const choice = chooseLanguage(link.lang, link.href, languageHomes, { protocol, hostname, port, localHost });
    if (choice.kind === 'restricted') {
      event.preventDefault();
      setRestricted({ link, choice });
      return;
    }
    setLanguage(link.lang);
  };

  return (
    <>
      <section className="pref-group" aria-labelledby="settings-language-title">
        <h3 className="pref-legend" id="settings-language-title">{strings['settings.language.title']}</h3>
        <ul className="language-grid">
          {languages.map((link) => (
            <li key={link.lang}>
              <a
                className="pref-option language-option"
                href={link.href}
                lang={link.htmlLang}
                hrefLang={link.htmlLang}
                aria-current={link.current ? 'page' : undefined}
                data-lang-choice={link.lang}
                onClick={(event) => onLanguage(event, link)}
              >
                {link.nativeName}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <OptionGroup
        legend={strings['settings.riseColor.title']}
        name="settings-rise-color"
        values={RISE_COLORS}
        checked={riseColor}
        labelOf={(color) => strings[`settings.riseColor.${color}`]}
        onChoose={setRiseColor}
        swatch
      />
      {restricted && (
        <RestrictionDialog
          strings={strings}
          language={restricted.link.nativeName}
          choice={restricted.choice}
          onStay={() => setLanguage(restricted.link.lang)}
          onClose={() => setRestricted(undefined)}
        />
      )}
    </>
  );
}

// The settings modal: WAI-ARIA tabs inside a modal dialog. Arrow keys move between tabs (mirrored
// right to left), Home and End jump to the ends; the selected tab's panel follows. Always rendered
// (the server's markup is what the first tap opens natively); `open` drives it.
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { LanguageHome, LanguageOption } from '../../navigation/language-choice.ts';
import { useModalDialog } from '../shared/use-modal-dialog.ts';
import { tabKeyTarget } from '../shared/tab-keys.ts';
import type { Strings } from '../shared/strings.ts';
import type { SettingsKey } from './keys.ts';
import { LanguagePanel } from './LanguagePanel.tsx';
import { useRuntimeHidden } from './use-runtime-hidden.ts';
import { SpriteIcon } from '../shared/SpriteIcon.tsx';

// The exchange-rate tab needs the API client and its schemas (most of this island's weight): it
// loads when that tab is reached for, so the modal itself opens with a few kilobytes.
const loadRatePanel = () => import('./RatePanel.tsx');
const RatePanel = lazy(() => loadRatePanel().then((module) => ({ default: module.RatePanel })));

const ALL_TABS = ['language', 'rate'] as const;
type Tab = (typeof ALL_TABS)[number];
const TAB_LABEL: Record<Tab, SettingsKey> = { language: 'settings.tab.language', rate: 'settings.tab.rate' };

interface SettingsDialogProps {
  /** The dialog's id, which the trigger's invoker command names. */
  id: string;
  open: boolean;
  strings: Strings<SettingsKey>;
  /** The site shows the exchange-rate tab (SPEC 6 per-site flag `exchange_rate`). */
  exchangeRate: boolean;
  languages: LanguageOption[];
  languageHomes: LanguageHome[];
  localHost: string;
  locale: string;
  onClose: () => void;
}

export function SettingsDialog({ id: dialogId, open, strings, exchangeRate, onClose, ...content }: SettingsDialogProps) {
  const id = useId();
  const dialog = useModalDialog(open, onClose);
  // The site's flag, or this user's run-time list (the compliance answer), can take the rate tab away.
  const hiddenForUser = useRuntimeHidden('exchange_rate');
  const tabList: readonly Tab[] = exchangeRate && !hiddenForUser ? ALL_TABS : ['language'];
  const tabbed = tabList.length > 1;
  const [chosen, setSelected] = useState<Tab>('language');
  const selected = tabList.includes(chosen) ? chosen : 'language';
  const tabs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const select = (tab: Tab) => {
    setSelected(tab);
    tabs.current[tab]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = tabKeyTarget(event.key, tabList.indexOf(selected), tabList.length, document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');
    if (target === undefined) return;
    event.preventDefault();
    select(tabList[target]!);
  };

  return (
    // closedby="any": a press on the backdrop closes it before hydration too.
    <dialog {...dialog} id={dialogId} {...{ closedby: 'any' }} aria-labelledby={`${id}-title`} className="pref-dialog settings-dialog">
      <div className="pref-dialog-body">
        <div className="pref-dialog-head">
          <h2 className="pref-dialog-title" id={`${id}-title`}>{strings['header.settings']}</h2>
          {/* Closes natively too (invoker command), before React owns the dialog. */}
          <button type="button" className="pref-close" aria-label={strings['settings.close']} {...({ command: 'close', commandfor: dialogId } as Record<string, string>)} onClick={onClose}>
            <SpriteIcon name="close" size={20} />
          </button>
        </div>
        {tabbed && <SettingsTabs id={id} tabList={tabList} selected={selected} strings={strings} tabs={tabs} onSelect={select} onKeyDown={onKeyDown} />}
        {tabList.map((tab) => (
          <div
            key={tab}
            id={`${id}-panel-${tab}`}
            {...(tabbed ? { role: 'tabpanel', 'aria-labelledby': `${id}-tab-${tab}`, tabIndex: 0 } : {})}
            hidden={selected !== tab}
            className="settings-panel"
          >
            {/* The language panel stays mounted (it is the server's markup); the rate panel loads when chosen. */}
            {tab === 'language'
              ? <LanguagePanel strings={strings} {...content} />
              : selected === tab && (
                <Suspense fallback={<p className="pref-note">{strings['settings.currency.loading']}</p>}>
                  <RatePanel strings={strings} locale={content.locale} />
                </Suspense>
              )}
          </div>
        ))}
      </div>
    </dialog>
  );
}

interface SettingsTabsProps {
  id: string;
  tabList: readonly Tab[];
  selected: Tab;
  strings: Strings<SettingsKey>;
  tabs: RefObject<Partial<Record<Tab, HTMLButtonElement | null>>>;
  onSelect: (tab: Tab) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/** The tab list (shown when there are two tabs); reaching for the rate tab starts loading its panel. */
function SettingsTabs({ id, tabList, selected, strings, tabs, onSelect, onKeyDown }: SettingsTabsProps) {
  return (
    <div className="settings-tabs" role="tablist" aria-labelledby={`${id}-title`} onKeyDown={onKeyDown}>
      {tabList.map((tab) => (
        <button
          key={tab}
          ref={(element) => { tabs.current[tab] = element; }}
          type="button"
          role="tab"
          id={`${id}-tab-${tab}`}
          aria-selected={selected === tab}
          aria-controls={`${id}-panel-${tab}`}
          tabIndex={selected === tab ? 0 : -1}
          className="settings-tab"
          // Hidden by the page's run-time hiding before the island's code knows (docs/header.md).
          data-feature={tab === 'rate' ? 'exchange_rate' : undefined}
          onClick={() => onSelect(tab)}
          onPointerEnter={tab === 'rate' ? () => void loadRatePanel() : undefined}
          onFocus={tab === 'rate' ? () => void loadRatePanel() : undefined}
        >
          {strings[TAB_LABEL[tab]]}
        </button>
      ))}
    </div>
  );
}

// A header dropdown in the WAI-ARIA disclosure pattern: a button with aria-expanded controls a
// panel, on the chrome's one dropdown behaviour (src/islands/shared/use-dropdown.ts): hover opens,
// a click toggles (or pins what hover opened), Escape closes with focus back on the button, and the
// pointer, focus or a press moving elsewhere closes it.
import { createContext, useId, type ReactNode } from 'react';
import { useDropdown } from '../shared/use-dropdown.ts';
import { Icon } from './icons.tsx';

/** Whether the enclosing dropdown is open (true outside any dropdown, e.g. in the drawer). */
export const DropdownOpen = createContext(true);

interface Props {
  /** The button's content; `label` is its accessible name when the content is not text. */
  trigger: ReactNode;
  label?: string;
  className?: string;
  panelClassName?: string;
  /** The page belongs to this menu (aria-current on the button). */
  current?: boolean;
  children: ReactNode;
}

export function Dropdown({ trigger, label, className, panelClassName, current, children }: Props) {
  const { open, rootProps, triggerProps } = useDropdown();
  const panelId = useId();

  return (
    <div {...rootProps} className={`account-dropdown${className ? ` ${className}` : ''}`}>
      <button {...triggerProps} type="button" className="account-trigger" aria-controls={panelId} aria-label={label} aria-current={current ? 'true' : undefined}>
        {trigger}
        <Icon name="chevron" size={14} className="account-chevron" />
      </button>
      <div id={panelId} className={`account-panel${panelClassName ? ` ${panelClassName}` : ''}`} hidden={!open}>
        <DropdownOpen.Provider value={open}>{children}</DropdownOpen.Provider>
      </div>
    </div>
  );
}

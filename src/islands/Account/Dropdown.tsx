// A header dropdown in the WAI-ARIA disclosure pattern: a button with aria-expanded controls a
// panel. Opens on hover (mouse), click or keyboard; Escape closes it and returns focus to the
// button; moving focus or the pointer out closes it.
import { createContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Icon } from './icons.tsx';

/** Whether the enclosing dropdown is open (true outside any dropdown, e.g. in the drawer). */
export const DropdownOpen = createContext(true);

interface Props {
  /** The button's content; `label` is its accessible name when the content is not text. */
  trigger: ReactNode;
  label?: string;
  className?: string;
  panelClassName?: string;
  children: ReactNode;
}

export function Dropdown({ trigger, label, className, panelClassName, children }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // A click on a panel the pointer just opened keeps it open instead of closing it again.
  const openedByHover = useRef(false);
  const hover = (next: boolean) => {
    openedByHover.current = next;
    setOpen(next);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div
      ref={root}
      className={`account-dropdown${className ? ` ${className}` : ''}`}
      onPointerEnter={(event) => event.pointerType === 'mouse' && hover(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && hover(false)}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="account-trigger"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => {
          const keep = openedByHover.current;
          openedByHover.current = false;
          setOpen((value) => keep || !value);
        }}
      >
        {trigger}
        <Icon name="chevron" size={14} className="account-chevron" />
      </button>
      <div id={panelId} className={`account-panel${panelClassName ? ` ${panelClassName}` : ''}`} hidden={!open}>
        <DropdownOpen.Provider value={open}>{children}</DropdownOpen.Provider>
      </div>
    </div>
  );
}

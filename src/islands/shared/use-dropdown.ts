// The islands' dropdowns (account menus, message panel, Pay with) on the chrome's one dropdown
// behaviour (src/browser/dropdown/dropdown-state.ts): spread `rootProps` on the element holding trigger
// and panel, `triggerProps` on the trigger (a button, or the bell's link).
import { useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { DropdownState, isHoverPointer, type DropdownOptions } from '../../browser/dropdown/dropdown-state.ts';

type Options = Omit<DropdownOptions<true>, 'render'> & {
  /** Whether focus arriving on the trigger opens the panel (focus handed back by Escape never does). */
  focusOpens?: boolean;
};

export function useDropdown<Root extends HTMLElement = HTMLDivElement, Trigger extends HTMLElement = HTMLButtonElement>({ focusOpens = false, ...options }: Options = {}) {
  const [open, setOpen] = useState(false);
  const root = useRef<Root>(null);
  const trigger = useRef<Trigger>(null);
  const returningFocus = useRef(false);
  const state = useMemo(() => new DropdownState<true>({
    ...options,
    render: (_, next, returnFocus) => {
      setOpen(next);
      if (!returnFocus) return;
      returningFocus.current = true;
      trigger.current?.focus();
      returningFocus.current = false;
    },
  }), []); // One state a mount: the options are fixed for an island's life.

  useEffect(() => () => state.cancelClose(), [state]);

  useDismissWhileOpen(open, root, state);

  const rootProps = {
    ref: root,
    onPointerEnter: (event: PointerEvent) => isHoverPointer(event) && state.hoverEnter(true),
    onPointerLeave: (event: PointerEvent) => isHoverPointer(event) && state.hoverLeave(true),
    onBlur: (event: FocusEvent) => {
      const element = root.current;
      if (!element || element.contains(event.relatedTarget as Node | null)) return;
      if (!(state.openedByHover && element.matches(':hover'))) state.close();
    },
    // Escape from inside closes this layer only (a Pay with drawer inside a menu leaves the menu open).
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !state.escape({ hovered: root.current?.matches(':hover') ?? false, focusInside: true })) return;
      event.preventDefault();
      event.stopPropagation();
    },
  };

  const triggerProps = {
    ref: trigger,
    'aria-expanded': open,
    onClick: () => state.press(true),
    onFocus: focusOpens ? () => returningFocus.current || state.current || state.open(true) : undefined,
  };

  return { open, rootProps, triggerProps, show: () => state.open(true), hoverOpen: () => state.hoverEnter(true), hide: (returnFocus = false) => state.close(returnFocus) };
}

/** While open: a press anywhere else closes it, and so does Escape wherever focus is (WCAG 1.4.13). */
function useDismissWhileOpen(open: boolean, root: RefObject<HTMLElement | null>, state: DropdownState<true>) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) state.outside();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') state.escape({ hovered: root.current?.matches(':hover') ?? false, focusInside: false });
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, root, state]);
}

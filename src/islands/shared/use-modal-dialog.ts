// The one modal dialog of the islands, on the native <dialog>: showModal() keeps focus inside and
// makes the page inert; Escape (the cancel event) and a press on the backdrop ask `onClose`
// (none given: the dialog cannot be dismissed, as the Logging out overlay); focus goes back to
// whatever opened it. `open` drives it, so a dialog can stay mounted (search) or mount open.
import { useEffect, useRef, type MouseEvent, type RefObject } from 'react';

export function useModalDialog(open: boolean, onClose?: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const opener = useRef<HTMLElement | null>(null);

  // Every render: a press that reopens a dialog React still holds open (its close event not yet
  // delivered) finds it shown again.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
      restoreFocus(opener);
    }
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current?.();
    };
    // A browser may close it without a cancel event (a repeated Escape); the event comes a task
    // later and may find it open again.
    const onClosed = () => {
      if (!element.open) close.current?.();
    };
    element.addEventListener('cancel', onCancel);
    element.addEventListener('close', onClosed);
    return () => {
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('close', onClosed);
      if (!element.open) return;
      element.close();
      restoreFocus(opener);
    };
  }, []);

  useStillBackdrop(dialog, open);

  // The dialog element itself is only hit on its backdrop: its content fills the box.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close.current?.();
  };
  return { ref: dialog, onClick };
}

/**
 * The page behind is inert but still scrolls under a wheel over the backdrop, where the dialog
 * element itself is hit. Listened for on the window while open: the browser scrolls without asking
 * a listener on the dialog, whose box the backdrop is not part of.
 */
function useStillBackdrop(dialog: RefObject<HTMLDialogElement | null>, open: boolean) {
  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const onWheel = (event: WheelEvent) => {
      if (event.target === element) event.preventDefault();
    };
    window.addEventListener('wheel', onWheel, { passive: false });
    return () => window.removeEventListener('wheel', onWheel);
  }, [open, dialog]);
}

function restoreFocus(opener: { current: HTMLElement | null }) {
  if (opener.current?.isConnected) opener.current.focus();
  opener.current = null;
}

// A modal dialog on the native <dialog>: showModal() keeps focus inside and makes the page inert,
// Escape (the dialog's cancel event) and a click on the backdrop close it, and focus goes back to
// whatever opened it.
import { useEffect, useRef, type ReactNode } from 'react';

interface ModalDialogProps {
  labelledBy: string;
  describedBy?: string;
  className?: string;
  onClose: () => void;
  children: ReactNode;
}

export function ModalDialog({ labelledBy, describedBy, className, onClose, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    element.addEventListener('cancel', onCancel);
    return () => {
      element.removeEventListener('cancel', onCancel);
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={className}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClick={(event) => {
        // The dialog element itself is only hit on its backdrop: its content fills the box.
        if (event.target === dialog.current) onClose();
      }}
    >
      {children}
    </dialog>
  );
}

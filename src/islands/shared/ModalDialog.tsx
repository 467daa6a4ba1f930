// A dialog that is open while mounted, on the islands' one modal dialog (use-modal-dialog.ts).
import type { ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog.ts';

interface ModalDialogProps {
  labelledBy: string;
  describedBy?: string;
  className?: string;
  /** Escape or the backdrop; none: the dialog cannot be dismissed. */
  onClose?: () => void;
  /** A dialog that only says something is under way. */
  busy?: boolean;
  children: ReactNode;
}

export function ModalDialog({ labelledBy, describedBy, className, onClose, busy, children }: ModalDialogProps) {
  const dialog = useModalDialog(true, onClose);
  return (
    <dialog {...dialog} className={className} aria-labelledby={labelledBy} aria-describedby={describedBy} aria-busy={busy || undefined}>
      {children}
    </dialog>
  );
}

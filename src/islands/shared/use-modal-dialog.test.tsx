// @vitest-environment happy-dom
// The islands' one modal dialog: shown while wanted, Escape and the backdrop ask to close (content
// does not), focus goes back to whatever opened it, one without onClose cannot be dismissed, and a
// close the browser makes on its own is reported.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useModalDialog } from './use-modal-dialog.ts';
import { quietIslandEnvironment } from '../test-support/island-test.ts';

quietIslandEnvironment();

function Search({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  const dialog = useModalDialog(open, dismissible ? () => setOpen(false) : undefined);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Search</button>
      <dialog {...dialog} aria-label="Search markets"><p>Results</p></dialog>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Search' });
const dialog = () => screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
const cancel = () => act(() => void dialog().dispatchEvent(new Event('cancel', { cancelable: true })));

function openFromTrigger() {
  trigger().focus();
  act(() => void fireEvent.click(trigger()));
  expect(dialog().open).toBe(true);
}

describe('useModalDialog', () => {
  it('Escape closes it and focus returns to its opener', () => {
    render(<Search />);
    openFromTrigger();
    cancel();
    expect(dialog().open).toBe(false);
    expect(trigger()).toHaveFocus();
  });

  it('a press on the backdrop closes it; a press on its content does not', () => {
    render(<Search />);
    openFromTrigger();
    act(() => void fireEvent.click(screen.getByText('Results')));
    expect(dialog().open).toBe(true);
    act(() => void fireEvent.click(dialog()));
    expect(dialog().open).toBe(false);
  });

  it('without onClose neither Escape nor the backdrop dismiss it', () => {
    render(<Search dismissible={false} />);
    openFromTrigger();
    const event = new Event('cancel', { cancelable: true });
    act(() => void dialog().dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    act(() => void fireEvent.click(dialog()));
    expect(dialog().open).toBe(true);
  });

  it('a close the browser made by itself is reported, and the dialog opens again on the next press', () => {
    render(<Search />);
    openFromTrigger();
    act(() => {
      dialog().close();
      dialog().dispatchEvent(new Event('close'));
    });
    openFromTrigger();
  });

  it('unmounting an open dialog closes it and returns focus', () => {
    const onClose = vi.fn();
    function Mounted() {
      const props = useModalDialog(true, onClose);
      return <dialog {...props} aria-label="Settings" />;
    }
    function Page() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setShown((value) => !value)}>Settings</button>
          {shown && <Mounted />}
        </>
      );
    }
    render(<Page />);
    const button = screen.getByRole('button', { name: 'Settings' });
    button.focus();
    act(() => void fireEvent.click(button));
    expect(screen.getByRole('dialog')).toHaveProperty('open', true);
    act(() => void fireEvent.click(button));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
  });
});

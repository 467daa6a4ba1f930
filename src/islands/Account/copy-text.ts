// Copies the UID: the async clipboard API with SPEC 9's 500 ms timeout, then the legacy copy command
// (for pages where the clipboard permission is not granted). Resolves whether it worked.
export const CLIPBOARD_TIMEOUT_MS = 500;

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('clipboard timeout')), ms);
    promise.then(
      () => { clearTimeout(timer); resolve(); },
      (error: unknown) => { clearTimeout(timer); reject(error instanceof Error ? error : new Error(String(error))); },
    );
  });
}

function legacyCopy(text: string): boolean {
  // Selecting the buffer moves focus; it goes back to where the person was.
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = 'account-copy-buffer';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus();
  }
}

export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await withTimeout(navigator.clipboard.writeText(text), CLIPBOARD_TIMEOUT_MS);
    return true;
  } catch {
    return legacyCopy(text);
  }
}

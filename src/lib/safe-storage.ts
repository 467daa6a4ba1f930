// Web storage that may be blocked or full (private modes, quotas, policies): a read that fails is
// nothing stored, a write that fails is not kept. One copy for the chrome's early code.
export type StorageArea = 'localStorage' | 'sessionStorage';

export function readStored(area: StorageArea, key: string): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

export function store(area: StorageArea, key: string, value: string): void {
  try {
    window[area].setItem(key, value);
  } catch {
    // Not kept: the page still applies it now.
  }
}

// A store's value that first renders as the server's default (so hydration matches the static
// HTML exactly) and switches to the browser's value right after hydration.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';

export function useClientValue<Value>(store: ReadableAtom<Value>, serverValue: Value): Value {
  const value = useStore(store);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? value : serverValue;
}

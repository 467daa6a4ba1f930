// The one component around every island, on the server and in the browser alike (so the tree React
// hydrates is the tree it rendered): it tells the loader when React owns the markup.
import { useEffect, type ReactNode } from 'react';

export function Hydrated({ onHydrated, children }: { onHydrated?: () => void; children?: ReactNode }): ReactNode {
  useEffect(() => onHydrated?.(), []);
  return children;
}

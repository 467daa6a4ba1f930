// Whether an element is on screen: the Trade menu's panel is display: none while its menu is closed,
// and its list's prices refresh only while it shows (issue 39).
import { useEffect, useState, type RefObject } from 'react';

export function useShown(ref: RefObject<HTMLElement | null>): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setShown(entries[entries.length - 1]!.isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return shown;
}

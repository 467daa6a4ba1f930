// A price that flashes when a refresh changes it (issue 39): a moment's tint in the rise colour
// when it went up, the fall colour when down (the list's --trend-up and --trend-down, which follow
// the person's rise colour). Colour only: the price keeps its place and size (tabular digits).
import { useState } from 'react';
import './live-price.css';

interface LivePriceProps {
  /** The price as delivered, compared with the last one shown. */
  price: string;
  /** The price as shown (formatted for the language). */
  text: string;
  className: string;
}

export function LivePrice({ price, text, className }: LivePriceProps) {
  const [seen, setSeen] = useState<{ price: string; flash?: 'up' | 'down'; count: number }>({ price, count: 0 });
  if (seen.price !== price) setSeen({ price, flash: Number(price) >= Number(seen.price) ? 'up' : 'down', count: seen.count + 1 });
  // A new key per change starts the flash again, however soon the next change comes.
  return <bdi key={seen.count} dir="ltr" className={`${className} live-price`} data-flash={seen.flash}>{text}</bdi>;
}

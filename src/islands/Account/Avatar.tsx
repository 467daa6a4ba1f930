// The user's picture, or their initials when there is none, the URL is not http(s), or it fails to load.
import { useState } from 'react';

export function Avatar({ url, initials, size }: { url: string | null; initials: string; size: 'small' | 'large' }) {
  const [broken, setBroken] = useState(false);
  return (
    <span className={`account-avatar account-avatar-${size}`} aria-hidden="true">
      {url && !broken ? <img src={url} alt="" referrerPolicy="no-referrer" onError={() => setBroken(true)} /> : initials}
    </span>
  );
}

// The user's picture, or their initials when there is none, the URL is not http(s), or it fails to
// load; a person's outline when not even the initials are known (user info could not be loaded).
import { useState } from 'react';
import { Icon } from './icons.tsx';

export function Avatar({ url, initials, size }: { url: string | null; initials: string; size: 'small' | 'large' }) {
  const [broken, setBroken] = useState(false);
  return (
    <span className={`account-avatar account-avatar-${size}`} aria-hidden="true">
      {url && !broken ? <img src={url} alt="" referrerPolicy="no-referrer" onError={() => setBroken(true)} /> : initials || <Icon name="person" size={size === 'small' ? 18 : 24} />}
    </span>
  );
}

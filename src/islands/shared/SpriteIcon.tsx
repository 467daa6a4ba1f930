// An icon of the page's sprite (src/components/header/IconSprite.astro, in every header), drawn by
// reference instead of a copy of its path in each island. Decorative: the control names itself.
import type { IconName } from '../../navigation/icons.ts';

export function SpriteIcon({ name, size, className = 'ui-icon' }: { name: IconName; size: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`#nav-icon-${name}`} />
    </svg>
  );
}

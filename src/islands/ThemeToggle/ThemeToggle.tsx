// The theme toggle (SPEC 4, 9): a toggle button, pressed while the dark theme shows. It stores
// is_change_skin ('0' light, '2' dark); the head script applies that before the next first paint.
// Its icon (moon in light, sun in dark) follows <html> by CSS, so it is right before hydration.
import { $preferences, toggleTheme } from '../../stores/preferences.ts';
import { useClientValue } from '../shared/use-client-value.ts';
import './theme-toggle.css';
import { SpriteIcon } from '../shared/SpriteIcon.tsx';

interface ThemeToggleProps {
  label: string;
  variant: 'icon' | 'text';
  className: string;
  track: string;
}

export default function ThemeToggle({ label, variant, className, track }: ThemeToggleProps) {
  // The server cannot know the theme: it renders "not pressed" and the browser corrects it on hydration.
  const { theme } = useClientValue($preferences, { ...$preferences.get(), theme: '0' });
  return (
    <button
      type="button"
      className={className}
      aria-pressed={theme === '2'}
      aria-label={variant === 'icon' ? label : undefined}
      data-island="theme"
      data-feature="theme"
      data-track={track}
      onClick={toggleTheme}
    >
      {variant === 'icon' ? (
        <>
          <SpriteIcon name="moon" size={20} className="ui-icon theme-icon-moon" />
          <SpriteIcon name="sun" size={20} className="ui-icon theme-icon-sun" />
        </>
      ) : label}
    </button>
  );
}

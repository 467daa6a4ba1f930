// The theme toggle (SPEC 4, 9): a toggle button, pressed while the dark theme shows. It stores
// is_change_skin ('0' light, '2' dark); the head script applies that before the next first paint.
// Its icon (moon in light, sun in dark) follows <html> by CSS, so it is right before hydration.
import { $preferences, toggleTheme } from '../../stores/preferences.ts';
import { useClientValue } from '../shared/use-client-value.ts';
import './theme-toggle.css';

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
          <svg className="ui-icon theme-icon-moon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M20 14A8 8 0 0110 4a8 8 0 1010 10z" /></svg>
          <svg className="ui-icon theme-icon-sun" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M12 16a4 4 0 100-8 4 4 0 000 8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" /></svg>
        </>
      ) : label}
    </button>
  );
}

// Small stroke icons of the account area, drawn like the chrome's (24 px grid, currentColor).
const PATHS = {
  chevron: 'M6 9l6 6 6-6',
  arrow: 'M9 6l6 6-6 6',
  copy: 'M8 8h11v11H8zM5 16V5h11',
  warning: 'M12 3l10 18H2zM12 10v4M12 17h.01',
  success: 'M12 21a9 9 0 100-18 9 9 0 000 18zM8 12l3 3 5-6',
  progress: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2',
  error: 'M12 21a9 9 0 100-18 9 9 0 000 18zM9 9l6 6M15 9l-6 6',
  shield: 'M12 3l7 3v5c0 5-3 8-7 10-4-2-7-5-7-10V6z',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  person: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 15a3 3 0 100-6 3 3 0 000 6z',
  eyeOff: 'M3 3l18 18M10.6 5.1A10 10 0 0112 5c6 0 10 7 10 7a17 17 0 01-3.2 4M6.6 6.6C3.8 8.4 2 12 2 12s4 7 10 7a9.7 9.7 0 005.4-1.6M9.9 9.9a3 3 0 004.2 4.2',
} as const;

export type AccountIconName = keyof typeof PATHS;

export function Icon({ name, size = 16, className }: { name: AccountIconName; size?: number; className?: string }) {
  return (
    <svg className={`ui-icon account-icon${className ? ` ${className}` : ''}`} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}

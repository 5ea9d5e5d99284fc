import { useSyncExternalStore } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { MonitorIcon, MoonIcon, SunIcon } from '../../ui/icons';
import { onThemeChange, setThemeChoice, themeChoice, type ThemeChoice } from './theme';

const OPTIONS: ReadonlyArray<{ choice: ThemeChoice; label: string; Icon: typeof SunIcon }> = [
  { choice: 'light', label: 'Light', Icon: SunIcon },
  { choice: 'dark', label: 'Dark', Icon: MoonIcon },
  { choice: 'system', label: 'System', Icon: MonitorIcon },
];

export const useThemeChoice = (): ThemeChoice =>
  useSyncExternalStore(onThemeChange, themeChoice, themeChoice);

/** The user menu's Light / Dark / System choice (three buttons, the chosen one pressed). */
export function ThemeMenu() {
  const choice = useThemeChoice();
  return (
    <div role="group" aria-labelledby="ea-theme-heading">
      <Dropdown.Header id="ea-theme-heading">Theme</Dropdown.Header>
      {OPTIONS.map(({ choice: option, label, Icon }) => (
        <Dropdown.Item
          key={option}
          as="button"
          aria-pressed={choice === option}
          active={choice === option}
          className="d-flex align-items-center gap-2"
          onClick={() => setThemeChoice(option)}
        >
          <Icon /> {label}
        </Dropdown.Item>
      ))}
    </div>
  );
}

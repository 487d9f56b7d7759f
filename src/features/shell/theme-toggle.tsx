// The colour-mode switch (the skin's theme: "whether players may toggle"): only on skins that allow
// it, through the core's preference (kept in local storage, applied to <html data-theme>).
import { useTranslation } from '../../lib/i18n/use-translation';
import { useThemeMode } from '../preferences/use-theme-mode';
import { IconButton } from './components/icon-button';
import { ModeIcon } from './components/shell-icons';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { mode, canToggle, toggle } = useThemeMode();
  if (!canToggle) return null;
  // The name says what the button does now; aria-pressed says whether the light mode is on.
  return (
    <IconButton
      label={`${t('header.theme')}: ${t(mode === 'dark' ? 'header.themeDark' : 'header.themeLight')}`}
      aria-pressed={mode === 'light'}
      onClick={toggle}
      data-theme-toggle=""
    >
      <ModeIcon />
    </IconButton>
  );
}

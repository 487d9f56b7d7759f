// The colour mode (the skin's theme: default mode, toggle). index.html inlines
// both modes' variables and marks <html data-theme> with the skin's default; a player's own choice
// is kept in local storage only where the skin lets players toggle, and applied before the first
// render.
import { create } from 'zustand';
import { offeredModes, type Theme, type ThemeMode } from '../../../engine';

export const THEME_STORAGE_KEY = 'themeMode';

export function initialThemeMode(
  theme: Pick<Theme, 'defaultMode' | 'allowToggle'>,
  storage: Pick<Storage, 'getItem'>,
): ThemeMode {
  if (!theme.allowToggle) return theme.defaultMode;
  let stored: string | null = null;
  try {
    stored = storage.getItem(THEME_STORAGE_KEY);
  } catch {
    // Storage disabled: the default mode.
  }
  return offeredModes(theme).find((mode) => mode === stored) ?? theme.defaultMode;
}

export function applyThemeMode(
  mode: ThemeMode,
  root: HTMLElement = document.documentElement,
): void {
  root.dataset.theme = mode;
}

export const useThemeModeStore = create<{ mode: ThemeMode | null }>(() => ({ mode: null }));

/** Boot (boot.tsx): the mode to start in, on <html> before React renders anything. */
export function startThemeMode(
  theme: Pick<Theme, 'defaultMode' | 'allowToggle'>,
  storage: Pick<Storage, 'getItem'>,
): ThemeMode {
  const mode = initialThemeMode(theme, storage);
  applyThemeMode(mode);
  useThemeModeStore.setState({ mode });
  return mode;
}

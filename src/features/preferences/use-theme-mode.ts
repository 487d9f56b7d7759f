// The theme toggle's hook: the mode on screen, whether this skin lets players change it, and the
// change.
import { useCallback } from 'react';
import type { ThemeMode } from '../../../engine';
import { useFirstView } from '../../lib/browser/use-first-view';
import { useSkin } from '../../lib/skin/skin-context';
import { applyThemeMode, THEME_STORAGE_KEY, useThemeModeStore } from './theme-mode';

export interface ThemeModeControls {
  mode: ThemeMode;
  canToggle: boolean;
  setMode(mode: ThemeMode): void;
  toggle(): void;
}

export function useThemeMode(): ThemeModeControls {
  const { theme } = useSkin();
  // The skin's default while the page draws the build's first view, which is rendered in it (the
  // page's colours follow <html data-theme> at once all the same).
  const stored = useThemeModeStore((state) => state.mode ?? theme.defaultMode);
  const mode = useFirstView() ? theme.defaultMode : stored;
  const canToggle = theme.allowToggle;

  const setMode = useCallback(
    (next: ThemeMode) => {
      if (!canToggle) return;
      applyThemeMode(next);
      useThemeModeStore.setState({ mode: next });
      try {
        window.localStorage.setItem(THEME_STORAGE_KEY, next);
      } catch {
        // Storage disabled: the mode holds for this page only.
      }
    },
    [canToggle],
  );
  const toggle = useCallback(() => setMode(mode === 'dark' ? 'light' : 'dark'), [mode, setMode]);
  return { mode, canToggle, setMode, toggle };
}

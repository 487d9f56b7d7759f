// The shell's stored choices (src/features/shell/shell-preferences.ts) reach the page right after
// the store starts as the build's first view draws the shell (neither choice made): React hydrates
// that view with the store's initial state.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.resetModules();
});

describe('the shell’s stored choices', () => {
  it('come after a first state with neither, which the first view’s hydration reads', async () => {
    window.localStorage.setItem('sideMenuCollapsed', '1');
    window.localStorage.setItem('balanceHidden', '1');
    vi.resetModules();
    const { useShellPreferences } = await import('../../../src/features/shell/shell-preferences');
    expect(useShellPreferences.getInitialState()).toMatchObject({
      sideMenuCollapsed: false,
      balanceHidden: false,
    });
    expect(useShellPreferences.getState()).toMatchObject({
      sideMenuCollapsed: true,
      balanceHidden: true,
    });
  });
});

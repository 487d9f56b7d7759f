// Language (spec 000 §4, §9: hisLang and lang; the default stored when none is; the server told
// when logged in; games and announcements reloaded) and the colour mode (kept only where the skin
// allows).
import { act, renderHook, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ResolvedSkin } from '../../engine';
import { decideSiteSkin } from '../../src/features/boot/effective-merge';
import { onLanguageChange } from '../../src/features/preferences/language-events';
import { storedLanguage } from '../../src/features/preferences/language-storage';
import {
  initialThemeMode,
  startThemeMode,
  useThemeModeStore,
} from '../../src/features/preferences/theme-mode';
import { useLanguage } from '../../src/features/preferences/use-language';
import { useThemeMode } from '../../src/features/preferences/use-theme-mode';
import { SiteSkinProvider } from '../../src/lib/skin/skin-context';
import { minimalSkin, resolvedSkin } from '../engine/memory-skins';
import { envelope, gatewayHarness } from './support/gateway-harness';

let skin: ResolvedSkin;

beforeAll(async () => {
  skin = await resolvedSkin({
    ...minimalSkin('prefs-test', 'MC1001'),
    locales: { default: 'pt', supported: ['pt', 'en'] },
    theme: { defaultMode: 'dark', allowToggle: true },
  });
});

afterEach(async () => {
  await i18next.changeLanguage('en');
  useThemeModeStore.setState({ mode: null });
});

describe('the stored language', () => {
  it('is read from hisLang, then lang', () => {
    localStorage.setItem('lang', 'en');
    expect(storedLanguage({ default: 'pt', supported: ['pt', 'en'] }, localStorage)).toBe('en');
    localStorage.setItem('hisLang', 'pt');
    expect(storedLanguage({ default: 'pt', supported: ['pt', 'en'] }, localStorage)).toBe('pt');
  });

  it('is the skin’s default, stored under both keys, when none or an unoffered one is stored', () => {
    localStorage.setItem('hisLang', 'zh');
    expect(storedLanguage({ default: 'pt', supported: ['pt'] }, localStorage)).toBe('pt');
    expect([localStorage.getItem('hisLang'), localStorage.getItem('lang')]).toEqual(['pt', 'pt']);
  });
});

describe('changing the language', () => {
  function setUp(token: string | null) {
    const harness = gatewayHarness({ token });
    harness.fetch.mockResolvedValue(envelope(200, { success: true, value: { language: 'pt' } }));
    return { harness };
  }

  it('stores it, switches the page, tells the server when logged in, and announces it', async () => {
    const { harness } = setUp('live-token');
    const heard = vi.fn();
    const stop = onLanguageChange(heard);
    const invalidate = vi.spyOn(harness.queryClient, 'invalidateQueries');
    const { result } = renderHook(() => useLanguage(), { wrapper: wrapperFor(harness) });
    expect(result.current.language).toBe('en');
    await act(() => result.current.changeLanguage('pt'));
    expect(i18next.language).toBe('pt');
    expect(document.documentElement.lang).toBe('pt');
    expect([localStorage.getItem('hisLang'), localStorage.getItem('lang')]).toEqual(['pt', 'pt']);
    await waitFor(() => expect(harness.fetch).toHaveBeenCalled());
    const [url, init] = harness.fetch.mock.calls[0]!;
    expect([String(url), init?.body]).toEqual([
      'https://gateway.test/wps/member/language',
      JSON.stringify({ language: 'pt' }),
    ]);
    expect(heard).toHaveBeenCalledWith('pt');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['gateway'] });
    stop();
  });

  it('does not tell the server for a visitor, and ignores a language the skin does not offer', async () => {
    const { harness } = setUp(null);
    const { result } = renderHook(() => useLanguage(), { wrapper: wrapperFor(harness) });
    await act(() => result.current.changeLanguage('pt'));
    await act(() => result.current.changeLanguage('xx' as 'pt'));
    expect(i18next.language).toBe('pt');
    expect(harness.fetch).not.toHaveBeenCalled();
  });
});

function wrapperFor(harness: ReturnType<typeof gatewayHarness>) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <SiteSkinProvider skin={decideSiteSkin(skin)}>
        <I18nextProvider i18n={i18next}>{harness.wrap(children)}</I18nextProvider>
      </SiteSkinProvider>
    );
  };
}

describe('the colour mode', () => {
  it('starts in the player’s stored mode where the skin lets players toggle, else in the skin’s', () => {
    localStorage.setItem('themeMode', 'light');
    expect(initialThemeMode({ defaultMode: 'dark', allowToggle: true }, localStorage)).toBe(
      'light',
    );
    expect(initialThemeMode({ defaultMode: 'dark', allowToggle: false }, localStorage)).toBe(
      'dark',
    );
    localStorage.setItem('themeMode', 'sepia');
    expect(initialThemeMode({ defaultMode: 'dark', allowToggle: true }, localStorage)).toBe('dark');
  });

  it('toggles <html data-theme> and remembers the choice', () => {
    startThemeMode(skin.theme, localStorage);
    const { result } = renderHook(() => useThemeMode(), {
      wrapper: ({ children }) => (
        <SiteSkinProvider skin={decideSiteSkin(skin)}>{children}</SiteSkinProvider>
      ),
    });
    expect([result.current.mode, document.documentElement.dataset.theme]).toEqual(['dark', 'dark']);
    act(() => result.current.toggle());
    expect([
      result.current.mode,
      document.documentElement.dataset.theme,
      localStorage.getItem('themeMode'),
    ]).toEqual(['light', 'light', 'light']);
  });

  it('does not change or store anything where the skin offers one mode', () => {
    const fixed = { ...skin, theme: { ...skin.theme, allowToggle: false } };
    startThemeMode(fixed.theme, localStorage);
    const { result } = renderHook(() => useThemeMode(), {
      wrapper: ({ children }) => (
        <SiteSkinProvider skin={decideSiteSkin(fixed)}>{children}</SiteSkinProvider>
      ),
    });
    act(() => result.current.toggle());
    expect([
      result.current.canToggle,
      result.current.mode,
      localStorage.getItem('themeMode'),
    ]).toEqual([false, 'dark', null]);
  });
});

// The editor speaks Portuguese or English (its own words: the schema's descriptions are the
// schema's). The choice is kept in the browser; the first visit follows the browser's language.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { interpolate, type MessageParams } from '../../engine';
import { en, type StudioTextKey } from './en';
import { pt } from './pt';

export type StudioLanguage = 'pt' | 'en';
export const STUDIO_LANGUAGES: readonly StudioLanguage[] = ['pt', 'en'];
const TEXTS: Record<StudioLanguage, Record<StudioTextKey, string>> = { pt, en };
const STORAGE_KEY = 'skinforge-studio-language';

export type Translate = (key: StudioTextKey, params?: MessageParams) => string;

interface StudioTexts {
  language: StudioLanguage;
  setLanguage(language: StudioLanguage): void;
  t: Translate;
}

const TextsContext = createContext<StudioTexts | null>(null);

function firstLanguage(): StudioLanguage {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (stored === 'pt' || stored === 'en') return stored;
  } catch {
    // Storage refused: follow the browser.
  }
  return navigator.language.toLowerCase().startsWith('pt') ? 'pt' : 'en';
}

export function StudioTextsProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState(firstLanguage);
  const value = useMemo<StudioTexts>(
    () => ({
      language,
      setLanguage: (next) => {
        setLanguageState(next);
        try {
          window.localStorage.setItem(STORAGE_KEY, next);
        } catch {
          // Kept for this visit only.
        }
      },
      t: (key, params) => interpolate(TEXTS[language][key], params ?? {}),
    }),
    [language],
  );
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return <TextsContext.Provider value={value}>{children}</TextsContext.Provider>;
}

export function useStudioTexts(): StudioTexts {
  const texts = useContext(TextsContext);
  if (!texts) {
    throw new Error('useStudioTexts() needs a <StudioTextsProvider> above it (studio/main.tsx).');
  }
  return texts;
}

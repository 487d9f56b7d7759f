// Component tests run in jsdom with the engine's English catalogue as the dictionary, so tests find
// elements by the words a player reads; the page's i18n instance is the same one (apiErrorMessage's
// default). Rendered trees are unmounted and storage emptied after each test. jest-dom's matchers
// (toBeVisible, toHaveTextContent…) let a test say what it expects of an element it found.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import { CATALOGUE } from '../../engine';
import { setCurrentI18n } from '../../src/lib/i18n/current-i18n';

await i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: CATALOGUE.en }, pt: { translation: CATALOGUE.pt } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});
setCurrentI18n(i18next);

// jsdom has no layout: scrolling is a no-op here (the modal's scroll lock and the router call it).
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

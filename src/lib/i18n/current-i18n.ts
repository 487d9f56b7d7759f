// The page's i18n instance, for code that runs outside React (an error text in an event handler,
// the gateway client's X-Language). createI18n registers the instance it makes; components use
// useTranslation() (./use-translation.ts) instead.
import type { i18n as I18n } from 'i18next';

let current: I18n | null = null;

export function setCurrentI18n(instance: I18n): void {
  current = instance;
}

export function currentI18n(): I18n {
  if (!current) {
    throw new Error(
      'No i18n instance yet: boot.tsx creates it with createI18n() before the app renders.',
    );
  }
  return current;
}

// "The language changed" for the features that keep something per language outside React Query: the
// lobby flushes its vendor cache and reloads games, announcements are fetched again (spec 001 §4:
// "reloads vendors and games (vendor cache is flushed)"; spec 000 §4: announcements "re-fetched on
// language change"). Gateway queries are refetched by useLanguage itself.
import { useEffect, useRef } from 'react';
import type { Locale } from '../../../engine';

type LanguageListener = (language: Locale) => void;

const listeners = new Set<LanguageListener>();

/** Calls `listener` after each language change; returns the unsubscribe function. */
export function onLanguageChange(listener: LanguageListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitLanguageChange(language: Locale): void {
  for (const listener of [...listeners]) listener(language);
}

/** The same for a component, with the latest `listener` each time. */
export function useOnLanguageChange(listener: LanguageListener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => onLanguageChange((language) => latest.current(language)), []);
}

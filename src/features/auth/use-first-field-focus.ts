// Lazy modal bodies arrive after their frame has moved focus in (on the frame itself, as nothing
// focusable was there yet); once the form is on screen, focus goes on to its first field, so a
// keyboard player starts typing at once. Focus the player has moved elsewhere is left alone.
import { useCallback } from 'react';
import { firstFieldIn } from '../../components/focus-trap';

export function useFirstFieldFocus<T extends HTMLElement>(): (element: T | null) => void {
  return useCallback((element: T | null) => {
    if (!element) return;
    const dialog = element.closest('[role="dialog"]');
    if (!dialog) return;
    const active = document.activeElement;
    if (active !== dialog && active !== document.body && active !== null) return;
    firstFieldIn(element)?.focus();
  }, []);
}

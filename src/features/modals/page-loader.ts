// The page-wide loader (spec 000 §4: logout "shows a loader"; spec 000 §2: "After each navigation
// the loader is hidden"). Shown by a flow that is about to navigate; the app hides it after every
// navigation, so a flow cannot leave it on by mistake.
import { create } from 'zustand';

interface PageLoaderState {
  visible: boolean;
  show(): void;
  hide(): void;
}

export const usePageLoaderStore = create<PageLoaderState>((set) => ({
  visible: false,
  show: () => set({ visible: true }),
  hide: () => set({ visible: false }),
}));

export function usePageLoader(): Pick<PageLoaderState, 'show' | 'hide'> {
  const show = usePageLoaderStore((state) => state.show);
  const hide = usePageLoaderStore((state) => state.hide);
  return { show, hide };
}

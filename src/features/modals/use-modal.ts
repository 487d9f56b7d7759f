// Opening and closing modals from anywhere: `const { open, close } = useModal(); open('login')`.
// The names and their props are those of src/app/modal-registry.tsx. useModal() subscribes to
// nothing: the header, the home and every tile open modals, and a page that redrew whenever a
// modal came or went (the announcement popup as the home boots) would do it in one long task.
// The few that must know what is on screen ask useModalOnScreen().
import { useModalStore, type OpenModal } from './modal-store';
import type { ModalName, ModalOpenArgs } from './modal-types';

export interface ModalControls {
  open<Name extends ModalName>(name: Name, ...args: ModalOpenArgs<Name>): void;
  close(): void;
}

export function useModal(): ModalControls {
  const open = useModalStore((state) => state.open);
  const close = useModalStore((state) => state.close);
  return { open, close };
}

/** The modal on screen, if any: its reader redraws whenever one opens or closes. */
export function useModalOnScreen(): OpenModal | null {
  return useModalStore((state) => state.current);
}

/** For code outside React (an API error handler, a socket event). */
export const openModal: ModalControls['open'] = (name, ...args) =>
  useModalStore.getState().open(name, ...args);
export const closeModal = (): void => useModalStore.getState().close();

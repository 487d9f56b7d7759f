// Opening and closing modals from anywhere: `const { open, close } = useModal(); open('login')`.
// The names and their props are those of src/app/modal-registry.tsx.
import { useModalStore, type OpenModal } from './modal-store';
import type { ModalName, ModalOpenArgs } from './modal-types';

export interface ModalControls {
  /** The modal on screen, if any. */
  current: OpenModal | null;
  open<Name extends ModalName>(name: Name, ...args: ModalOpenArgs<Name>): void;
  close(): void;
}

export function useModal(): ModalControls {
  const current = useModalStore((state) => state.current);
  const open = useModalStore((state) => state.open);
  const close = useModalStore((state) => state.close);
  return { current, open, close };
}

/** For code outside React (an API error handler, a socket event). */
export const openModal: ModalControls['open'] = (name, ...args) =>
  useModalStore.getState().open(name, ...args);
export const closeModal = (): void => useModalStore.getState().close();

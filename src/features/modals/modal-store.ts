// Which modal is open. One at a time (spec 001 §9 and the spec's modal list): opening one replaces
// the one on screen, so a flow moves from login to forgot-password without stacking frames. A body
// that needs a message over itself (an SMS failure over the registration form, which must keep what
// was typed) renders an AlertDialog of its own instead. A store, not a route: a modal opens over
// whatever page the player is on and closing it leaves that page untouched.
import { create } from 'zustand';
import type { ModalName, ModalOpenArgs, ModalPropsByName } from './modal-types';

export interface OpenModal<Name extends ModalName = ModalName> {
  name: Name;
  props: ModalPropsByName[Name];
  /** Changes on every open, so opening the same modal again starts it afresh. */
  id: number;
}

interface ModalState {
  current: OpenModal | null;
  open<Name extends ModalName>(name: Name, ...args: ModalOpenArgs<Name>): void;
  close(): void;
}

let opened = 0;

export const useModalStore = create<ModalState>((set) => ({
  current: null,
  open: (name, ...[props]) => {
    opened += 1;
    set({
      current: {
        name,
        props: (props ?? {}) as ModalPropsByName[typeof name],
        id: opened,
      } as OpenModal,
    });
  },
  close: () => set({ current: null }),
}));

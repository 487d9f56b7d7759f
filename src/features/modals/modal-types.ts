// The names of the site's modals and the props each takes. The list is declared here empty and
// filled in by src/app/modal-registry.tsx (TypeScript declaration merging), which is where every
// modal body is registered, so `open('login')` is checked without this feature knowing the others.
import type { ComponentType } from 'react';
import type { MessageKey } from '../../../engine';
import type { ModalSize } from '../../components/modal-frame';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging.
export interface ModalPropsByName {}

export type ModalName = keyof ModalPropsByName;

/** What every modal body receives besides its own props. */
export interface ModalBodyProps {
  /** Closes this modal (the same as the frame's close button). */
  close: () => void;
}

export interface ModalEntry<Props> {
  /**
   * A lazy component (src/app/lazy/lazy-with-reload.ts), so modal code stays out of the home's
   * first load.
   */
  body: ComponentType<Props & ModalBodyProps>;
  /**
   * framed (default): the host draws a ModalFrame titled `title` around the body.
   * bare: the body draws its own (AlertDialog, ConfirmDialog, a full-screen game).
   */
  frame?: 'framed' | 'bare';
  title?: MessageKey | ((props: Props) => string);
  /** Spec 001 §9: closable by default; a forced password change is not. */
  closable?: boolean | ((props: Props) => boolean);
  size?: ModalSize;
}

export type ModalRegistry = { [Name in ModalName]: ModalEntry<ModalPropsByName[Name]> };

/** `open(name)` when the modal takes no props, `open(name, props)` when it does. */
export type ModalOpenArgs<Name extends ModalName> =
  Record<string, never> extends ModalPropsByName[Name]
    ? [props?: ModalPropsByName[Name]]
    : [props: ModalPropsByName[Name]];

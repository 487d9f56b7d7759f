// Lazy chunk: the open modal's frame and the registry of every modal body. Nothing is open on a
// first visit, so it loads once the page has painted (../app-shell.tsx), before a first click
// needs it.
import { ModalHost } from '../../features/modals/modal-host';
import { MODALS } from '../modal-registry';

export function ModalLayer() {
  return <ModalHost registry={MODALS} />;
}

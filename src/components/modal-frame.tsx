// The frame of every dialog (spec 001 §9 modal dialog): at least 200 × 200, a close button on by
// default, not closed by a click outside, not draggable, the body fixed while open, a 100 ms
// fade-in. Accessible as a modal dialog: aria-modal, named by its title, focus moved in and kept in
// (./focus-trap.ts), Escape closes it when it may be closed, and focus goes back to what opened it.
// A `sheet` (a focused flow such as the deposit) is a centred dialog on a wide screen and, on a
// phone, a bottom sheet that takes the screen and slides up (not under reduced motion).
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { css, keyframes } from 'styled-components';
import { useTranslation } from '../lib/i18n/use-translation';
import { lockBodyScroll } from './body-scroll-lock';
import { firstFieldIn, focusableIn, trapFocus } from './focus-trap';

export type ModalSize = 'small' | 'medium' | 'large' | 'full' | 'sheet';

export interface ModalFrameProps {
  title: string;
  children: ReactNode;
  /** Called by the close button and Escape. */
  onClose?: () => void;
  /** Spec 001 §9: on by default. A forced password change is not closable. */
  closable?: boolean;
  size?: ModalSize;
  /** `alertdialog` for a message that needs an answer (AlertDialog, ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  /** The id of the text that describes the dialog (an alert's message). */
  describedBy?: string;
  /** Hide the title visually (it still names the dialog), e.g. a game's own frame shows it. */
  hideTitle?: boolean;
}

const WIDTHS: Record<ModalSize, string> = {
  small: '24rem',
  medium: '30rem',
  large: '52rem',
  full: '100vw',
  sheet: '32rem',
};

/** Where a sheet becomes a bottom sheet: the member centre's phone width. */
const PHONE = '(max-width: 47.99rem)';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const slideUp = keyframes`
  from { transform: translateY(2rem); }
  to { transform: none; }
`;

const sheetBackdrop = css`
  @media ${PHONE} {
    place-items: end stretch;
    padding: 0;
  }
`;

const sheetDialog = css`
  @media ${PHONE} {
    width: 100%;
    height: 100%;
    max-height: 100%;
    border-width: 0;
    border-radius: var(--skin-radius) var(--skin-radius) 0 0;
  }
  @media ${PHONE} and (prefers-reduced-motion: no-preference) {
    animation: ${slideUp} 160ms ease-out;
  }
`;

const Backdrop = styled.div<{ $size: ModalSize }>`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: grid;
  place-items: center;
  padding: 0.5rem;
  background: color-mix(in srgb, var(--skin-background) 75%, transparent);
  animation: ${fadeIn} 100ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  ${({ $size }) => $size === 'sheet' && sheetBackdrop}
`;

const Dialog = styled.div<{ $size: ModalSize }>`
  position: relative;
  display: grid;
  grid-template-rows: auto 1fr;
  width: min(${({ $size }) => WIDTHS[$size]}, 100%);
  min-width: min(200px, 100%);
  min-height: 200px;
  max-height: ${({ $size }) => ($size === 'full' ? '100%' : 'min(90vh, 100%)')};
  height: ${({ $size }) => ($size === 'full' ? '100%' : 'auto')};
  color: var(--skin-text);
  background: var(--skin-surface);
  border: 1px solid var(--skin-border);
  border-radius: var(--skin-radius);
  box-shadow: var(--skin-shadow-2);
  &:focus {
    outline: none;
  }
  ${({ $size }) => $size === 'sheet' && sheetDialog}
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.75rem 0.75rem 0.5rem 1.25rem;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  h2.hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;

const CloseButton = styled.button`
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  margin-inline-start: auto;
  padding: 0;
  /* The close mark at the spec's size (spec 001 §9: popup close 23 × 23). */
  font-size: var(--skin-icon-close-size);
  line-height: 1;
  color: var(--skin-text);
  background: transparent;
  border: 0;
  border-radius: var(--skin-radius);
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid var(--skin-text);
  }
`;

const Body = styled.div`
  overflow: auto;
  padding: 0 1.25rem 1.25rem;
`;

export function ModalFrame({
  title,
  children,
  onClose,
  closable = true,
  size = 'medium',
  role = 'dialog',
  describedBy,
  hideTitle = false,
}: ModalFrameProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  const closableRef = useRef(closable);
  useLayoutEffect(() => {
    closeRef.current = onClose;
    closableRef.current = closable;
  });

  // Before paint: remember the opener, move focus in, lock the page. Focus goes to an [autofocus]
  // or [data-autofocus] element, else the first field (a form under its tabs starts where the
  // player types), else the first control that is not the close button, else the dialog itself:
  // a body still loading then takes focus on to its first field when it comes
  // (src/features/auth/use-first-field-focus.ts), so where focus lands does not depend on whether
  // the body's chunk was already here. The lock comes last: it writes the page's styles, and
  // reading what can take focus after that would lay the whole page out a second time.
  useLayoutEffect(() => {
    const dialog = dialogRef.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = trapFocus(dialog);
    const preferred = dialog.querySelector<HTMLElement>('[autofocus], [data-autofocus]');
    (
      preferred ??
      firstFieldIn(dialog) ??
      focusableIn(dialog).find((element) => element.dataset.modalClose === undefined) ??
      dialog
    ).focus();
    const unlock = lockBodyScroll();
    return () => {
      release();
      unlock();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Listening from the layout phase too: a key pressed as soon as the dialog shows (before the
  // browser has painted it, or while a busy page holds React's passive effects back) closes it.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (
        event.key !== 'Escape' ||
        !dialog ||
        !(event.target instanceof Node) ||
        !dialog.contains(event.target)
      ) {
        return;
      }
      event.stopPropagation();
      if (closableRef.current) closeRef.current?.();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return createPortal(
    <Backdrop $size={size}>
      <Dialog
        ref={dialogRef}
        $size={size}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <Header>
          <h2 id={titleId} className={hideTitle ? 'hidden' : undefined}>
            {title}
          </h2>
          {closable && onClose && (
            <CloseButton
              type="button"
              aria-label={t('common.close')}
              data-modal-close=""
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </CloseButton>
          )}
        </Header>
        <Body>{children}</Body>
      </Dialog>
    </Backdrop>,
    document.body,
  );
}

// /login and /register render the home lobby with the login or registration pop-up open on load
// (spec 000 §2). This is the minimal dialog the auth feature replaces with the real forms; it already
// has what the shell relies on: role="dialog", an accessible name, Escape and a close button that
// return to the home path.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { HomePage } from './home-page';

const Dialog = styled.div`
  position: fixed;
  inset: 10vh auto auto 50%;
  transform: translateX(-50%);
  width: min(28rem, 92vw);
  padding: 1.5rem;
  background: var(--skin-surface-raised);
  color: var(--skin-text);
  border: 1px solid var(--skin-border);
  border-radius: var(--skin-radius);
  z-index: 10;
`;

export type AuthDialogMode = 'login' | 'register';

export function AuthDialogPage({ mode }: { mode: AuthDialogMode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const close = () => navigate('/', { replace: true });

  useEffect(() => {
    dialogRef.current?.focus();
  }, [mode]);

  return (
    <>
      <HomePage />
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => event.key === 'Escape' && close()}
      >
        <h2 id={titleId}>{t(mode === 'login' ? 'login.title' : 'register.title')}</h2>
        <button type="button" onClick={close}>
          {t('common.close')}
        </button>
      </Dialog>
    </>
  );
}

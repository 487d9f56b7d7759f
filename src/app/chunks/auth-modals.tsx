// Lazy chunk: the account modals (spec 000 §2: login, registration, forgot password, change
// password). Placeholders until src/features/auth/ lands; then ../lazy/lazy-chunks.ts points at the
// feature's bodies and this file goes. The frame (title, close button, focus) is the modal host's.
import { useTranslation } from 'react-i18next';
import type { ModalBodyProps } from '../../features/modals/modal-types';

function Placeholder({ textKey }: { textKey: string }) {
  const { t } = useTranslation();
  return <p>{t(textKey)}</p>;
}

export function LoginModal(_: ModalBodyProps) {
  return <Placeholder textKey="login.noAccount" />;
}

export function RegisterModal(_: ModalBodyProps) {
  return <Placeholder textKey="register.haveAccount" />;
}

export function ForgotPasswordModal(_: ModalBodyProps) {
  return <Placeholder textKey="forgot.title" />;
}

export function ChangePasswordModal(_: ModalBodyProps) {
  return <Placeholder textKey="changePassword.title" />;
}

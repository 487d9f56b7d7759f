// The account modals' bodies, one lazy chunk (src/app/lazy/lazy-modals.ts →
// src/app/modal-registry.tsx).
export { LoginModal } from './login-modal';
export { RegisterModal } from './register-modal';
export { ForgotPasswordModal } from './forgot-password-modal';
export { ChangePasswordModal, type ChangePasswordModalProps } from './change-password-modal';

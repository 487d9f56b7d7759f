// The auth feature's small public face, safe for the home's first load: the protected-action guard.
// The modal bodies (./modals.ts) and the login form (./login-form.tsx) are lazy and reached from
// src/app/lazy/lazy-chunks.ts and src/app/chunks/ only.
export { useRequireRealAccount } from './use-require-real-account';
export type { ChangePasswordModalProps } from './change-password-modal';

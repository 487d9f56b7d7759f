// The auth feature's small public face, safe for the home's first load (the protected-action guard,
// useRequireRealAccount, is the session core's: src/features/session).
// The modal bodies (./modals.ts) and the login form (./login-form.tsx) are lazy and reached from
// src/app/lazy/lazy-modals.ts and src/app/chunks/ only.
export type { ChangePasswordModalProps } from './change-password-modal';

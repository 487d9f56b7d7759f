// Lazy chunk: the account modals (spec 000 §2: login, registration, forgot password, change
// password), src/features/auth. The frame (title, close button, focus) is the modal host's.
export {
  ChangePasswordModal,
  ForgotPasswordModal,
  LoginModal,
  RegisterModal,
} from '../../features/auth/modals';

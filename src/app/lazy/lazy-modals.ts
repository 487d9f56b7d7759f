// The modal bodies (registered in ../modal-registry.tsx): part of the modal layer's chunk, which
// shows them, so the boot does not carry their loaders. A flow's modals share a chunk: a player who
// opens login often goes on to register or forgot-password.
import { chunkParts, lazyWithReload } from './lazy-with-reload';

const authModals = chunkParts('auth-modals', () => import('../chunks/auth-modals'));
export const LazyLoginModal = authModals('LoginModal');
export const LazyRegisterModal = authModals('RegisterModal');
export const LazyForgotPasswordModal = authModals('ForgotPasswordModal');
export const LazyChangePasswordModal = authModals('ChangePasswordModal');

const announcementModals = chunkParts(
  'announcements',
  () => import('../chunks/announcement-modals'),
);
export const LazyAnnouncementModal = announcementModals('AnnouncementModal');
export const LazyNoticeModal = announcementModals('NoticeModal');

export const LazyVassalageModal = lazyWithReload('vassalage', () =>
  import('../../features/game-launch/sub-games-modal').then((m) => m.SubGamesModal),
);
export const LazyGameMaintenanceModal = lazyWithReload('game-maintenance', () =>
  import('../../features/game-launch/game-maintenance-modal').then((m) => m.GameMaintenanceModal),
);
export const LazyGamePopup = lazyWithReload('game-popup', () =>
  import('../../features/game-launch/game-popup').then((m) => m.GamePopup),
);
// The deposit sheet (the header, the tab bar and the deposit page open it).
export const LazyDepositSheet = lazyWithReload('deposit-sheet', () =>
  import('../../features/member/deposit/deposit-sheet').then((m) => m.DepositSheet),
);
export const LazyAlertModal = lazyWithReload('dialogs', () =>
  import('../../features/modals/alert-modal').then((m) => m.AlertModal),
);
export const LazyLogoutConfirmModal = lazyWithReload('dialogs', () =>
  import('../../features/session/logout-confirm-modal').then((m) => m.LogoutConfirmModal),
);
export const LazyTrialNoticeModal = lazyWithReload('dialogs', () =>
  import('../../features/session/trial-notice-modal').then((m) => m.TrialNoticeModal),
);
export const LazyHelpModal = lazyWithReload('help-modal', () =>
  import('../../features/shell/help-modal').then((m) => m.HelpModal),
);
export const LazyChatRoomModal = lazyWithReload('chat-room-modal', () =>
  import('../../features/shell/chat-room-modal').then((m) => m.ChatRoomModal),
);
export const LazyRealityCheckModal = lazyWithReload('reality-check', () =>
  import('../../features/responsible-gaming/reality-check-modal').then((m) => m.RealityCheckModal),
);
export const LazyContractDialog = lazyWithReload('contract-dialog', () =>
  import('../../features/agent/contract-dialog').then((m) => m.ContractDialog),
);

// Every modal of the site, by name, with the props it takes (spec 000 §2 "Modals", spec 001 §2).
// Features open them with useModal().open(name, props) (src/features/modals) and never import each
// other's bodies: a feature that adds a modal adds its name and props to ModalPropsByName below and
// its lazy body to MODALS (the typecheck fails until both are there).
import type { ChangePasswordModalProps } from '../features/auth';
import type {
  GameMaintenanceModalProps,
  LaunchedGame,
  SubGamesModalProps,
} from '../features/game-launch';
import type { AlertModalProps } from '../features/modals/alert-modal';
import type { ModalRegistry } from '../features/modals/modal-types';
import type { RealityCheckModalProps } from '../features/responsible-gaming/reality-check-modal';
import type { LogoutConfirmProps } from '../features/session/logout-confirm-modal';
import type { HelpModalProps } from '../features/shell/help-modal';
import {
  LazyAlertModal,
  LazyAnnouncementModal,
  LazyChangePasswordModal,
  LazyChatRoomModal,
  LazyContractDialog,
  LazyDepositSheet,
  LazyForgotPasswordModal,
  LazyGameMaintenanceModal,
  LazyGamePopup,
  LazyHelpModal,
  LazyLoginModal,
  LazyLogoutConfirmModal,
  LazyNoticeModal,
  LazyRealityCheckModal,
  LazyRegisterModal,
  LazyTrialNoticeModal,
  LazyVassalageModal,
} from './lazy/lazy-modals';

type NoProps = Record<string, never>;

declare module '../features/modals/modal-types' {
  interface ModalPropsByName {
    login: NoProps;
    register: NoProps;
    forgotPassword: NoProps;
    /**
     * forced: after login with the default or an expired password (spec 000 §4); then not closable.
     */
    changePassword: ChangePasswordModalProps;
    announcement: NoProps;
    /**
     * index: the notice to show first (spec 001 §2: a marquee click opens "the notice popup at that
     * index").
     */
    notice: { index?: number };
    trialNotice: NoProps;
    /** Opened by useLogout (src/features/session/use-logout.ts), which waits for the answer. */
    logoutConfirm: LogoutConfirmProps;
    alert: AlertModalProps;
    /** A VASSALAGE game's sub-games (spec 001 §2). */
    vassalage: SubGamesModalProps;
    gamePopup: { game: LaunchedGame };
    /** The game-maintenance page: the vendor is down; other games are recommended (spec 001 §2). */
    gameMaintenance: GameMaintenanceModalProps;
    /** The help centre as a modal, on the section `tag` names (spec 000 §2 "Modals"). */
    help: HelpModalProps;
    /** The chat room: the gateway's chat models, the chosen one in the service window. */
    chatRoom: NoProps;
    /** The reality check: the session's minutes and net result (gateway README "Responsible gambling"). */
    realityCheck: RealityCheckModalProps;
    /**
     * The contract dialog (spec 000 §2, logged-in only): the offers and termination requests that
     * wait for an answer, and the agent's contracts.
     */
    contracts: NoProps;
    /**
     * The deposit as one focused sheet (spec 000 §2 depositv2): amount and channel, then the order
     * with its PIX QR code.
     */
    deposit: NoProps;
  }
}

export const MODALS: ModalRegistry = {
  login: { body: LazyLoginModal, title: 'login.title', size: 'large' },
  register: { body: LazyRegisterModal, title: 'register.title', size: 'large' },
  forgotPassword: { body: LazyForgotPasswordModal, title: 'forgot.title', size: 'large' },
  changePassword: {
    body: LazyChangePasswordModal,
    title: 'changePassword.title',
    closable: (props) => !props.forced,
  },
  announcement: { body: LazyAnnouncementModal, title: 'announcement.title', size: 'large' },
  notice: { body: LazyNoticeModal, title: 'announcement.notices', size: 'large' },
  trialNotice: { body: LazyTrialNoticeModal, frame: 'bare' },
  logoutConfirm: { body: LazyLogoutConfirmModal, frame: 'bare' },
  alert: { body: LazyAlertModal, frame: 'bare' },
  vassalage: { body: LazyVassalageModal, title: (props) => props.title, size: 'large' },
  gamePopup: { body: LazyGamePopup, title: (props) => props.game.title, size: 'full' },
  gameMaintenance: {
    body: LazyGameMaintenanceModal,
    title: 'gameMaintenance.title',
    size: 'large',
  },
  help: { body: LazyHelpModal, title: 'help.title', size: 'large' },
  chatRoom: { body: LazyChatRoomModal, title: 'chat.title' },
  realityCheck: { body: LazyRealityCheckModal, frame: 'bare', closable: false },
  // Bare: the dialog swaps its frame for the lower-rate warning before an accept.
  contracts: { body: LazyContractDialog, frame: 'bare' },
  // Bare: the sheet's own frame goes to the deposit page on closing after an order.
  deposit: { body: LazyDepositSheet, frame: 'bare' },
};

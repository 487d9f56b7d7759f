// Every lazily loaded part of the runtime, in one place: what a home visit does not need stays out of
// the initial JavaScript (DESIGN.md, build output; tests/build checks it). When a feature lands in
// src/features/<name>/, point its entry here at the feature and delete the placeholder in ../chunks/.
import { lazyWithReload } from './lazy-with-reload';

export const LazyMemberCentre = lazyWithReload('member-centre', () => import('../chunks/member-centre').then((m) => m.MemberCentre));
export const LazyAgentLogin = lazyWithReload('agent-area', () => import('../chunks/agent-area').then((m) => m.AgentLogin));
export const LazyAgentCentre = lazyWithReload('agent-area', () => import('../chunks/agent-area').then((m) => m.AgentCentre));
export const LazyPointsMall = lazyWithReload('points-mall', () => import('../chunks/points-mall').then((m) => m.PointsMall));
export const LazyPromotions = lazyWithReload('promotions', () => import('../chunks/promotions').then((m) => m.Promotions));
export const LazyGamePopup = lazyWithReload('game-popup', () => import('../chunks/game-popup').then((m) => m.GamePopup));
export const LazyBannerSwiper = lazyWithReload('banner-swiper', () => import('../chunks/banner-swiper').then((m) => m.BannerSwiper));
export const LazyAppQrCode = lazyWithReload('app-qr-code', () => import('../chunks/app-qr-code').then((m) => m.AppQrCode));
export const LazyHelpPage = lazyWithReload('help', () => import('../../features/shell/help-page').then((m) => m.HelpPage));

// Modal bodies (registered in ../modal-registry.tsx). A flow's modals share a chunk: a player who
// opens login often goes on to register or forgot-password.
export const LazyLoginModal = lazyWithReload('auth-modals', () => import('../chunks/auth-modals').then((m) => m.LoginModal));
export const LazyRegisterModal = lazyWithReload('auth-modals', () => import('../chunks/auth-modals').then((m) => m.RegisterModal));
export const LazyForgotPasswordModal = lazyWithReload('auth-modals', () => import('../chunks/auth-modals').then((m) => m.ForgotPasswordModal));
export const LazyChangePasswordModal = lazyWithReload('auth-modals', () => import('../chunks/auth-modals').then((m) => m.ChangePasswordModal));
export const LazyAnnouncementModal = lazyWithReload('announcements', () => import('../chunks/announcement-modals').then((m) => m.AnnouncementModal));
export const LazyNoticeModal = lazyWithReload('announcements', () => import('../chunks/announcement-modals').then((m) => m.NoticeModal));
export const LazyVassalageModal = lazyWithReload('vassalage', () => import('../chunks/vassalage-modal').then((m) => m.VassalageModal));
export const LazyAlertModal = lazyWithReload('dialogs', () => import('../../features/modals/alert-modal').then((m) => m.AlertModal));
export const LazyLogoutConfirmModal = lazyWithReload('dialogs', () => import('../../features/session/logout-confirm-modal').then((m) => m.LogoutConfirmModal));
export const LazyTrialNoticeModal = lazyWithReload('dialogs', () => import('../../features/session/trial-notice-modal').then((m) => m.TrialNoticeModal));

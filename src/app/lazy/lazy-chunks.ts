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

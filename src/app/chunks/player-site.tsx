// Lazy chunk: the player site — its frame (header, top navigation, side menu), the home and the
// lobby's routes with their game actions. The app asks for it as it starts (../app.tsx), so it
// downloads beside the permission call that the site waits for anyway, and the initial JavaScript
// is the libraries and the boot. The build's first view loads it before it renders
// (src/prerender/render-first-view.tsx).
export { SiteLayout } from '../layouts/site-layout';
export { HomePage } from '../pages/home-page';
export { ModalRoutePage } from '../pages/modal-route-page';
export { GameCentreRoute, GameListRoute, LotteryRoute, SeamlessRoute } from '../lobby-game-actions';
export { prepareEntryPage } from '../lazy/lazy-site-parts';

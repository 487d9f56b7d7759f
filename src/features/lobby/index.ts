// The game lobby (spec 001 §2–§4): the home, the category, game-centre and account game pages, and
// the banner carousel (a lazy chunk the app passes to the home). The app provides the game actions
// (play, favourites) from the game-launch and favourites features.
export {
  GameActionsProvider,
  useGameActions,
  type GameActions,
  type PlayableGame,
} from './game-actions';
export { HomePage, type HomePageProps } from './home-page';
export type { CategoryLobbyProps } from './category-lobby';
export type { BannerSwiperProps } from './banner-slides';

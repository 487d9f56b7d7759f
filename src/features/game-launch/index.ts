// Launching games (spec 001 §2, §4, §6, §8): useLaunchGame() for every play button, and the bodies
// of the modals it opens (registered lazily in src/app/modal-registry.tsx).
export { useLaunchGame, type GameLauncher } from './use-launch-game';
export { gameTitle, type LaunchableGame } from './launch-target';
export type { LaunchedGame } from './game-popup';
export type { SubGamesModalProps } from './sub-games-modal';
export type { GameMaintenanceModalProps } from './game-maintenance-modal';

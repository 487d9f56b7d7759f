// Which game the popup shows. A store rather than a route: a game opens over whatever page the player
// is on (home, lobby, favourites) and closing it returns there untouched.
import { create } from 'zustand';

export interface LaunchedGame {
  title: string;
  /** The launch URL the gateway returned for the game. */
  url: string;
}

interface GamePopupState {
  game: LaunchedGame | null;
  open(game: LaunchedGame): void;
  close(): void;
}

export const useGamePopup = create<GamePopupState>((set) => ({
  game: null,
  open: (game) => set({ game }),
  close: () => set({ game: null }),
}));

// Lazy chunk: the `gamePopup` modal body, a game in an iframe over the page (spec 000 §2 modals).
// Whichever feature launches a game opens it: `open('gamePopup', { game })`. The lobby feature owns
// how a game is launched (the sandbox, the origins the gateway vouches for, issue 6).
import styled from 'styled-components';
import type { ModalBodyProps } from '../../features/modals/modal-types';

export interface LaunchedGame {
  title: string;
  /** The launch URL the gateway returned for the game. */
  url: string;
}

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 100%;
  min-height: 70vh;
  border: 0;
`;

export function GamePopup({ game }: { game: LaunchedGame } & ModalBodyProps) {
  return <Frame title={game.title} src={game.url} allow="fullscreen; autoplay" />;
}

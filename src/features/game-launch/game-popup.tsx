// The `gamePopup` modal body (lazy chunk): a launched game in an iframe over the page (spec 000 §2
// modals, spec 001 §2). The sandbox lets the game run scripts, forms, pointer lock and its own
// popups, and never lets it navigate the site's window (no allow-top-navigation). A game served
// from the site's own origin is framed without allow-same-origin: it then runs as an opaque origin
// and cannot reach into the site's storage or DOM; a game from a vouched CDN keeps its own origin.
import styled from 'styled-components';
import type { ModalBodyProps } from '../modals/modal-types';

export interface LaunchedGame {
  title: string;
  /**
   * The launch URL, already checked against the origins the gateway vouches for (engine
   * gameWindow).
   */
  url: string;
  sameOrigin: boolean;
}

const SANDBOX =
  'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-pointer-lock allow-orientation-lock';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 100%;
  min-height: 70vh;
  border: 0;
  background: var(--skin-background);
`;

export function GamePopup({ game }: { game: LaunchedGame } & ModalBodyProps) {
  return (
    <Frame
      title={game.title}
      src={game.url}
      sandbox={game.sameOrigin ? SANDBOX : `${SANDBOX} allow-same-origin`}
      allow="fullscreen; autoplay"
      referrerPolicy="no-referrer"
    />
  );
}

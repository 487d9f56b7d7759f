// Lazy chunk: the game popup, a game in an iframe over the page (spec 000 §2 modals). Opened through
// the game-popup store (../game-popup/game-popup-store.ts) by whichever feature launches a game.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LaunchedGame } from '../game-popup/game-popup-store';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  display: grid;
  place-items: center;
  background: color-mix(in srgb, var(--skin-background) 80%, transparent);
  z-index: 20;
`;

const Frame = styled.div`
  display: grid;
  grid-template-rows: auto 1fr;
  width: min(1200px, 100vw);
  height: min(800px, 100vh);
  background: var(--skin-surface);
  border: 1px solid var(--skin-border);
  border-radius: var(--skin-radius);
  iframe {
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

export function GamePopup({ game, onClose }: { game: LaunchedGame; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Backdrop>
      <Frame role="dialog" aria-modal="true" aria-label={game.title}>
        <button type="button" onClick={onClose}>
          {t('lobby.closeGame')}
        </button>
        <iframe title={game.title} src={game.url} allow="fullscreen; autoplay" />
      </Frame>
    </Backdrop>
  );
}

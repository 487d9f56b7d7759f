// Mounted once by the site layout: renders the lazy game popup while a game is open, so the popup's
// chunk is fetched on the first launch, not on the home visit.
import { Suspense } from 'react';
import { LazyGamePopup } from '../lazy/lazy-chunks';
import { useGamePopup } from './game-popup-store';

export function GamePopupHost() {
  const game = useGamePopup((state) => state.game);
  const close = useGamePopup((state) => state.close);
  if (!game) return null;
  return (
    <Suspense fallback={null}>
      <LazyGamePopup game={game} onClose={close} />
    </Suspense>
  );
}

// The home lobby (spec 001 §2 Home) as the app composes it: the lobby feature's page with the game
// actions around it, and its lazy parts handed in (the banner carousel, the home's swiper, the lobby
// of a game menu tab). /, /index, /index.html, /home, and /login and /register under their modals
// render this. A game menu tab is the home's first click: its lobby's chunk is fetched once the
// home is live and the browser idle, so the tab shows its games as soon as they come (bench/lobby
// "category click"), and the fetch's set-up is no part of the first screen's work.
import { useEffect } from 'react';
import { HomePage as LobbyHomePage } from '../../features/lobby';
import { whenLiveAndIdle } from '../../lib/browser/after-first-paint';
import { LazyBannerSwiper, LazyCategoryLobby, LazySlideSwiper } from '../lazy/lazy-site-parts';
import { LobbyGameActions } from '../lobby-game-actions';

export function HomePage() {
  useEffect(() => whenLiveAndIdle(() => LazyCategoryLobby.preload()), []);
  return (
    <LobbyGameActions>
      <LobbyHomePage
        Carousel={LazyBannerSwiper}
        Lobby={LazyCategoryLobby}
        Swiper={LazySlideSwiper}
      />
    </LobbyGameActions>
  );
}

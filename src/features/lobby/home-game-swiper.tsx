// The home's game swiper: the hot games (spec 001 §7 hot games) as cards on the home's 5-slide
// swiper (spec 001 §9), a component of its own that the home places beside its other widgets. The
// swiper itself is handed in (`Swiper`, a lazy chunk: Swiper stays out of the home's first
// JavaScript); while it loads, or with no hot games, nothing is drawn.
import { Suspense, type ComponentType } from 'react';
import { HOME_HOT_LIMIT } from '../../../engine';
import { useGatewayQuery } from '../../lib/api';
import { useAfterFirstPaint } from '../../lib/browser/after-first-paint';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useGameCard } from './game-cards';
import type { SlideSwiperProps } from './slide-swiper';

export function HomeGameSwiper({ Swiper }: { Swiper: ComponentType<SlideSwiperProps> }) {
  const { t } = useTranslation();
  const card = useGameCard();
  const hot = useGatewayQuery(
    'hotGames',
    { limit: HOME_HOT_LIMIT },
    { enabled: useAfterFirstPaint(), staleTime: 5 * 60_000 },
  );
  const games = hot.data?.list ?? [];
  if (games.length === 0) return null;
  return (
    <section>
      <h2>{t('home.swiper')}</h2>
      <Suspense fallback={null}>
        <Swiper
          label={t('home.swiper')}
          slides={games.map((game) => ({ key: game.nodeId, content: card(game) }))}
        />
      </Suspense>
    </section>
  );
}

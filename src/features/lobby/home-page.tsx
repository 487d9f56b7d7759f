// The home lobby (spec 001 §2 Home) drawn as a brand's lobby: the w_home banner carousel first, as
// a hero across the whole column directly under the header, then the notice marquee, the jackpot
// counter, the game menu (HOME, FAV, HOT, the categories, and a search) as one row of chips — the
// home's only list of the categories, as the header draws no top navigation here — then on HOME
// the sections as rails, the hot games' swiper (spec 001 §9 home swiper) and the winner board as
// a ticker, or the lobby of the chosen tab (the search's results followed by the popular games).
// Each widget shows when the skin enables it. The page's heading names the site for assistive
// technology only: the header's brand already says it on screen.
import { Suspense, type ComponentType } from 'react';
import styled from 'styled-components';
import {
  formatDecimal,
  formatMoney,
  isGameCategory,
  topWinners,
  WINNERS_LIMIT,
  WINNERS_SCROLL_STEP,
  type GameType,
} from '../../../engine';
import { RouteLoader } from '../../components/spinner';
import { tabPanelProps, Tabs } from '../../components/tabs';
import { VisuallyHidden } from '../../components/visually-hidden';
import { useGatewayQuery } from '../../lib/api';
import { useAfterFirstPaint } from '../../lib/browser/after-first-paint';
import { RenderWhenNear } from '../../lib/browser/render-when-near';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSkin } from '../../lib/skin/skin-context';
import { useImageUrl } from '../boot/boot-context';
import { useModal } from '../modals/use-modal';
import { useSiteTitle } from '../preferences/use-document-title';
import { useLanguage } from '../preferences/use-language';
import type { BannerSwiperProps } from './banner-slides';
import type { CategoryLobbyProps } from './category-lobby';
import { JackpotCounter } from './components/jackpot-counter';
import { NoticeMarquee } from './components/notice-marquee';
import { PageFrame, Stack } from './components/page-frame';
import { SearchForm } from './components/search-form';
import { WINNER_BOARD_HEIGHT, WinnerBoard } from './components/winner-board';
import { HomeBanners } from './home-banners';
import { HomeGameSwiper } from './home-game-swiper';
import { HomeSections } from './home-sections';
import { PopularGames } from './popular-games';
import type { SlideSwiperProps } from './slide-swiper';
import { useJackpot } from './use-jackpot';
import { useLobby } from './use-lobby';

// The hero reaches the header above; on a phone it reaches the screen's edges too (one slide per
// view), on a wide screen its three slides keep the column's padding.
const Hero = styled.div`
  margin: calc(-1 * var(--skin-space-4)) 0 0;
  &:empty {
    display: none;
  }
  @media (max-width: 40rem) {
    margin: calc(-1 * var(--skin-space-3)) calc(-1 * var(--skin-space-3)) 0;
    .slide {
      border-radius: 0;
    }
  }
`;

function Jackpot() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { brand } = useSkin();
  const value = useJackpot();
  return (
    <JackpotCounter
      label={t('home.jackpot')}
      currency={brand.currencySymbol}
      amount={formatDecimal(value, language, 0)}
    />
  );
}

/**
 * The notice marquee with its own read of the announcements, so their arrival redraws the marquee
 * alone and not the whole home. Held open while the notices load, so the page below does not jump
 * when they come.
 */
function HomeMarquee() {
  const { t } = useTranslation();
  const { open } = useModal();
  // After the first paint (the marquee holds its place meanwhile); the banners' read of the same
  // call (useBanners) may have brought it already.
  const content = useGatewayQuery(
    'announcements',
    { platform: 'W' },
    { enabled: useAfterFirstPaint() },
  );
  const notices = content.data?.home ?? [];
  if (!content.isPending && notices.length === 0) return null;
  return (
    <NoticeMarquee
      label={t('home.marquee')}
      notices={notices}
      onOpen={(index) => open('notice', { index })}
    />
  );
}

function Winners() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const imageUrl = useImageUrl();
  const winners = useGatewayQuery(
    'winners',
    { gameCategory: 'ALL', limitNum: WINNERS_LIMIT },
    { refetchInterval: 60_000, enabled: useAfterFirstPaint() },
  );
  const rows = topWinners(winners.data?.list ?? []).map((winner, index) => ({
    ...winner,
    iconUrl: imageUrl(winner.iconUrl),
    key: `${index}-${winner.wonAt}`,
    amountText: formatMoney(winner.winAmount, language),
  }));
  return (
    <WinnerBoard
      title={t('home.winners')}
      emptyText={t('home.noWinners')}
      winners={rows}
      scrollStep={WINNERS_SCROLL_STEP}
    />
  );
}

export interface HomePageProps {
  /** The banner carousel (lazy: Swiper stays out of the home's first JavaScript). */
  Carousel: ComponentType<BannerSwiperProps>;
  /**
   * The lobby of a game menu tab other than HOME (lazy: the home's first view does not need it).
   */
  Lobby: ComponentType<CategoryLobbyProps>;
  /** The home's 5-slide swiper (lazy, as the carousel). */
  Swiper: ComponentType<SlideSwiperProps>;
}

export function HomePage({ Carousel, Lobby, Swiper }: HomePageProps) {
  const { t } = useTranslation();
  const { home, navCategories } = useSkin();
  const title = useSiteTitle();
  const { state, dispatch } = useLobby();
  const menu: GameType[] = ['HOME', 'FAV', 'HOT', ...navCategories];
  // RECENT and SEARCH have no tab of their own; while one is shown it gets a tab, so a tab is
  // always selected.
  const tabs = menu.includes(state.gameType) ? menu : [...menu, state.gameType];
  const onHome = state.gameType === 'HOME';

  return (
    <PageFrame aria-label={title}>
      <VisuallyHidden as="h1">{title}</VisuallyHidden>
      {home.widgets.banners && (
        <Hero>
          <HomeBanners Carousel={Carousel} />
        </Hero>
      )}
      {home.widgets.marquee && <HomeMarquee />}
      {home.widgets.jackpot && onHome && <Jackpot />}
      <Tabs<GameType>
        label={t('home.gameMenu')}
        idBase="home-menu"
        look="chips"
        items={tabs.map((id) => ({ id, label: t(`category.${id}`) }))}
        value={state.gameType}
        onChange={(gameType) => dispatch({ type: 'chooseGameType', gameType })}
      />
      {/* A category tab has its own search, inside the category (its lobby's toolbar). */}
      {!isGameCategory(state.gameType) && (
        <SearchForm
          label={t('lobby.searchLabel')}
          placeholder={t('lobby.searchPlaceholder')}
          submitLabel={t('common.search')}
          value={state.gameType === 'SEARCH' ? state.search : ''}
          onSearch={(text) =>
            dispatch({ type: 'chooseGameType', gameType: 'SEARCH' }, { type: 'search', text })
          }
        />
      )}
      <Stack {...tabPanelProps('home-menu', state.gameType)}>
        {onHome ? (
          <HomeSections />
        ) : (
          <Suspense fallback={<RouteLoader label={t('common.loading')} />}>
            <Lobby key={state.gameType} label={t(`category.${state.gameType}`)} />
            {state.gameType === 'SEARCH' && <PopularGames />}
          </Suspense>
        )}
      </Stack>
      {onHome && (
        // Below the sections: drawn, and its games asked for, once a player comes near it.
        <RenderWhenNear estimatedHeight="22rem">
          <HomeGameSwiper Swiper={Swiper} />
        </RenderWhenNear>
      )}
      {home.widgets.winners && onHome && (
        // At the bottom of the home: drawn, and its list asked for, once a player comes near it.
        <RenderWhenNear estimatedHeight={WINNER_BOARD_HEIGHT}>
          <Winners />
        </RenderWhenNear>
      )}
    </PageFrame>
  );
}

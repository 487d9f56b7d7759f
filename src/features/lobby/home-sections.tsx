// The home's sections (spec 001 §2 Home): RECENT when logged in with items, HOT, FAV when logged
// in, then the skin's categories that have vendors, in the skin's order (engine homeSections). Game
// rows are cut to 12, vendor rows to 5; 'more' opens the whole list. Each section is a rail (one
// row that scrolls sideways, as the big lobbies draw theirs): games as large tiles, vendors as
// logos. Each list is asked for only
// when the skin shows its section (favourites page size 999, spec 001 §9).
import { Fragment, memo, useDeferredValue, useMemo } from 'react';
import {
  categoryPath,
  cutHomeList,
  HOME_FAVOURITE_PAGE_SIZE,
  HOME_HOT_LIMIT,
  homeSectionLimit,
  homeSections,
  isGameCategory,
  laneVendors,
  type ApiGame,
  type ApiVendorLane,
  type Category,
  type HomeSection,
} from '../../../engine';
import { useGatewayQuery } from '../../lib/api';
import { RenderWhenNear } from '../../lib/browser/render-when-near';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSkin } from '../../lib/skin/skin-context';
import { useIsLoggedIn } from '../session/session-context';
import { SECTION_ROW_HEIGHT, SectionRow } from './components/section-row';
import { VendorTiles } from './components/vendor-tiles';
import { useGameActions } from './game-actions';
import { GameCards } from './game-cards';
import { GAME_TYPE_PARAM } from './use-lobby';
import { useVendorLanes } from './use-vendor-lanes';

/** How many rows a phone's first screen shows, below the banner and the game menu. */
const FIRST_SCREEN_ROWS = 2;

// Memoised: a row redraws when its own list changes (see HomeSections).
const GameRow = memo(function GameRow({
  section,
  games,
  loading,
  more,
}: {
  section: HomeSection;
  games: readonly ApiGame[] | undefined;
  loading: boolean;
  more: string;
}) {
  const { t } = useTranslation();
  const title = t(`category.${section}`);
  return (
    <SectionRow title={title} more={{ to: more, label: t('home.seeAll') }}>
      <GameCards
        label={title}
        games={games && cutHomeList(section, games)}
        loading={loading}
        pageKey={section}
        placeholders={homeSectionLimit(section)}
        look="rail"
      />
    </SectionRow>
  );
});

// Memoised: the sections' own reads (recent, hot, favourites) must not redraw every vendor row.
const VendorRow = memo(function VendorRow({ category }: { category: Category }) {
  // The lanes come through a store, whose change React renders at once and in one piece: the home's
  // eight rows filling in took one long task. Deferred, that render is React's sliced pass.
  const lanes = useDeferredValue(useVendorLanes().lanes);
  return <VendorLaneRow category={category} lanes={lanes} />;
});

const VendorLaneRow = memo(function VendorLaneRow({
  category,
  lanes,
}: {
  category: Category;
  lanes: readonly ApiVendorLane[] | undefined;
}) {
  const { t } = useTranslation();
  const { launchVendor } = useGameActions();
  const title = t(`category.${category}`);
  const path = categoryPath(category);
  const vendors =
    lanes &&
    cutHomeList(category, laneVendors(lanes, category)).map((card) => ({
      code: card.vassalage,
      name: card.name,
      iconUrl: card.iconUrl,
      gameCount: t('lobby.gameCount', { count: card.gameCount }),
      maintenance: card.maintenance,
      href: `${path}?vassalage=${encodeURIComponent(card.vassalage)}`,
    }));
  return (
    <SectionRow title={title} more={{ to: path, label: t('home.moreGames') }}>
      <VendorTiles
        label={t('nav.vendors', { category: title })}
        vendors={vendors}
        look="rail"
        maintenanceLabel={t('lobby.vendorMaintenance')}
        start={
          category === 'RNG'
            ? undefined
            : {
                text: t('lobby.play'),
                label: (vendor) => t('lobby.openVendor', { vendor: vendor.name }),
                onStart: (vendor) => launchVendor(category, vendor.code),
              }
        }
      />
    </SectionRow>
  );
});

export function HomeSections() {
  const { home, layout, navCategories } = useSkin();
  const loggedIn = useIsLoggedIn();
  const wants = (section: HomeSection) => home.sections.includes(section);
  const recent = useGatewayQuery(
    'recentList',
    { page: 1, pageSize: HOME_HOT_LIMIT },
    { enabled: wants('RECENT') },
  );
  const hot = useGatewayQuery('hotGames', { limit: HOME_HOT_LIMIT }, { enabled: wants('HOT') });
  const favourites = useGatewayQuery(
    'favouriteList',
    { pageNo: 1, pageSize: HOME_FAVOURITE_PAGE_SIZE },
    { enabled: wants('FAV') },
  );
  // The lists, like the vendor lanes, come through a store: deferred, their arrival fills the rows
  // in React's sliced pass, and the urgent render it triggers redraws this component alone.
  const lists = useDeferredValue(
    useMemo(
      () => ({
        recent: recent.data,
        recentPending: recent.isPending,
        hot: hot.data,
        hotPending: hot.isPending,
        favourites: favourites.data,
        favouritesPending: favourites.isPending,
      }),
      [
        recent.data,
        recent.isPending,
        hot.data,
        hot.isPending,
        favourites.data,
        favourites.isPending,
      ],
    ),
  );
  const sections = homeSections({
    sections: home.sections,
    navCategories,
    loggedIn,
    recentCount: lists.recent?.total ?? 0,
    layout: layout.home,
  });
  // Each game row's list and its 'more' page.
  const gameRows = {
    RECENT: { games: lists.recent?.list, loading: lists.recentPending, more: '/recent' },
    FAV: { games: lists.favourites?.content, loading: lists.favouritesPending, more: '/favorite' },
    HOT: { games: lists.hot?.list, loading: lists.hotPending, more: `/?${GAME_TYPE_PARAM}=HOT` },
  };
  const rowOf = (section: HomeSection) =>
    isGameCategory(section) ? (
      <VendorRow category={section} />
    ) : (
      <GameRow section={section} {...gameRows[section]} />
    );
  // The rows of a phone's first screen render with the page; the others when a player scrolls
  // near them, each keeping a row's place meanwhile.
  return (
    <>
      {sections.map((section, index) =>
        index < FIRST_SCREEN_ROWS ? (
          <Fragment key={section}>{rowOf(section)}</Fragment>
        ) : (
          <RenderWhenNear key={section} estimatedHeight={SECTION_ROW_HEIGHT}>
            {rowOf(section)}
          </RenderWhenNear>
        ),
      )}
    </>
  );
}

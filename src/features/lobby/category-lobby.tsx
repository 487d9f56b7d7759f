// The category lobby (spec 001 §2, §4): filter tabs (all, new, hot, favourites, recent), the vendor
// drop-down, the classification tabs and the search, a grid of 15 and the pager (range 5, margin
// 2). Used by the category pages (/rng, /live…), the game-centre pages and the home's game menu
// tabs (HOT, FAV, RECENT, SEARCH and the categories). The state is the URL's (use-lobby.ts).
import { memo, useDeferredValue, useMemo, useState } from 'react';
import {
  classificationTabs,
  FIRST_SCREEN_IMAGES,
  formatDate,
  GAME_PAGE_SIZE,
  isGameCategory,
  laneOf,
  LOBBY_FILTERS,
  PAGER,
  type GameType,
  type LobbyFilter,
} from '../../../engine';
import { ErrorNotice } from '../../components/error-notice';
import { Pagination } from '../../components/pagination';
import { tabPanelProps, Tabs } from '../../components/tabs';
import { useApiErrorMessage, useGatewayQuery } from '../../lib/api';
import { useAfterFirstPaint, useMountedWithFirstView } from '../../lib/browser/after-first-paint';
import { useTranslation } from '../../lib/i18n/use-translation';
import { LobbyToolbar } from './components/lobby-toolbar';
import { VendorNotices } from './components/vendor-notices';
import { GameCards } from './game-cards';
import { useLobby } from './use-lobby';
import { useVendorLanes } from './use-vendor-lanes';

export interface CategoryLobbyProps {
  /** Fixed by the route (/rng is RNG); the home reads it from the URL. */
  gameType?: GameType;
  /** The grid's accessible name. */
  label: string;
}

/**
 * The notices of the vendors shown (the chosen one, or every vendor of the category), below the
 * games. Their read is this component's own, so their arrival redraws the notices alone, not the
 * lobby and its cards.
 */
const LobbyVendorNotices = memo(function LobbyVendorNotices({
  vendors,
}: {
  /** The vendors' codes, comma-separated: a value that stays equal across the lobby's renders. */
  vendors: string;
}) {
  const { t, i18n } = useTranslation();
  // After the page has painted: the games come first.
  const painted = useAfterFirstPaint();
  const notices = useGatewayQuery(
    'gameAnnouncements',
    {},
    { enabled: vendors !== '' && painted, staleTime: 5 * 60_000 },
  );
  const shown = vendors.split(',');
  return (
    <VendorNotices
      label={t('lobby.vendorNotices')}
      notices={(notices.data?.list ?? [])
        .filter((notice) => shown.includes(notice.vassalage))
        .map((notice) => ({
          id: notice.id,
          title: notice.title,
          when: t('lobby.vendorNoticeWhen', {
            start: formatDate(notice.startsAt, i18n.language, 'dateTime'),
            end: formatDate(notice.endsAt, i18n.language, 'dateTime'),
          }),
        }))}
    />
  );
});

export function CategoryLobby({ gameType, label }: CategoryLobbyProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const { state, dispatch, games, loading, error, retry } = useLobby(gameType);
  const { lanes } = useVendorLanes();
  const category = isGameCategory(state.gameType) ? state.gameType : null;
  const lane = category ? laneOf(lanes, category) : undefined;
  const idBase = `lobby-${state.gameType}`;
  const noticeVendors = state.vendor
    ? state.vendor
    : (lane?.cards ?? []).map((card) => card.vassalage).join(',');

  const pageKey = `${state.gameType}:${state.filter}:${state.vendor ?? ''}:${state.classification ?? ''}:${state.search}:${state.page}`;
  // The page the lobby opened on, where the lobby is part of the page's first view (an entry page:
  // /rng): its first cards are on screen from the start, and the first image is the page's largest
  // paint, so they load at once. A page the player turns to, and a lobby the player opens (the
  // home's game menu), keep them lazy: they then load after the new grid has painted, not before —
  // each icon's load is a task on the main thread, which would hold the grid's paint back.
  const [openedOn] = useState(pageKey);
  const eagerOn = useMountedWithFirstView() ? openedOn : null;
  // A page's answer arrives as an urgent update: the query reports through useSyncExternalStore,
  // which React renders at once, in one task — on a first visit the lobby's longest after boot
  // (Lighthouse's blocking time). The grid and the pager draw the answer as a deferred value
  // instead, in slices between which the page stays responsive; the toolbar above is redrawn at
  // once and stays cheap, its props unchanged. A choice the player makes moves the URL in a
  // transition, which already draws the new values, so there this changes nothing.
  const shown = useDeferredValue(
    useMemo(
      () => ({ games, loading, pageKey, totalPages: state.totalPages }),
      [games, loading, pageKey, state.totalPages],
    ),
  );

  const grid =
    error && !games ? (
      <ErrorNotice message={errorMessage(error)} onRetry={retry} retryLabel={t('common.retry')} />
    ) : (
      <GameCards
        label={label}
        games={shown.games}
        loading={shown.loading}
        placeholders={GAME_PAGE_SIZE}
        eagerImages={shown.pageKey === eagerOn ? FIRST_SCREEN_IMAGES : 0}
        pageKey={shown.pageKey}
      />
    );

  return (
    <>
      {category && (
        <Tabs<LobbyFilter>
          label={t('lobby.filters')}
          idBase={idBase}
          items={LOBBY_FILTERS.map((filter) => ({
            id: filter,
            label: t(`lobby.filter.${filter}`),
          }))}
          value={state.filter}
          onChange={(filter) => dispatch({ type: 'chooseFilter', filter })}
        />
      )}
      {category && (
        <LobbyToolbar
          labels={{
            provider: t('lobby.provider'),
            allProviders: t('lobby.allProviders'),
            classifications: t('lobby.classifications'),
            allClassifications: t('lobby.allClassifications'),
            search: t('lobby.searchLabel'),
            searchPlaceholder: t('lobby.searchPlaceholder'),
            submit: t('common.search'),
          }}
          vendors={(lane?.cards ?? []).map((card) => ({ id: card.vassalage, label: card.name }))}
          vendor={state.vendor}
          onVendor={(vendor) => dispatch({ type: 'chooseVendor', vendor })}
          classifications={classificationTabs(lane, state.vendor).map((tab) => ({
            id: tab.code,
            label: tab.name,
          }))}
          classification={state.classification}
          onClassification={(classification) =>
            dispatch({ type: 'chooseClassification', classification })
          }
          search={state.search}
          onSearch={(text) => dispatch({ type: 'search', text })}
        />
      )}
      {state.search && <p role="status">{t('lobby.searchResults', { search: state.search })}</p>}
      <div {...(category ? tabPanelProps(idBase, state.filter) : {})}>{grid}</div>
      <Pagination
        label={t('lobby.pagination')}
        page={state.page}
        totalPages={shown.totalPages}
        range={PAGER.lobby.range}
        margin={PAGER.lobby.margin}
        onChange={(page) => dispatch({ type: 'goToPage', page })}
      />
      {/* Below the games: notices arrive after them, and must not push the grid down. */}
      <LobbyVendorNotices vendors={noticeVendors} />
    </>
  );
}

// The pages of the lobby routes (spec 001 §2): the game list pages (/live, /fish, /rng with
// ?vassalage, /pvp, /bgs, /cockfight), the game-centre pages (/sports, /esports, /lott, /elott) and
// the account game pages (/favorite, /recent, login required by the route). Each is a titled
// category lobby (/pvp adds its room list, spec 001 §7); a game-centre page leads with its vendors,
// since there a player picks a book or a draw before a game.
import {
  categoryPath,
  FIRST_SCREEN_IMAGES,
  laneVendors,
  type Category,
  type GameType,
} from '../../../engine';
import { RouteLoader } from '../../components/spinner';
import { useMountedWithFirstView } from '../../lib/browser/after-first-paint';
import { AfterFirstView } from '../../lib/browser/after-first-view';
import { useTranslation } from '../../lib/i18n/use-translation';
import { CategoryLobby } from './category-lobby';
import { PageFrame } from './components/page-frame';
import { VendorTiles } from './components/vendor-tiles';
import { useGameActions } from './game-actions';
import { PvpRooms } from './pvp-rooms';
import { useVendorLanes } from './use-vendor-lanes';

export function LobbyPage({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation();
  const title = t(`category.${gameType}`);
  return (
    <PageFrame aria-label={title}>
      <h1>{title}</h1>
      {/* Its filters and first games come with boot's answers (the first view holds a loader). */}
      <AfterFirstView placeholder={<RouteLoader label={t('common.loading')} />}>
        <CategoryLobby gameType={gameType} label={title} />
      </AfterFirstView>
      {gameType === 'PVP' && <PvpRooms />}
    </PageFrame>
  );
}

export function GameCentrePage({ category }: { category: Category }) {
  const { t } = useTranslation();
  const { lanes } = useVendorLanes();
  // The centre the player landed on (an entry page: /sports) shows its first vendors from the
  // start, and their first logo is the page's largest paint, so those logos load at once. A centre
  // the player opens later keeps them lazy, as its lobby keeps its cards (./category-lobby.tsx).
  const landedOn = useMountedWithFirstView();
  const { launchVendor } = useGameActions();
  const title = t(`category.${category}`);
  const vendors =
    lanes &&
    laneVendors(lanes, category).map((card) => ({
      code: card.vassalage,
      name: card.name,
      iconUrl: card.iconUrl,
      gameCount: t('lobby.gameCount', { count: card.gameCount }),
      maintenance: card.maintenance,
      href: `${categoryPath(category)}?vassalage=${encodeURIComponent(card.vassalage)}`,
    }));
  return (
    <PageFrame aria-label={title}>
      <h1>{title}</h1>
      <p>{t('lobby.gameCentre')}</p>
      {/* Its vendors and lobby come with boot's answers (the first view holds a loader). */}
      <AfterFirstView placeholder={<RouteLoader label={t('common.loading')} />}>
        <VendorTiles
          label={t('nav.vendors', { category: title })}
          vendors={vendors}
          eagerImages={landedOn ? FIRST_SCREEN_IMAGES : 0}
          maintenanceLabel={t('lobby.vendorMaintenance')}
          start={{
            text: t('lobby.play'),
            label: (vendor) => t('lobby.openVendor', { vendor: vendor.name }),
            onStart: (vendor) => launchVendor(category, vendor.code),
          }}
        />
        <CategoryLobby gameType={category} label={title} />
      </AfterFirstView>
    </PageFrame>
  );
}

/**
 * /seamless (spec 001 §2): games that play straight from the main wallet; a game page without the
 * side menu.
 */
export function SeamlessPage() {
  const { t } = useTranslation();
  return (
    <PageFrame aria-label={t('seamless.title')}>
      <h1>{t('seamless.title')}</h1>
      <p>{t('seamless.intro')}</p>
      <CategoryLobby gameType="HOT" label={t('seamless.title')} />
    </PageFrame>
  );
}

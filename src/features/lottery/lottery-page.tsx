// The lottery pages (spec 001 §2, §4, §7): /lottery in the merchant's prize mode (ELOTT when its
// ELOTT vendors include TCG_LOTTO_VN or LOTT, else LOTT), /seaLottery in SEA, /vnLottery by region.
// Login is required (the route's guard sends a visitor to /login); `?gameCode` launches that game
// at once. Launching is the game-launch feature's: the app passes `onLaunch`. Each game shows its
// picture from the catalogue's lottery games of the page's prize mode (spec 001 §7 "lottery games
// (prizeMode)") and the draw open for bets with its closing time (§7 "opened numero game").
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  elottVendors,
  formatDate,
  GAME_VENDORS_PAYLOAD,
  lotteryPrizeMode,
  type ApiLotteryGame,
} from '../../../engine';
import { RouteLoader } from '../../components/spinner';
import { useGatewayQuery } from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useImageUrl } from '../boot/boot-context';
import { LotteryDraws, LotteryGameList, type LotteryGameRow } from './lottery-games';

export type LotteryPageName = 'lottery' | 'seaLottery' | 'vnLottery';

const Page = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  padding: 1rem;
  h1,
  h2 {
    margin: 0;
  }
`;

const TITLES = {
  lottery: 'lottery.title',
  seaLottery: 'lottery.seaTitle',
  vnLottery: 'lottery.vnTitle',
} as const;

export interface LotteryPageProps {
  page: LotteryPageName;
  onLaunch: (gameCode: string, title: string) => void;
}

export function LotteryPage({ page, onLaunch }: LotteryPageProps) {
  const { t, i18n } = useTranslation();
  const imageUrl = useImageUrl();
  const [params, setParams] = useSearchParams();
  const lanes = useGatewayQuery('gameVendors', GAME_VENDORS_PAYLOAD, { staleTime: 5 * 60_000 }).data
    ?.data.lanes;
  const prizeMode = lotteryPrizeMode(page, elottVendors(lanes));
  const menu = useGatewayQuery(
    'lotteryMenu',
    { prizeMode },
    { enabled: page !== 'vnLottery' && (page === 'seaLottery' || lanes !== undefined) },
  );
  const vn = useGatewayQuery('vnLotteryMenus', undefined, { enabled: page === 'vnLottery' });
  // The Vietnamese draws are e-lottery games whatever the merchant's own mode.
  const catalogue = useGatewayQuery(
    'lotteryGames',
    { prizeMode: page === 'vnLottery' ? 'ELOTT' : prizeMode },
    { enabled: page !== 'lottery' || lanes !== undefined, staleTime: 5 * 60_000 },
  );
  const opened = useGatewayQuery('openedNumeroGame', undefined, { refetchInterval: 60_000 });
  const icons = new Map(catalogue.data?.list.map((game) => [game.gameCode, game.iconUrl]));
  const openDraws = new Map(opened.data?.list.map((draw) => [draw.gameCode, draw]));
  const results = useGatewayQuery('lotteryResults', { limit: 10 });

  // ?gameCode launches once, then leaves the address so a reload does not launch again.
  const gameCode = params.get('gameCode');
  const launched = useRef<string | null>(null);
  useEffect(() => {
    if (!gameCode || launched.current === gameCode) return;
    launched.current = gameCode;
    onLaunch(gameCode, gameCode);
    setParams(
      (current) => {
        current.delete('gameCode');
        return current;
      },
      { replace: true },
    );
  }, [gameCode, onLaunch, setParams]);

  const row = (game: ApiLotteryGame): LotteryGameRow => {
    const icon = icons.get(game.gameCode);
    const draw = openDraws.get(game.gameCode);
    return {
      gameCode: game.gameCode,
      name: game.name,
      schedule: t('lottery.drawEvery', { minutes: game.drawIntervalMinutes }),
      iconUrl: icon === undefined ? undefined : imageUrl(icon),
      openDraw:
        draw &&
        t('lottery.openDraw', {
          issue: draw.issue,
          time: formatDate(draw.closesAt, i18n.language, 'dateTime'),
        }),
    };
  };
  const bet = (game: LotteryGameRow) => onLaunch(game.gameCode, game.name);
  const names = new Map(
    [...(menu.data?.list ?? []), ...(vn.data?.list.flatMap((region) => region.games) ?? [])].map(
      (game) => [game.gameCode, game.name],
    ),
  );
  const pending = page === 'vnLottery' ? vn.isPending : menu.isPending;

  return (
    <Page aria-label={t(TITLES[page])}>
      <h1>{t(TITLES[page])}</h1>
      {page !== 'vnLottery' && <p>{t('lottery.prizeMode', { mode: prizeMode })}</p>}
      {pending ? (
        <RouteLoader label={t('common.loading')} />
      ) : page === 'vnLottery' ? (
        vn.data?.list.map((region) => (
          <section key={region.region} aria-label={t(`lottery.region.${region.region}`)}>
            <h2>{t(`lottery.region.${region.region}`)}</h2>
            <LotteryGameList
              label={t(`lottery.region.${region.region}`)}
              games={region.games.map(row)}
              betLabel={t('lottery.play')}
              onBet={bet}
            />
          </section>
        ))
      ) : (
        <LotteryGameList
          label={t('lottery.games')}
          games={(menu.data?.list ?? []).map(row)}
          betLabel={t('lottery.play')}
          onBet={bet}
        />
      )}
      <LotteryDraws
        caption={t('lottery.results')}
        headers={[t('lottery.game'), t('lottery.drawColumn'), t('lottery.numbers')]}
        draws={(results.data?.list ?? []).map((draw) => ({
          key: `${draw.gameCode}-${draw.issue}`,
          game: names.get(draw.gameCode) ?? draw.gameCode,
          draw: draw.issue,
          numbers: draw.numbers.join(' '),
        }))}
      />
    </Page>
  );
}

// The lottery pages (spec 001 §2, §4, §7): /lottery in the merchant's prize mode (ELOTT when its
// ELOTT vendors include TCG_LOTTO_VN or LOTT, else LOTT), /seaLottery in SEA, /vnLottery by region.
// Login is required (the route's guard sends a visitor to /login); `?gameCode` launches that game
// at once. Launching is the game-launch feature's: the app passes `onLaunch`.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  elottVendors,
  GAME_VENDORS_PAYLOAD,
  lotteryPrizeMode,
  type ApiLotteryGame,
} from '../../../engine';
import { RouteLoader } from '../../components/spinner';
import { useGatewayQuery } from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
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
  const { t } = useTranslation();
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

  const row = (game: ApiLotteryGame): LotteryGameRow => ({
    gameCode: game.gameCode,
    name: game.name,
    schedule: t('lottery.drawEvery', { minutes: game.drawIntervalMinutes }),
  });
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

// What a set of plays adds up to (records schema `playFigures`): the member's records and the
// agent's team reports sum the same columns and report them the same way.
import { moneyCents, moneyText, toMoney, type ApiPlayFigures } from '../../engine';

export interface FigureRow {
  stake: string | null;
  valid_bet: string | null;
  win: string | null;
}

/** SQL: the sums of stake, valid bet and win of the plays table aliased by `prefix` ("p."). */
export const playFiguresSql = (prefix = ''): string =>
  `SUM(${prefix}stake) AS stake, SUM(${prefix}valid_bet) AS valid_bet, SUM(${prefix}win) AS win`;

export function figures(row: FigureRow | undefined): ApiPlayFigures {
  const stake = moneyCents(toMoney(row?.stake));
  const win = moneyCents(toMoney(row?.win));
  return {
    stake: moneyText(stake),
    validBet: toMoney(row?.valid_bet),
    win: moneyText(win),
    profit: moneyText(win - stake),
  };
}

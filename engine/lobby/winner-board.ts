// The winner board (spec 001 §7, §9): the gateway's list sorted by winAmount, largest first, at
// most
// 20. The gateway already sorts; the page sorts again because a skin may point `winners` at an
//     operator's gateway that does not (spec 001 §7 says the client sorts).
import { WINNERS_LIMIT } from './lobby-constants';

export function topWinners<W extends { winAmount: number }>(
  list: readonly W[],
  limit = WINNERS_LIMIT,
): W[] {
  // A stable sort keeps the gateway's order between equal amounts.
  return [...list].sort((a, b) => b.winAmount - a.winAmount).slice(0, limit);
}

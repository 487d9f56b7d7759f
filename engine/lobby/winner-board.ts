// The winner board (spec 001 §7, §9): the gateway's list sorted by winAmount, largest first, at
// most
// 20. The gateway already sorts; the page sorts again because a skin may point `winners` at an
//     operator's gateway that does not (spec 001 §7 says the client sorts).
import { centsOf } from '../money/money';
import { WINNERS_LIMIT } from './lobby-constants';

export function topWinners<W extends { winAmount: string }>(
  list: readonly W[],
  limit = WINNERS_LIMIT,
): W[] {
  // Compared in cents (money strings); a stable sort keeps the gateway's order between equals.
  const cents = (winner: W) => centsOf(winner.winAmount) ?? 0;
  return [...list].sort((a, b) => cents(b) - cents(a)).slice(0, limit);
}

// What opening a game does (spec 001 §2, §4, §6): a visitor gets the login popup; a trial account
// the need-a-real-account notice; a VASSALAGE game the popup list of its sub-games; any other game
// launches. The order matters: a trial account sees the notice even on a VASSALAGE lobby, since
// none of its sub-games would launch for it.

export type LaunchDecision = 'login' | 'trialNotice' | 'subGames' | 'launch';

export interface LaunchContext {
  loggedIn: boolean;
  trial: boolean;
}

export function launchDecision(game: { isGame?: string }, context: LaunchContext): LaunchDecision {
  if (!context.loggedIn) return 'login';
  if (context.trial) return 'trialNotice';
  if (game.isGame === 'VASSALAGE') return 'subGames';
  return 'launch';
}

// Who may do a protected action (launch a game, deposit, open the member centre…), spec 000 §6 and
// spec 001 §4, §8: a visitor gets the login pop-up; a trial account gets the need-a-real-account
// notice with a confirm button; everyone else goes ahead.
import { isTrial } from '../roles/member-roles';

export type ProtectedActionGate = 'allowed' | 'login' | 'realAccountNeeded';

export function protectedActionGate(session: {
  loggedIn: boolean;
  memberType?: number | string | null;
  isTrial?: boolean;
}): ProtectedActionGate {
  if (!session.loggedIn) return 'login';
  return (session.isTrial ?? isTrial(session.memberType)) ? 'realAccountNeeded' : 'allowed';
}

// What happens once the gateway says yes (spec 000 §4 "Login", §6 Agent, spec 001 §4 "After
// login"): the token is stored; a first login triggers the first-login action; the default initial
// password, or an expired one while the change is enforced, opens the change-password modal instead
// of going on (never after an SMS, social or firebase login, which typed no password); otherwise
// member info loads, the after-login announcements are flagged, favourites load and, for real
// accounts under the agent policy, the consolidated data. From /agent only agents get in, and they
// go on to /agentHome.
import type { ApiLoginValue } from '../api';
import { isAgent, isTrial, memberRole, type MemberRole } from '../roles/member-roles';

/** How the player got the session. */
export type LoginMethodUsed =
  | 'password'
  | 'sms'
  | 'social'
  | 'firebase'
  | 'trial'
  | 'device'
  | 'registration'
  | 'phoneReset'
  | 'passwordChange';

/** Where the login form was: the site's pop-up or the agent page. */
export type LoginPortal = 'player' | 'agent';

export type ForcedChangeReason = 'defaultPassword' | 'expired';

export interface AfterLoginInput {
  session: Pick<ApiLoginValue, 'token' | 'firstTimeLogin' | 'passwordExpired' | 'type'> & {
    isAgent?: boolean;
    isTrial?: boolean;
  };
  method: LoginMethodUsed;
  portal: LoginPortal;
  /** FORCECHNGPASS3 on: password expiry is enforced (feature forcedPasswordChange). */
  forcedPasswordChange: boolean;
  /** The agent policy (see agentPolicyOn): whether consolidated contract data is loaded. */
  agentPolicy: boolean;
  /**
   * The password typed, and the merchant's known default initial password when the client knows it.
   */
  typedPassword?: string;
  defaultInitialPassword?: string;
}

export type AfterLoginPlan =
  | {
      outcome: 'refused';
      /**
       * Shown under the form; the token the gateway issued is given back (logout), never stored.
       */
      messageKey: 'error.nonAgent';
      token: string;
    }
  | {
      outcome: 'forcePasswordChange';
      token: string;
      role: MemberRole;
      firstLoginAction: boolean;
      reason: ForcedChangeReason;
    }
  | {
      outcome: 'loggedIn';
      token: string;
      role: MemberRole;
      firstLoginAction: boolean;
      loadMemberInfo: true;
      flagAfterLoginAnnouncements: true;
      loadFavourites: boolean;
      loadConsolidated: boolean;
      /** Where to go next; null stays on the page (the pop-up just closes). */
      redirectTo: '/agentHome' | '/' | null;
    };

/**
 * Methods where no password was typed, so no change can be forced (spec 000 §4 "not sms or
 * firebase").
 */
const PASSWORDLESS: readonly LoginMethodUsed[] = ['sms', 'social', 'firebase', 'trial', 'device'];

function forcedReason(input: AfterLoginInput): ForcedChangeReason | null {
  if (PASSWORDLESS.includes(input.method) || input.method === 'passwordChange') return null;
  const typedDefault =
    input.defaultInitialPassword !== undefined &&
    input.typedPassword === input.defaultInitialPassword;
  // The gateway's passwordExpired covers both the default password and age
  // (gateway/members/login.ts); the modal opens only while the merchant enforces the change
  // (FORCECHNGPASS3).
  if (!input.forcedPasswordChange) return null;
  if (typedDefault) return 'defaultPassword';
  return input.session.passwordExpired ? 'expired' : null;
}

export function afterLogin(input: AfterLoginInput): AfterLoginPlan {
  const { session } = input;
  const agent = session.isAgent ?? isAgent(session.type);
  const trial = session.isTrial ?? isTrial(session.type);
  const role: MemberRole = agent ? 'agent' : trial ? 'trial' : memberRole(session.type);
  if (input.portal === 'agent' && !agent) {
    return { outcome: 'refused', messageKey: 'error.nonAgent', token: session.token };
  }
  const firstLoginAction = session.firstTimeLogin && input.method !== 'passwordChange';
  const reason = forcedReason(input);
  if (reason) {
    return { outcome: 'forcePasswordChange', token: session.token, role, firstLoginAction, reason };
  }
  return {
    outcome: 'loggedIn',
    token: session.token,
    role,
    firstLoginAction,
    loadMemberInfo: true,
    flagAfterLoginAnnouncements: true,
    // Favourites are a player's games; a trial account has none to keep but may browse them.
    loadFavourites: true,
    loadConsolidated: !trial && input.agentPolicy,
    redirectTo:
      input.portal === 'agent'
        ? '/agentHome'
        : input.method === 'passwordChange' || input.method === 'registration'
          ? '/'
          : null,
  };
}

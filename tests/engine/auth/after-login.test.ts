import { describe, expect, it } from 'vitest';
import { afterLogin, agentPolicyOn, type AfterLoginInput, type FeatureId } from '../../../engine';

const session = (extra: Partial<AfterLoginInput['session']> = {}): AfterLoginInput['session'] => ({
  token: 't0k3n',
  firstTimeLogin: false,
  passwordExpired: false,
  type: 0,
  ...extra,
});
const input = (extra: Partial<AfterLoginInput> = {}): AfterLoginInput => ({
  session: session(),
  method: 'password',
  portal: 'player',
  forcedPasswordChange: true,
  agentPolicy: true,
  ...extra,
});

describe('afterLogin (spec 000 §4)', () => {
  it('stores the token, loads member info, flags the after-login announcements and loads favourites', () => {
    expect(afterLogin(input())).toEqual({
      outcome: 'loggedIn',
      token: 't0k3n',
      role: 'member',
      firstLoginAction: false,
      loadMemberInfo: true,
      flagAfterLoginAnnouncements: true,
      loadFavourites: true,
      loadConsolidated: true,
      redirectTo: null,
    });
  });

  it('triggers the first-login action on a first login', () => {
    expect(afterLogin(input({ session: session({ firstTimeLogin: true }) }))).toMatchObject({
      outcome: 'loggedIn',
      firstLoginAction: true,
    });
  });

  it('forces a password change for an expired password while the change is enforced', () => {
    expect(
      afterLogin(input({ session: session({ passwordExpired: true, firstTimeLogin: true }) })),
    ).toEqual({
      outcome: 'forcePasswordChange',
      token: 't0k3n',
      role: 'member',
      firstLoginAction: true,
      reason: 'expired',
    });
  });

  it('names the default initial password as the reason when the player typed it', () => {
    const plan = afterLogin(
      input({
        session: session({ passwordExpired: true }),
        typedPassword: 'Aa123456',
        defaultInitialPassword: 'Aa123456',
      }),
    );
    expect(plan).toMatchObject({ outcome: 'forcePasswordChange', reason: 'defaultPassword' });
  });

  it('does not force a change while the merchant does not enforce it (FORCECHNGPASS3 off)', () => {
    expect(
      afterLogin(
        input({ session: session({ passwordExpired: true }), forcedPasswordChange: false }),
      ).outcome,
    ).toBe('loggedIn');
  });

  it('never forces a change after an SMS, social, firebase or trial login', () => {
    for (const method of ['sms', 'social', 'firebase', 'trial'] as const) {
      expect(
        afterLogin(input({ method, session: session({ passwordExpired: true }) })).outcome,
      ).toBe('loggedIn');
    }
  });

  it('refuses a player who logs in from the agent page, keeping the token only to give it back', () => {
    expect(afterLogin(input({ portal: 'agent' }))).toEqual({
      outcome: 'refused',
      messageKey: 'error.nonAgent',
      token: 't0k3n',
    });
  });

  it('sends an agent who logs in from the agent page on to /agentHome', () => {
    for (const type of [1, 2, 41, 42]) {
      expect(afterLogin(input({ portal: 'agent', session: session({ type }) }))).toMatchObject({
        outcome: 'loggedIn',
        role: 'agent',
        redirectTo: '/agentHome',
      });
    }
  });

  it('loads no consolidated data for a trial account, nor when the agent policy is off', () => {
    expect(afterLogin(input({ method: 'trial', session: session({ type: 4 }) }))).toMatchObject({
      role: 'trial',
      loadConsolidated: false,
    });
    expect(afterLogin(input({ agentPolicy: false }))).toMatchObject({ loadConsolidated: false });
  });

  it('goes home after a registration and after the forced change, without a second first-login action', () => {
    expect(
      afterLogin(input({ method: 'registration', session: session({ firstTimeLogin: true }) })),
    ).toMatchObject({ redirectTo: '/', firstLoginAction: true });
    expect(
      afterLogin(
        input({
          method: 'passwordChange',
          session: session({ firstTimeLogin: true, passwordExpired: true }),
        }),
      ),
    ).toMatchObject({
      outcome: 'loggedIn',
      redirectTo: '/',
      firstLoginAction: false,
    });
  });

  it('trusts the gateway’s isAgent and isTrial over the numeric type when it sends them', () => {
    expect(afterLogin(input({ session: session({ type: 0, isTrial: true }) }))).toMatchObject({
      role: 'trial',
      loadConsolidated: false,
    });
  });
});

describe('agentPolicyOn', () => {
  const on =
    (...features: FeatureId[]) =>
    (feature: FeatureId) =>
      features.includes(feature);

  it('is on when the agent centre runs with at least one kind of contract', () => {
    expect(agentPolicyOn(on('agentCentre', 'contractDailySalary'))).toBe(true);
    expect(agentPolicyOn(on('agentCentre'))).toBe(false);
    expect(agentPolicyOn(on('contractDividend'))).toBe(false);
  });
});

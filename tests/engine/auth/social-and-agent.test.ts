import { describe, expect, it } from 'vitest';
import {
  agentClock,
  agentMenuPages,
  AGENT_PAGES,
  gmtOffset,
  readSocialCallback,
  socialAuthorizeUrl,
  socialLoginPayload,
  type FeatureId,
} from '../../../engine';

describe('social sign-in (spec 000 §2)', () => {
  const entry = {
    provider: 'google' as const,
    authorizeUrl: '/__dev/oauth/google/authorize',
    clientId: 'skinforge-dev',
  };

  it('sends the popup to the skin’s authorize endpoint with the code flow’s parameters', () => {
    const url = new URL(
      socialAuthorizeUrl({
        entry,
        redirectUri: 'http://127.0.0.1:4400/',
        state: 's1',
        origin: 'http://127.0.0.1:4400',
      }),
    );
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:4400/__dev/oauth/google/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'skinforge-dev',
      redirect_uri: 'http://127.0.0.1:4400/',
      state: 's1',
    });
  });

  it('reads the code, a refusal, or nothing yet from the popup’s address, and rejects another state', () => {
    expect(readSocialCallback('http://x/?state=s1&code=abc', 's1')).toEqual({
      kind: 'code',
      code: 'abc',
    });
    expect(readSocialCallback('http://x/?state=s1&error=access_denied', 's1')).toEqual({
      kind: 'denied',
    });
    expect(readSocialCallback('http://x/', 's1')).toEqual({ kind: 'pending' });
    expect(readSocialCallback('http://x/?state=other&code=abc', 's1')).toEqual({
      kind: 'stateMismatch',
    });
  });

  it('sends the provider, the code and the redirect to socialLogin', () => {
    expect(socialLoginPayload('facebook', 'c', 'http://x/')).toEqual({
      provider: 'facebook',
      code: 'c',
      redirectUri: 'http://x/',
    });
  });
});

describe('agentMenuPages (spec 001 §2)', () => {
  const all = (_feature: FeatureId) => true;
  const none = {
    divtypereq: false,
    dailysalreqtype: false,
    contracthoursalreq: false,
    realtimesalreqtype: false,
    enableContract: false,
    enableSalary: false,
  };
  const contractPages = [
    'agentDividendRecordCopy2',
    'agentDailyWages2',
    'agentHourSalary',
    'agentRealtimeSalary',
  ];

  it('keeps the skin’s pages in order and shows the contract pages only for enabled types', () => {
    expect(agentMenuPages(AGENT_PAGES, none, all)).toEqual(
      AGENT_PAGES.filter((page) => !contractPages.includes(page)),
    );
    expect(
      agentMenuPages(AGENT_PAGES, { ...none, dailysalreqtype: true }, all).filter((page) =>
        contractPages.includes(page),
      ),
    ).toEqual(['agentDailyWages2']);
    expect(
      agentMenuPages(
        AGENT_PAGES,
        { ...none, enableContract: true, enableSalary: true },
        all,
      ).filter((page) => contractPages.includes(page)),
    ).toEqual(contractPages);
  });

  it('hides a contract page whose module is off, and every contract page while the flags are unknown', () => {
    const flags = { ...none, enableContract: true, enableSalary: true };
    expect(
      agentMenuPages(AGENT_PAGES, flags, (feature) => feature !== 'contractHourlySalary'),
    ).not.toContain('agentHourSalary');
    expect(agentMenuPages(['agentTeamOverview', 'agentDailyWages2'], null, all)).toEqual([
      'agentTeamOverview',
    ]);
  });
});

describe('agentClock (spec 001 §2)', () => {
  it('writes the GMT offset with sign, hours and minutes', () => {
    expect([gmtOffset(480), gmtOffset(-180), gmtOffset(330), gmtOffset(0)]).toEqual([
      '+08:00',
      '-03:00',
      '+05:30',
      '+00:00',
    ]);
  });

  it('shows the local date and time for the offset', () => {
    const now = Date.UTC(2025, 0, 31, 23, 30, 5);
    expect(agentClock(now, -180)).toEqual({ offset: '-03:00', time: '2025-01-31 20:30:05' });
    expect(agentClock(now, 480)).toEqual({ offset: '+08:00', time: '2025-02-01 07:30:05' });
  });
});

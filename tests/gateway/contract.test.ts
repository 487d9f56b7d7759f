import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { ACTIONS, getAction, isActionName } from '../../engine/api';
import { API_SCHEMAS } from '../../engine/api/api-schemas';
import { PayloadValidator } from '../../gateway/core/payload-validator';
import { ROUTES } from '../../gateway/routes/route-table';
import { ACTION_PREFIXES } from '../../gateway/server/create-app';

const NAMED_IN_THE_ISSUE = [
  'login',
  'loginV2',
  'logout',
  'loginSmsCode',
  'memberInfo',
  'memberMenu',
  'memberIcon',
  'register',
  'registerByMobile',
  'registerSmsCode',
  'changePassword',
  'forgetPasswordByEmail',
  'setPasswordByPhone',
  'freePlayLogin',
  'captcha',
  'firstLogin',
  'affiliateCheck',
  'registrationSettings',
  'registrationRules',
  'permission',
  'countryCodes',
  'announcements',
  'helpContent',
  'unreadCount',
  'balance',
  'walletTransfer',
  'consolidatedFunds',
  'merchantWallet',
  'feedback',
  'raffleClaim',
  'popular',
  'domainRoutes',
  'winners',
  'gameVendors',
  'gamesList',
  'hotGames',
  'favouriteList',
  'recentList',
  'favouriteIds',
  'addFavourite',
  'removeFavourite',
  'gameAnnouncements',
  'vassGameType',
  'launchGame',
  'launchSocialGame',
  'pvpRooms',
  'vnLotteryMenus',
  'lotteryResults',
  'openedNumeroGame',
  'missionSummary',
  'missionLeaderboard',
  'lotteryMenu',
  'lotteryLaunch',
  'lotteryGames',
  'consolidatedContract',
  'processDividend',
  'dailySalary',
  'hourlySalaryContract',
  'realtimeSalaryContract',
  'agentTeam',
  'agentIncome',
  'downlineTransactions',
  'downlineTransfer',
  'contractRequests',
  'contractOffer',
  'contractRespond',
  'pointsBalance',
  'pointsRewards',
  'pointsConfig',
  'redeemList',
  'pointsDetail',
  'redeem',
  'convertPoints',
  'liveChatModels',
  'chatLaunch',
  'publicKey',
];

describe('the named-action table', () => {
  it('names every call the gateway issue lists', () => {
    const missing = NAMED_IN_THE_ISSUE.filter((name) => !isActionName(name));
    expect(missing).toEqual([]);
  });

  it('gives each action one method and path under /wps, /lgw or /lotto/lgw', () => {
    for (const action of ACTIONS) {
      expect(
        ACTION_PREFIXES.some((prefix) => action.path.startsWith(`${prefix}/`)),
        action.name,
      ).toBe(true);
    }
    const routes = ACTIONS.map((action) => `${action.method} ${action.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('encrypts the payloads the design names and keys every money move', () => {
    const encrypted = ACTIONS.filter((action) => action.encrypted).map((action) => action.name);
    expect(encrypted).toEqual(
      expect.arrayContaining([
        'login',
        'register',
        'changePassword',
        'setPasswordByPhone',
        'redeem',
        'convertPoints',
        'withdraw',
        'bindMobile',
        'bindEmail',
        'setPaymentPassword',
        'changePaymentPassword',
      ]),
    );
    expect(
      ACTIONS.filter((action) => action.idempotent)
        .map((action) => action.name)
        .sort(),
    ).toEqual(
      [
        'downlineTransfer',
        'convertPoints',
        'processDividend',
        'raffleClaim',
        'promotionClaim',
        'redeem',
        'transferUpline',
        'walletTransfer',
        'collectWallets',
        'createDeposit',
        'withdraw',
        'claimRebate',
        'vipClaim',
        'rewardClaim',
      ].sort(),
    );
    expect(ACTIONS.filter((action) => action.idempotent).every((action) => action.auth)).toBe(true);
  });

  it('lets visitors read the catalogue without a token', () => {
    for (const name of ['gameVendors', 'gamesList', 'hotGames', 'winners'] as const) {
      expect(getAction(name).auth, name).toBe(false);
    }
  });

  it('refuses an unknown action name with a sentence that says where the table is', () => {
    expect(() => getAction('nope' as never)).toThrow(
      'Unknown gateway action "nope"; the known actions are listed in engine/api/actions.ts.',
    );
  });
});

describe('the JSON Schemas of the contract', () => {
  it('compile under strict ajv, payload and value of every action', () => {
    expect(() => new PayloadValidator().compileAll(ACTIONS)).not.toThrow();
  });

  it('each have an $id under schemas/api and a description', () => {
    const ajv = new Ajv2020({ strict: true });
    ajv.addKeyword('x-expected');
    for (const schema of API_SCHEMAS) {
      expect(schema.$id).toMatch(/^https:\/\/skinforge\.dev\/schemas\//);
      expect(() => ajv.addSchema(schema)).not.toThrow();
    }
  });
});

describe('the gateway routes', () => {
  it('answer every action of the table and nothing else', () => {
    expect(Object.keys(ROUTES).sort()).toEqual(ACTIONS.map((action) => action.name).sort());
  });
});

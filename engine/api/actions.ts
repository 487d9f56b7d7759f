// The named-action table of the gateway contract: spec 000 §7 and spec 001 §7 say which calls exist
// ("the shared table"); they withhold the paths, so the paths here are ours, each under the spec's
// prefixes /wps, /lgw or /lotto/lgw. A skin may point any action elsewhere
// (`skin.api.paths[name]`). Payload and value shapes are JSON Schemas in
// schemas/api/<family>.schema.json, `$defs/<name>Payload` and `$defs/<name>Value`.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Families group actions by area; each is one schema file and one gateway route module. */
export const ACTION_FAMILIES = [
  'auth',
  'account',
  'system',
  'content',
  'catalogue',
  'favourites',
  'wallet',
  'deposit',
  'withdrawal',
  'records',
  'rebate',
  'security',
  'promotions',
  'points',
  'agent',
  'lottery',
  'chat',
  'rewards',
  'rg',
] as const;
export type ActionFamily = (typeof ACTION_FAMILIES)[number];

export interface ActionSpec<
  N extends string = string,
  F extends ActionFamily = ActionFamily,
  A extends boolean = boolean,
> {
  name: N;
  family: F;
  method: HttpMethod;
  path: string;
  /** The session token is required (`Authorization: Bearer …`). */
  auth: A;
  /** The payload travels encrypted for the gateway's public key (hybrid RSA-OAEP + AES-GCM). */
  encrypted: boolean;
  /**
   * Moves money: the request carries an `Idempotency-Key`, and the same key twice moves money once.
   */
  idempotent: boolean;
  /**
   * Needs no token, but reads the token when one is sent (favourite flags, execution A/F notices).
   */
  publicRead: boolean;
  /** The body is form-encoded instead of JSON (forgetPasswordByEmail, spec 000 §7). */
  form: boolean;
}

interface Flags<A extends boolean> {
  auth?: A;
  encrypted?: boolean;
  idempotent?: boolean;
  publicRead?: boolean;
  form?: boolean;
}

function action<
  const N extends string,
  const F extends ActionFamily,
  const A extends boolean = false,
>(name: N, family: F, method: HttpMethod, path: string, flags: Flags<A> = {}): ActionSpec<N, F, A> {
  return {
    name,
    family,
    method,
    path,
    auth: (flags.auth ?? false) as A,
    encrypted: flags.encrypted ?? false,
    idempotent: flags.idempotent ?? false,
    publicRead: flags.publicRead ?? false,
    form: flags.form ?? false,
  };
}

const auth = true;
const encrypted = true;
const idempotent = true;
const publicRead = true;

export const ACTIONS = /* @__PURE__ */ (() =>
  [
    // Account entry (spec 000 §7). Login, registration and password payloads are encrypted
    // (ARCHITECTURE.md "The gateway contract").
    action('login', 'auth', 'POST', '/wps/member/login', { encrypted }),
    action('loginV2', 'auth', 'POST', '/wps/member/v2/login', { encrypted }),
    action('logout', 'auth', 'DELETE', '/wps/member/logout', { auth }),
    action('loginSmsCode', 'auth', 'POST', '/wps/member/login/sms-code'),
    action('register', 'auth', 'PUT', '/wps/member/register', { encrypted }),
    action('registerByMobile', 'auth', 'PUT', '/wps/member/register/mobile', { encrypted }),
    action('registerSmsCode', 'auth', 'POST', '/wps/member/register/sms-code'),
    action('passwordSmsCode', 'auth', 'POST', '/wps/member/password/sms-code'),
    action('changePassword', 'auth', 'POST', '/wps/member/password', { auth, encrypted }),
    action('forgetPasswordByEmail', 'auth', 'POST', '/wps/member/password/forget-by-email', {
      form: true,
    }),
    action('setPasswordByPhone', 'auth', 'POST', '/wps/member/password/by-phone', { encrypted }),
    action('freePlayLogin', 'auth', 'POST', '/wps/member/free-play', { encrypted }),
    action('oneClickRegister', 'auth', 'POST', '/wps/member/one-click', { encrypted }),
    action('deviceLogin', 'auth', 'POST', '/wps/member/device-login', { encrypted }),
    action('socialLogin', 'auth', 'POST', '/wps/member/social-login', { encrypted }),
    // A login from a new IP (spec 000 §4): a code to the bound mobile or e-mail, then the answer.
    action('newIpCode', 'auth', 'POST', '/wps/member/new-ip/code'),
    action('verifyNewIp', 'auth', 'POST', '/wps/member/new-ip/verify', { encrypted }),
    action('captcha', 'auth', 'GET', '/wps/captcha'),
    action('humanVerification', 'auth', 'GET', '/wps/member/human-verification'),
    action('phoneSignIn', 'auth', 'GET', '/wps/member/phone-sign-in'),
    action('firstLogin', 'auth', 'POST', '/wps/member/first-login', { auth }),
    action('affiliateCheck', 'auth', 'GET', '/wps/affiliate/check'),
    // The member and their messages.
    action('memberInfo', 'account', 'GET', '/wps/member/info', { auth }),
    action('memberMenu', 'account', 'GET', '/wps/member/menu', { auth }),
    action('referralFriends', 'account', 'GET', '/wps/member/referral/friends', { auth }),
    action('memberIcon', 'account', 'GET', '/wps/member/icon', { auth }),
    action('unreadCount', 'account', 'GET', '/wps/message/unread-count', { auth }),
    action('messageList', 'account', 'GET', '/wps/message/list', { auth }),
    action('readMessage', 'account', 'POST', '/wps/message/read', { auth }),
    action('readAllMessages', 'account', 'POST', '/wps/message/read-all', { auth }),
    action('deleteMessage', 'account', 'DELETE', '/wps/message', { auth }),
    action('feedback', 'account', 'PUT', '/wps/feedback', { auth }),
    action('feedbackList', 'account', 'GET', '/wps/feedback/list', { auth }),
    action('setLanguage', 'account', 'POST', '/wps/member/language', { publicRead }),
    // What the site needs before anything else.
    action('permission', 'system', 'GET', '/wps/system/permission'),
    action('countryCodes', 'system', 'GET', '/wps/system/country-codes'),
    action('domainRoutes', 'system', 'GET', '/wps/system/domain-routes'),
    action('registrationSettings', 'system', 'GET', '/wps/register/settings'),
    action('registrationRules', 'system', 'GET', '/wps/register/rules'),
    action('publicKey', 'system', 'GET', '/wps/system/public-key'),
    // Notices, help, home.
    action('announcements', 'content', 'GET', '/wps/notice', { publicRead }),
    action('helpContent', 'content', 'GET', '/wps/help'),
    action('blogList', 'content', 'GET', '/wps/blog/list'),
    action('blogArticle', 'content', 'GET', '/wps/blog/article'),
    action('popular', 'content', 'GET', '/wps/home/popular'),
    // Games (spec 001 §7). Catalogue reads work for visitors too.
    action('gameVendors', 'catalogue', 'GET', '/lgw/vendors'),
    action('gamesList', 'catalogue', 'GET', '/lgw/games', { publicRead }),
    action('hotGames', 'catalogue', 'GET', '/lgw/games/hot', { publicRead }),
    action('winners', 'catalogue', 'GET', '/lgw/winners'),
    action('gameAnnouncements', 'catalogue', 'GET', '/lgw/game-announcements'),
    action('vassGameType', 'catalogue', 'GET', '/lgw/games/vassalage', { auth }),
    action('launchGame', 'catalogue', 'POST', '/lgw/games/launch', { auth }),
    action('launchSocialGame', 'catalogue', 'POST', '/lgw/games/launch-social', { auth }),
    action('pvpRooms', 'catalogue', 'GET', '/lgw/pvp/rooms', { auth }),
    action('favouriteList', 'favourites', 'GET', '/lgw/favourites', { auth }),
    action('favouriteIds', 'favourites', 'GET', '/lgw/favourites/ids', { auth }),
    action('addFavourite', 'favourites', 'POST', '/lgw/favourites', { auth }),
    action('removeFavourite', 'favourites', 'DELETE', '/lgw/favourites', { auth }),
    action('recentList', 'favourites', 'GET', '/lgw/recent', { auth }),
    // Wallet (spec 001 §7 "Home and wallet").
    action('balance', 'wallet', 'GET', '/wps/wallet/balance', { auth }),
    action('walletTransfer', 'wallet', 'POST', '/wps/wallet/transfer', { auth, idempotent }),
    action('consolidatedFunds', 'wallet', 'GET', '/wps/wallet/consolidated', { auth }),
    action('merchantWallet', 'wallet', 'GET', '/wps/wallet/merchant', { auth }),
    action('transferUpline', 'wallet', 'POST', '/wps/wallet/transfer-upline', { auth, idempotent }),
    action('walletTransactions', 'wallet', 'GET', '/wps/wallet/transactions', { auth }),
    action('collectWallets', 'wallet', 'POST', '/wps/wallet/collect', { auth, idempotent }),
    // The member centre's money pages (spec 000 §2 depositv2, withdraw; spec 001 §3-§5
    // withdrawals and their confirmation). The withdrawal carries the transaction password, so it
    // is encrypted like redeem.
    action('depositChannels', 'deposit', 'GET', '/wps/deposit/channels', { auth }),
    action('createDeposit', 'deposit', 'POST', '/wps/deposit/orders', { auth, idempotent }),
    action('depositOrders', 'deposit', 'GET', '/wps/deposit/orders', { auth }),
    action('withdrawalInfo', 'withdrawal', 'GET', '/wps/withdrawal/info', { auth }),
    action('withdraw', 'withdrawal', 'POST', '/wps/withdrawal', { auth, encrypted, idempotent }),
    action('withdrawals', 'withdrawal', 'GET', '/wps/withdrawal/list', { auth }),
    action('confirmWithdrawal', 'withdrawal', 'POST', '/wps/withdrawal/confirm', { auth }),
    // Records derived from plays and bonuses (spec 000 §2 personalHistoryCopy, personalProfit,
    // bonusDetails) and the manual rebate.
    action('betRecords', 'records', 'GET', '/wps/records/bets', { auth }),
    action('profitLoss', 'records', 'GET', '/wps/records/profit-loss', { auth }),
    action('bonusRecords', 'records', 'GET', '/wps/records/bonuses', { auth }),
    action('rebateSummary', 'rebate', 'GET', '/wps/rebate', { auth }),
    action('claimRebate', 'rebate', 'POST', '/wps/rebate/claim', { auth, idempotent }),
    // The security centre (spec 000 §2 securityCenter, §3). What carries a password is encrypted.
    action('securityInfo', 'security', 'GET', '/wps/security', { auth }),
    action('updateProfile', 'security', 'POST', '/wps/security/profile', { auth }),
    action('deviceCredentials', 'security', 'GET', '/wps/security/devices', { auth }),
    action('revokeDeviceCredential', 'security', 'DELETE', '/wps/security/devices', { auth }),
    action('loginProtection', 'security', 'GET', '/wps/security/login-protection', { auth }),
    action('startAuthenticator', 'security', 'POST', '/wps/security/authenticator', { auth }),
    action('confirmAuthenticator', 'security', 'PUT', '/wps/security/authenticator', { auth }),
    action('forgetKnownIp', 'security', 'DELETE', '/wps/security/known-ips', { auth }),
    action('setOwnCredentials', 'security', 'POST', '/wps/security/credentials', {
      auth,
      encrypted,
    }),
    action('securitySmsCode', 'security', 'POST', '/wps/security/sms-code', { auth }),
    action('bindMobile', 'security', 'POST', '/wps/security/mobile', { auth, encrypted }),
    action('bindEmail', 'security', 'POST', '/wps/security/email', { auth, encrypted }),
    action('setPaymentPassword', 'security', 'PUT', '/wps/security/payment-password', {
      auth,
      encrypted,
    }),
    action('changePaymentPassword', 'security', 'POST', '/wps/security/payment-password', {
      auth,
      encrypted,
    }),
    action('addBankAccount', 'security', 'POST', '/wps/security/bank-accounts', { auth }),
    // Promotions.
    action('promotions', 'promotions', 'GET', '/wps/promotions', { publicRead }),
    action('raffleClaim', 'promotions', 'POST', '/wps/promotions/raffle/claim', {
      auth,
      idempotent,
    }),
    action('promotionJoin', 'promotions', 'POST', '/wps/promotions/join', { auth }),
    action('promotionApply', 'promotions', 'POST', '/wps/promotions/apply', { auth }),
    action('promotionClaim', 'promotions', 'POST', '/wps/promotions/claim', { auth, idempotent }),
    // Rewards (spec 000 §1, §2 rewardCenter and referral; gateway README "VIP", "Reward centre
    // items"): claims move money or points once per period.
    action('vip', 'rewards', 'GET', '/wps/rewards/vip', { auth }),
    action('vipClaim', 'rewards', 'POST', '/wps/rewards/vip/claim', { auth, idempotent }),
    action('rewards', 'rewards', 'GET', '/wps/rewards', { auth }),
    action('rewardClaim', 'rewards', 'POST', '/wps/rewards/claim', { auth, idempotent }),
    action('referralRewards', 'rewards', 'GET', '/wps/rewards/referral', { auth }),
    // Responsible gambling (gateway README "Responsible gambling"): limits, reality check, break
    // and self-exclusion; self-exclusion asks for the login password, so it travels encrypted.
    action('rgSettings', 'rg', 'GET', '/wps/rg/settings', { auth }),
    action('setRgLimit', 'rg', 'POST', '/wps/rg/limit', { auth }),
    action('setRealityCheck', 'rg', 'POST', '/wps/rg/reality-check', { auth }),
    action('takeBreak', 'rg', 'POST', '/wps/rg/break', { auth }),
    action('selfExclude', 'rg', 'POST', '/wps/rg/self-exclusion', { auth, encrypted }),
    // Points mall (spec 001 §7 "Points"): redeem and convert are encrypted and check the payment
    // password.
    action('pointsBalance', 'points', 'GET', '/wps/points/balance', { auth }),
    action('pointsRewards', 'points', 'GET', '/wps/points/rewards', { auth }),
    action('pointsConfig', 'points', 'GET', '/wps/points/config', { auth }),
    action('redeemList', 'points', 'GET', '/wps/points/redeems', { auth }),
    action('pointsDetail', 'points', 'GET', '/wps/points/detail', { auth }),
    action('redeem', 'points', 'POST', '/wps/points/redeem', { auth, encrypted, idempotent }),
    action('convertPoints', 'points', 'POST', '/wps/points/convert', {
      auth,
      encrypted,
      idempotent,
    }),
    // Agent centre and contracts (spec 001 §7 "Agent and contracts").
    action('consolidatedContract', 'agent', 'GET', '/wps/agent/contracts/consolidated', { auth }),
    action('processDividend', 'agent', 'GET', '/wps/agent/dividend/process', { auth, idempotent }),
    action('dailySalary', 'agent', 'GET', '/wps/agent/salary/daily', { auth }),
    action('hourlySalaryContract', 'agent', 'POST', '/wps/agent/contracts/hourly', { auth }),
    action('realtimeSalaryContract', 'agent', 'POST', '/wps/agent/contracts/realtime', { auth }),
    action('agentTeam', 'agent', 'GET', '/wps/agent/team', { auth }),
    action('agentIncome', 'agent', 'GET', '/wps/agent/income', { auth }),
    action('downlineTransactions', 'agent', 'GET', '/wps/agent/downline/transactions', { auth }),
    action('downlineTransfer', 'agent', 'POST', '/wps/agent/downline/transfer', {
      auth,
      idempotent,
    }),
    action('contractRequests', 'agent', 'GET', '/wps/agent/contracts/requests', { auth }),
    action('contractOffer', 'agent', 'POST', '/wps/agent/contracts/offer', { auth }),
    action('contractRespond', 'agent', 'POST', '/wps/agent/contracts/respond', { auth }),
    action('agentOverview', 'agent', 'GET', '/wps/agent/overview', { auth }),
    action('registerDownline', 'agent', 'POST', '/wps/agent/downline/register', {
      auth,
      encrypted,
    }),
    action('teamBetting', 'agent', 'GET', '/wps/agent/reports/betting', { auth }),
    action('userLoss', 'agent', 'GET', '/wps/agent/reports/user-loss', { auth }),
    action('incomeReport', 'agent', 'GET', '/wps/agent/reports/income', { auth }),
    action('agentSettlements', 'agent', 'GET', '/wps/agent/settlements', { auth }),
    action('contractForm', 'agent', 'GET', '/wps/agent/contracts/form', { auth }),
    action('contractPreview', 'agent', 'GET', '/wps/agent/contracts/preview', { auth }),
    action('agentAnnouncements', 'agent', 'GET', '/wps/agent/announcements', { auth }),
    action('agentLinks', 'agent', 'GET', '/wps/agent/links', { auth }),
    action('agentLinkCreate', 'agent', 'POST', '/wps/agent/links', { auth }),
    action('agentLinkDelete', 'agent', 'DELETE', '/wps/agent/links', { auth }),
    action('agentCreditReport', 'agent', 'GET', '/wps/agent/reports/credit', { auth }),
    action('agentRedEnvelopes', 'agent', 'GET', '/wps/agent/reports/red-envelopes', { auth }),
    // Lottery (spec 001 §7 "Lottery": GET only).
    action('vnLotteryMenus', 'lottery', 'GET', '/lotto/lgw/vn/menus'),
    action('lotteryResults', 'lottery', 'GET', '/lotto/lgw/results'),
    action('openedNumeroGame', 'lottery', 'GET', '/lotto/lgw/numero/opened'),
    action('missionSummary', 'lottery', 'GET', '/lotto/lgw/missions/summary', { auth }),
    action('missionLeaderboard', 'lottery', 'GET', '/lotto/lgw/missions/leaderboard'),
    action('missions', 'lottery', 'GET', '/lotto/lgw/missions', { auth }),
    action('missionClaim', 'lottery', 'POST', '/lotto/lgw/missions/claim', { auth }),
    action('lotteryMenu', 'lottery', 'GET', '/lotto/lgw/menu'),
    action('lotteryLaunch', 'lottery', 'GET', '/lotto/lgw/launch', { auth }),
    action('lotteryGames', 'lottery', 'GET', '/lotto/lgw/games'),
    // Live chat.
    action('liveChatModels', 'chat', 'GET', '/wps/chat/models'),
    action('chatLaunch', 'chat', 'GET', '/wps/chat/launch', { publicRead }),
  ] as const)();

export type ActionName = (typeof ACTIONS)[number]['name'];

const byName = /* @__PURE__ */ new Map<string, ActionSpec<ActionName>>(
  ACTIONS.map((spec) => [spec.name, spec]),
);

export function isActionName(name: string): name is ActionName {
  return byName.has(name);
}

export function getAction<N extends ActionName>(name: N): ActionSpec<N> {
  const spec = byName.get(name);
  if (!spec) {
    throw new Error(
      `Unknown gateway action "${name}"; the known actions are listed in engine/api/actions.ts.`,
    );
  }
  return spec as ActionSpec<N>;
}

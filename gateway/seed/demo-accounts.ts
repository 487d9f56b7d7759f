// The demo accounts every merchant gets (gateway/README.md lists them too). End-to-end tests and
// operators log in with these; change them only together with the README.
//
// | username   | password  | what it is                                                          |
// | ---------- | --------- | ------------------------------------------------------------------- |
// | player01   | Player123 | a player (type 0), upline agent01; SMS login: +55 11912340001        |
// | initial01  | Aa123456  | a player still on the default initial password: passwordExpired     |
// | expired01  | Player123 | a player whose password is 120 days old (limit 90): passwordExpired  |
// | vipgold01  | Player123 | a VIP player (level 5, "Gold")                                       |
// | newbie01   | Player123 | a player who never logged in: firstTimeLogin on the first login      |
// | trial0001  | Player123 | a trial account (type 4)                                             |
// | agent01    | Agent123  | an agent of type 1, invitation code AGT001                           |
// | agent02    | Agent123  | an agent of type 2 under agent01, code AGT002; only the kinds given  |
// | agent41    | Agent123  | an agent of type 41, invitation code AGT041                          |
// | agent42    | Agent123  | an agent of type 42 under agent41, invitation code AGT042            |
// | staff01    | Staff123  | a non-member account (type 99): refused on the site                  |
// Downlines (password Player123): down0101-down0103 under agent01, down0201-down0202 under agent02,
// down4101-down4102 under agent41, down4201 under agent42. Every payment password is 123456.
import { DEFAULT_INITIAL_PASSWORD } from './merchant-settings';

export const PLAYER_PASSWORD = 'Player123';
export const AGENT_PASSWORD = 'Agent123';
export const STAFF_PASSWORD = 'Staff123';
export const PAYMENT_PASSWORD = '123456';

export interface DemoAccount {
  username: string;
  password: string;
  nickname: string;
  type: number;
  upline?: string;
  mobileNum?: string;
  email?: string;
  vipLevel?: number;
  affiliateCode?: string;
  balance: number;
  points?: number;
  /** Days since the password was set (the expiry is 90 days). */
  passwordAgeDays?: number;
  neverLoggedIn?: boolean;
  enableContract?: boolean;
  enableSalary?: boolean;
}

const player = (
  username: string,
  nickname: string,
  extra: Partial<DemoAccount> = {},
): DemoAccount => ({
  username,
  password: PLAYER_PASSWORD,
  nickname,
  type: 0,
  balance: 100,
  ...extra,
});
const agent = (username: string, type: number, extra: Partial<DemoAccount> = {}): DemoAccount => ({
  username,
  password: AGENT_PASSWORD,
  nickname: `Agent ${username.slice(5)}`,
  type,
  balance: 50_000,
  affiliateCode: `AGT${username.slice(5).padStart(3, '0')}`,
  enableContract: true,
  enableSalary: true,
  ...extra,
});

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  agent('agent01', 1),
  // agent02 has only the kinds its upline gave it (a dividend, a daily salary offer): the agent
  // centre shows two of the four contract pages.
  agent('agent02', 2, { upline: 'agent01', enableContract: false, enableSalary: false }),
  agent('agent41', 41),
  agent('agent42', 42, { upline: 'agent41' }),
  player('player01', 'Player One', {
    upline: 'agent01',
    mobileNum: '11912340001',
    email: 'player01@example.com',
    balance: 1500,
    points: 5000,
  }),
  player('initial01', 'Initial Password', {
    password: DEFAULT_INITIAL_PASSWORD,
    mobileNum: '11912340002',
    email: 'initial01@example.com',
  }),
  player('expired01', 'Expired Password', {
    passwordAgeDays: 120,
    mobileNum: '11912340003',
    email: 'expired01@example.com',
  }),
  player('vipgold01', 'VIP Gold', {
    vipLevel: 5,
    mobileNum: '11912340004',
    balance: 25_000,
    points: 20_000,
  }),
  player('newbie01', 'Newbie', { neverLoggedIn: true, mobileNum: '11912340005' }),
  player('trial0001', 'Trial', { type: 4, balance: 2000 }),
  { username: 'staff01', password: STAFF_PASSWORD, nickname: 'Staff', type: 99, balance: 0 },
  ...['down0101', 'down0102', 'down0103'].map((name) =>
    player(name, `Downline ${name.slice(4)}`, { upline: 'agent01' }),
  ),
  ...['down0201', 'down0202'].map((name) =>
    player(name, `Downline ${name.slice(4)}`, { upline: 'agent02' }),
  ),
  ...['down4101', 'down4102'].map((name) =>
    player(name, `Downline ${name.slice(4)}`, { upline: 'agent41' }),
  ),
  player('down4201', 'Downline 4201', { upline: 'agent42' }),
];

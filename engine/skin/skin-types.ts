// The shape of a skin as an operator writes it (`skins/<id>/skin.json`) and as the engine resolves
// it. `schemas/skin.schema.json` is the law (it documents every property with description, default
// and examples); these types mirror it for the code. `AuthoredSkin` is what a file holds (a child
// skin may leave out what its parent gives); `ResolvedSkin` is the `extends` chain merged, with
// every default applied, which is what the runtime, the build and the merge read.

export const CATEGORIES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'BGS',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** Home sections (spec 001 §2 Home): RECENT, HOT and FAV, then game categories. */
export const HOME_SECTIONS = ['RECENT', 'HOT', 'FAV', ...CATEGORIES] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

export const LOCALES = ['pt', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** The age gate (spec 000 §5, §9): 18, or 21 in one market. */
export const MINIMUM_AGES = [18, 21] as const;
export type MinimumAge = (typeof MINIMUM_AGES)[number];

export const THEME_MODES = ['dark', 'light'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

/** Semantic colour tokens, each a `#rrggbb` colour; each becomes `--skin-<kebab-name>`. */
export const COLOUR_TOKENS = [
  'background',
  'surface',
  'surfaceRaised',
  'border',
  'text',
  'textMuted',
  'primary',
  'onPrimary',
  'accent',
  'onAccent',
  'success',
  'warning',
  'danger',
] as const;
export type ColourToken = (typeof COLOUR_TOKENS)[number];

export interface ColourTokens {
  background: string;
  surface: string;
  surfaceRaised: string;
  border: string;
  text: string;
  textMuted: string;
  primary: string;
  onPrimary: string;
  accent: string;
  onAccent: string;
  success: string;
  warning: string;
  danger: string;
}

export interface Theme {
  defaultMode: ThemeMode;
  /** Whether players may switch to the other mode (then both modes are checked for contrast). */
  allowToggle: boolean;
  /** Both modes always have every token once resolved (unset ones take the engine palette). */
  tokens: Record<ThemeMode, ColourTokens>;
  /** Non-colour tokens: `--skin-radius`, `--skin-font-family`. */
  radius: string;
  fontFamily: string;
}

export interface Brand {
  name: string;
  title: string;
  description: string;
  /** Paths relative to the skin folder, e.g. `assets/logo.svg`. */
  logo: string;
  favicon: string;
  themeColor: string;
  /** Empty shows no copyright line. */
  copyright: string;
}

export const SIDE_MENU_ITEMS = [
  'home',
  'vip',
  'invite',
  'betHistory',
  'promotions',
  'appDownload',
  'language',
] as const;
export const ACCOUNT_MENU_ITEMS = [
  'securityCenter',
  'messageV2',
  'agent',
  'signOut',
  'copyId',
] as const;
/** Member centre pages (spec 000 §2, spec 001 §2). */
export const MEMBER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;
/** Agent centre pages (spec 001 §2 Agent centre). */
export const AGENT_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export const HELP_TAGS = [
  'about',
  'term',
  'privacy',
  'responsibleGaming',
  'faq',
  'deposit',
  'withdraw',
  'contact',
] as const;
export const SOCIAL_NETWORKS = [
  'facebook',
  'whatsapp',
  'youtube',
  'tiktok',
  'instagram',
  'twitter',
] as const;

export type SideMenuItem = (typeof SIDE_MENU_ITEMS)[number];
export type AccountMenuItem = (typeof ACCOUNT_MENU_ITEMS)[number];
export type MemberPage = (typeof MEMBER_PAGES)[number];
export type AgentPage = (typeof AGENT_PAGES)[number];
export type HelpTag = (typeof HELP_TAGS)[number];
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface Menus {
  side: SideMenuItem[];
  account: AccountMenuItem[];
  member: MemberPage[];
  agent: AgentPage[];
  footer: { help: HelpTag[]; showGameTypes: boolean; showVendorLogos: boolean };
}

export const SOCIAL_PROVIDERS = ['facebook', 'google'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export interface SocialSignIn {
  provider: SocialProvider;
  /**
   * The provider's authorize endpoint: `https:` or a same-origin path (the dev gateway's
   * `/__dev/oauth/<provider>/authorize`).
   */
  authorizeUrl: string;
  clientId: string;
}

export const LOGIN_METHODS = ['username', 'sms'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

export interface Login {
  methods: LoginMethod[];
  social: SocialSignIn[];
  rememberMe: boolean;
  freePlay: boolean;
}

/** Registration fields the skin may show (spec 000 §3 Registration user). */
export const REGISTRATION_FIELDS = [
  'email',
  'mobileNum',
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'paymentPassword',
  'captcha',
  'verificationCode',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

export interface FieldChoice {
  show: boolean;
  required: boolean;
}

export const REGISTRATION_METHODS = ['username', 'mobile'] as const;
export type RegistrationMethod = (typeof REGISTRATION_METHODS)[number];

export interface Registration {
  methods: RegistrationMethod[];
  /**
   * Every optional field, with the skin's choice (the gateway's settings refine it at run time).
   */
  fields: Record<RegistrationField, FieldChoice>;
  /** Internal route of the terms, e.g. `/help#term`. */
  termsLink: string;
}

export const BANNER_GROUPS = ['w_home', 'w_login', 'w_register', 'w_forget', 'w_leftmenu'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** Where a banner click goes; nothing else is allowed (no `javascript:`, `data:` or `http:`). */
export type BannerLink =
  | { type: 'route'; to: string }
  | { type: 'promotion'; id: string }
  | { type: 'game'; gameCode: string }
  | { type: 'url'; href: string };

export interface Banner {
  image: string;
  alt: string;
  /** null: the banner is not clickable. */
  link: BannerLink | null;
}

export interface Links {
  /** Empty strings mean "none". */
  customerService: string;
  apps: { ios: string; android: string; lite: string };
  social: Array<{ network: SocialNetwork; url: string }>;
}

export interface Mirror {
  label: string;
  url: string;
}

/**
 * Optional features the brand wants, switched on by the skin and off by the module tree
 * (see engine/features/feature-registry.ts for the module id of each).
 */
export interface Features {
  vip: boolean;
  referral: boolean;
  pointsMall: boolean;
  chat: boolean;
  memberCentre: boolean;
  agentCentre: boolean;
  forcedPasswordChange: boolean;
  registrationSms: boolean;
  mobileRegistrationPassword: boolean;
  forgotPasswordByPhone: boolean;
  contracts: {
    dividend: boolean;
    dailySalary: boolean;
    hourlySalary: boolean;
    realtimeSalary: boolean;
  };
}

export interface HomeLayout {
  sections: HomeSection[];
  widgets: { marquee: boolean; banners: boolean; jackpot: boolean; winners: boolean };
}

export interface Api {
  /** Gateway origin; empty means the site's own origin. */
  baseUrl: string;
  /** Per-action path overrides, e.g. `{ "login": "/wps/member/v3/login" }`. */
  paths: Record<string, string>;
  socketUrl: string;
  timeoutMs: number;
}

export interface ResolvedSkin {
  id: string;
  /** The chain of ids this skin was resolved from, itself first (`["acme-br", "default"]`). */
  lineage: string[];
  merchantCode: string;
  brand: Brand;
  locales: { default: Locale; supported: Locale[] };
  ageGate: { minimumAge: MinimumAge };
  theme: Theme;
  categories: Category[];
  home: HomeLayout;
  menus: Menus;
  login: Login;
  registration: Registration;
  banners: Record<BannerGroup, Banner[]>;
  links: Links;
  mirrors: Mirror[];
  features: Features;
  api: Api;
}

type DeepPartial<T> =
  T extends Array<infer U> ? U[] : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/**
 * What a skin file holds: a resolved skin minus `lineage`, every part optional but `id` and
 * `merchantCode`.
 */
export type AuthoredSkin = {
  $schema?: string;
  id: string;
  extends?: string | null;
  merchantCode: string;
} & DeepPartial<Omit<ResolvedSkin, 'id' | 'lineage' | 'merchantCode'>>;

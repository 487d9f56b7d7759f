// Every optional feature: the module of the whitelabel tree that can switch it off, and the skin
// setting that says whether the brand wants it. This table is the one place a feature is named:
// `FeatureId` and `ModuleId` are derived from it, the effective skin decides one state per row,
// `skinforge explain` prints them, the gateway's route table and default module tree take these
// module ids, and CONTRIBUTING.md's feature table is checked against it by a test.
// USERNAMEREG3, MOBILENUMREG3 and CHNGPASSVERIF3 are the spec's (spec 000 §2); the other module
// ids are ours, named the same way.
import type { ResolvedSkin } from '../model/skin-types';

/** Dotted paths of the resolved skin that hold a boolean or a list: what a feature can read. */
type SettingPath<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends boolean | readonly unknown[]
    ? `${Prefix}${K}`
    : T[K] extends object
      ? SettingPath<T[K], `${Prefix}${K}.`>
      : never;
}[keyof T & string];

type At<T, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : Path extends keyof T
    ? T[Path]
    : never;

/** What a list setting must hold for the feature: an item, or the `provider` of an item. */
type ListItem<Value> = Value extends readonly (infer Item)[]
  ? Item extends { provider: infer Provider }
    ? Provider
    : Item
  : never;

export type SkinSettingPath = SettingPath<ResolvedSkin>;

/** Where in the resolved skin the brand's wish is read: a boolean, or a list that must hold an item. */
export interface SkinSetting {
  /** Dotted path in the resolved skin, e.g. `registration.methods`; a typo does not compile. */
  path: SkinSettingPath;
  /** For lists: the item (or the `provider` of an item) that must be present. */
  includes?: string;
}

/** A boolean setting: the feature is wanted when it is true. */
export function flag<Path extends SkinSettingPath>(
  path: At<ResolvedSkin, Path> extends boolean ? Path : never,
): SkinSetting {
  return { path };
}

/** A list setting: the feature is wanted when the list holds the item. */
export function listed<Path extends SkinSettingPath>(
  path: At<ResolvedSkin, Path> extends readonly unknown[] ? Path : never,
  includes: ListItem<At<ResolvedSkin, Path>>,
): SkinSetting {
  return { path, includes: String(includes) };
}

const feature = <Module extends string>(moduleId: Module, setting: SkinSetting) => ({
  moduleId,
  setting,
});

export const FEATURES = {
  usernameRegistration: feature('USERNAMEREG3', listed('registration.methods', 'username')),
  mobileRegistration: feature('MOBILENUMREG3', listed('registration.methods', 'mobile')),
  forgotPasswordByPhone: feature('CHNGPASSVERIF3', flag('features.forgotPasswordByPhone')),
  registrationSms: feature('REGSMSVERIF3', flag('features.registrationSms')),
  mobileRegistrationPassword: feature('MOBREGPASS3', flag('features.mobileRegistrationPassword')),
  smsLogin: feature('SMSLOGIN3', listed('login.methods', 'sms')),
  freePlay: feature('FREEPLAY3', flag('login.freePlay')),
  oneClickLogin: feature('ONECLICK3', flag('login.oneClick')),
  forcedPasswordChange: feature('FORCECHNGPASS3', flag('features.forcedPasswordChange')),
  facebookLogin: feature('FBLOGIN3', listed('login.social', 'facebook')),
  googleLogin: feature('GOOGLELOGIN3', listed('login.social', 'google')),
  contractDividend: feature('DIVIDENDCT3', flag('features.contracts.dividend')),
  contractDailySalary: feature('DAILYSALARY3', flag('features.contracts.dailySalary')),
  contractHourlySalary: feature('HOURSALARY3', flag('features.contracts.hourlySalary')),
  contractRealtimeSalary: feature('REALTIMESALARY3', flag('features.contracts.realtimeSalary')),
  vip: feature('VIP3', flag('features.vip')),
  referral: feature('REFERRAL3', flag('features.referral')),
  pointsMall: feature('POINTMALL3', flag('features.pointsMall')),
  chat: feature('LIVECHAT3', flag('features.chat')),
  blog: feature('BLOG3', flag('features.blog')),
  memberCentre: feature('MEMBERCENTRE3', flag('features.memberCentre')),
  agentCentre: feature('AGENTCENTRE3', flag('features.agentCentre')),
} as const;

export type FeatureId = keyof typeof FEATURES;
export type FeatureDefinition = (typeof FEATURES)[FeatureId];
/** The module of a feature. */
export type FeatureModuleId = FeatureDefinition['moduleId'];

/**
 * Parents in the default module tree (ours; the module-tree schema's example uses REGISTER3):
 * switching a parent off switches its children off. A module that is itself a feature's (the agent
 * centre) may be a parent too.
 */
export const MODULE_GROUPS = {
  REGISTER3: ['USERNAMEREG3', 'MOBILENUMREG3', 'REGSMSVERIF3', 'MOBREGPASS3'],
  LOGIN3: ['SMSLOGIN3', 'FREEPLAY3', 'ONECLICK3', 'FBLOGIN3', 'GOOGLELOGIN3'],
  PASSWORD3: ['CHNGPASSVERIF3', 'FORCECHNGPASS3'],
  AGENTCENTRE3: ['DIVIDENDCT3', 'DAILYSALARY3', 'HOURSALARY3', 'REALTIMESALARY3'],
} as const satisfies Record<string, readonly FeatureModuleId[]>;

/** Every module Skinforge knows: a feature's, or a parent of the default tree. */
export type ModuleId = FeatureModuleId | keyof typeof MODULE_GROUPS;

/** The features in registry order. */
export const FEATURE_IDS = Object.keys(FEATURES) as FeatureId[];

export const MODULE_IDS: readonly ModuleId[] = [
  ...new Set<ModuleId>([
    ...(Object.keys(MODULE_GROUPS) as ModuleId[]),
    ...FEATURE_IDS.map((id) => FEATURES[id].moduleId),
  ]),
];

export function isModuleId(value: string): value is ModuleId {
  return (MODULE_IDS as readonly string[]).includes(value);
}

export function isFeatureId(value: string): value is FeatureId {
  return Object.prototype.hasOwnProperty.call(FEATURES, value);
}

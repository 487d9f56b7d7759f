// Every optional feature, the module of the whitelabel tree that can switch it off, and the skin
// setting that says whether the brand wants it (CONTRIBUTING.md "Features and their module ids").
// USERNAMEREG3, MOBILENUMREG3 and CHNGPASSVERIF3 are the spec's (spec 000 §2); the other module
// ids are ours, named the same way, and the reference gateway's seed uses them.

export const FEATURE_IDS = [
  'usernameRegistration',
  'mobileRegistration',
  'forgotPasswordByPhone',
  'registrationSms',
  'mobileRegistrationPassword',
  'smsLogin',
  'freePlay',
  'forcedPasswordChange',
  'facebookLogin',
  'googleLogin',
  'contractDividend',
  'contractDailySalary',
  'contractHourlySalary',
  'contractRealtimeSalary',
  'vip',
  'referral',
  'pointsMall',
  'chat',
  'memberCentre',
  'agentCentre',
] as const;
export type FeatureId = (typeof FEATURE_IDS)[number];

/**
 * Where in the resolved skin the brand's wish is read: a boolean, or a list that must hold an item.
 */
export interface SkinSetting {
  /** Dotted path in the resolved skin, e.g. `registration.methods`. */
  path: string;
  /** For lists: the item (or the `provider` of an item) that must be present. */
  includes?: string;
}

export interface FeatureDefinition {
  id: FeatureId;
  moduleId: string;
  setting: SkinSetting;
}

const feature = (
  id: FeatureId,
  moduleId: string,
  path: string,
  includes?: string,
): FeatureDefinition => ({
  id,
  moduleId,
  setting: includes === undefined ? { path } : { path, includes },
});

export const FEATURES: readonly FeatureDefinition[] = [
  feature('usernameRegistration', 'USERNAMEREG3', 'registration.methods', 'username'),
  feature('mobileRegistration', 'MOBILENUMREG3', 'registration.methods', 'mobile'),
  feature('forgotPasswordByPhone', 'CHNGPASSVERIF3', 'features.forgotPasswordByPhone'),
  feature('registrationSms', 'REGSMSVERIF3', 'features.registrationSms'),
  feature('mobileRegistrationPassword', 'MOBREGPASS3', 'features.mobileRegistrationPassword'),
  feature('smsLogin', 'SMSLOGIN3', 'login.methods', 'sms'),
  feature('freePlay', 'FREEPLAY3', 'login.freePlay'),
  feature('forcedPasswordChange', 'FORCECHNGPASS3', 'features.forcedPasswordChange'),
  feature('facebookLogin', 'FBLOGIN3', 'login.social', 'facebook'),
  feature('googleLogin', 'GOOGLELOGIN3', 'login.social', 'google'),
  feature('contractDividend', 'DIVIDENDCT3', 'features.contracts.dividend'),
  feature('contractDailySalary', 'DAILYSALARY3', 'features.contracts.dailySalary'),
  feature('contractHourlySalary', 'HOURSALARY3', 'features.contracts.hourlySalary'),
  feature('contractRealtimeSalary', 'REALTIMESALARY3', 'features.contracts.realtimeSalary'),
  feature('vip', 'VIP3', 'features.vip'),
  feature('referral', 'REFERRAL3', 'features.referral'),
  feature('pointsMall', 'POINTMALL3', 'features.pointsMall'),
  feature('chat', 'LIVECHAT3', 'features.chat'),
  feature('memberCentre', 'MEMBERCENTRE3', 'features.memberCentre'),
  feature('agentCentre', 'AGENTCENTRE3', 'features.agentCentre'),
];

export function featureDefinition(id: FeatureId): FeatureDefinition {
  const definition = FEATURES.find((candidate) => candidate.id === id);
  if (!definition) {
    throw new Error(
      `Unknown feature "${id}"; the known features are listed in engine/features/feature-registry.ts.`,
    );
  }
  return definition;
}

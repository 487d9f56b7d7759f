// The engine's browser-safe public entry (ARCHITECTURE.md "Layers"): plain functions over plain
// data, no ajv compiler (the runtime validates with precompiled standalone code). Node-side
// authoring — validating skin files with ajv — is engine/authoring.ts, which the CLI and the
// gateway import.

// The skin: its shape, issues and how they print, extends resolution, routes, assets.
export * from './model/skin-types';
export type { SkinIssue, Severity, IssueDraft } from './skin/skin-issue';
export { hasErrors, countBySeverity } from './skin/skin-issue';
export { formatIssue } from './skin/format-issue';
export { resolveExtends, type ExtendsResolution } from './skin/resolve-extends';
export type { SkinLayer, SkinSource, SkinReader, DictionaryLayer } from './skin/skin-layer';
export { deepMerge } from './skin/deep-merge';
export {
  parseJsonSource,
  type ParsedJson,
  type SourcePosition,
  type SourceMap,
} from './skin/json-source';
export {
  ROUTES,
  SITE_ROUTES,
  isKnownRoute,
  routeAt,
  routeOf,
  type SiteRoute,
} from './site/site-routes';
export {
  AGENT_PAGE_ROWS,
  AGENT_TOOL_PAGES,
  BADGED_MEMBER_PAGES,
  CONTRACT_FEATURES,
  MEMBER_PAGE_ROWS,
  SITE_PAGES,
  agentPageContract,
  agentPageFeature,
  memberPageFeature,
  pageFeature,
  type AgentPageRow,
  type AgentToolPage,
  type MemberPageRow,
  type PageGuard,
  type SitePage,
  type SitePageRow,
  type WhenOff,
} from './site/pages';
export {
  ACCOUNT_MENU_LINKS,
  SIDE_MENU_LINKS,
  menuEntryFeatures,
  type MenuEntries,
} from './site/menu-links';
export {
  CATEGORY_PAGE_KINDS,
  categoryOfPath,
  categoryPath,
  type CategoryPageKind,
} from './site/category-pages';
export { skinAssets } from './skin/skin-assets';
export { closestMatch, didYouMean } from './skin/did-you-mean';

// Dictionaries.
export {
  CATALOGUE,
  MESSAGE_KEYS,
  catalogueTexts,
  isMessageKey,
  type MessageKey,
} from './i18n/catalogue';
export {
  layerDictionaries,
  type Dictionaries,
  type Dictionary,
  type DictionaryOverrides,
} from './i18n/layer-dictionaries';
export { createTranslator, type Translator } from './i18n/create-translator';
export { interpolate, templateVariables, type MessageParams } from './i18n/interpolate';
export { formatDate, type DateStyle } from './i18n/date-format';
export { formatDecimal } from './i18n/number-format';
export {
  isLanguageCode,
  LANGUAGE_NAMES,
  languageLabel,
  languageNameIn,
  type LanguageCode,
} from './i18n/language-names';

// Theme.
export { themeToCss, tokenVariable, offeredModes } from './theme/theme-to-css';
export { contrastRatio, relativeLuminance, AA_TEXT_CONTRAST } from './theme/contrast';
export { CONTRAST_PAIRS } from './theme/contrast-pairs';

// Field rules.
export { checkField, checkConfirmation, ruleMessageKey } from './fields/check-field';
export { lengthRange, type FieldRule, type FieldProblem } from './fields/field-rule';
export {
  DEFAULT_FIELD_RULES,
  REGISTRATION_FORM_FIELDS,
  type RegistrationFormField,
} from './fields/default-rules';
export {
  PATTERNS,
  PATTERN_NAMES,
  ANY_PATTERN,
  isPatternName,
  type PatternName,
  type NamedPattern,
} from './fields/patterns';

// Roles and system status.
export {
  AGENT_TYPES,
  TRIAL_TYPES,
  isAgent,
  isTrial,
  memberRole,
  type MemberRole,
} from './roles/member-roles';
export { SYSTEM_STATUS, systemStatus, type SystemStatus } from './roles/system-status';

// Features, the module tree, the merge and its explanations.
export {
  FEATURES,
  FEATURE_IDS,
  MODULE_GROUPS,
  MODULE_IDS,
  isFeatureId,
  isModuleId,
  type FeatureId,
  type FeatureDefinition,
  type FeatureModuleId,
  type ModuleId,
  type SkinSetting,
  type SkinSettingPath,
} from './features/feature-registry';
export { findModulePath, mapModuleTree, type ModuleNode } from './features/module-tree';
export { defaultModuleTree, switchModule } from './features/default-module-tree';
export { decideFeature, type FeatureState, type TreeInput } from './features/decide-feature';
export { mergeEffective } from './features/merge-effective';
export {
  explainFeatures,
  type FeatureExplanation,
  type FeaturesExplained,
} from './features/explain-features';
export { navCategories } from './features/nav-categories';
export {
  byModules,
  linkFeatures,
  linkOffered,
  linkOfferedByModules,
  memberPageOffered,
  type FeatureCheck,
} from './site/feature-links';
export { checkModuleTree, checkEffectiveSkin, type Checked } from './features/standalone-checks';
export type { EffectiveSkin, EffectiveField, RegistrationForm } from './features/effective-skin';
export { siteSkin, type SiteSkin } from './features/site-skin';
export type {
  MergeInputs,
  PermissionInput,
  RegistrationRulesInput,
  RegistrationSettingsInput,
  VendorLaneInput,
} from './features/merge-inputs';

// UI rules with no UI in them: which page buttons a pager shows, where customer service leads.
export { PAGER, pageWindow, type PageWindowInput, type PageWindowItem } from './ui/page-window';
export {
  customerServiceAction,
  customerServiceUrl,
  type CustomerServiceAction,
  type CustomerServiceEntry,
} from './ui/customer-service-url';

// Exact money: decimal strings on the wire, integer cents in every rule.
export * from './money';

// The gateway contract (engine/api): the named-action table, envelope, client and crypto.
export * from './api';

// UI rules, one area each: the shell, the account flows, the game lobby and the member centre.
export * from './shell';
export * from './auth';
export * from './lobby';
export * from './member';
export * from './agent';

// Every cross-field rule, one per file (STYLE.md habit 4). Add a rule by writing its file and
// listing it here.
import { apiPaths } from './api-paths';
import { assetBudget } from './asset-budget';
import { assetFormat } from './asset-format';
import { assetsExist } from './assets-exist';
import { bannerLinks } from './banner-links';
import { complianceHelpLine } from './compliance-help-line';
import { complianceRealityCheck } from './compliance-reality-check';
import { complianceSessionClock } from './compliance-session-clock';
import { defaultLocaleSupported } from './default-locale-supported';
import { dictionaryKeys } from './dictionary-keys';
import { homeSectionsOffered } from './home-sections-offered';
import { idMatchesFolder } from './id-matches-folder';
import { menuPages } from './menu-pages';
import { merchantCodeOwnFile } from './merchant-code-own-file';
import { missingTranslations } from './missing-translations';
import { registrationChoices } from './registration-choices';
import type { FileRule, SkinRule } from './skin-rule';
import { socialSignIn } from './social-sign-in';
import { termsLink } from './terms-link';
import { themeContrast } from './theme-contrast';
import { uniqueCategories } from './unique-categories';
import { uniqueMerchantCode } from './unique-merchant-code';

export type { FileRule, FileRuleContext, SkinRule, SkinRuleContext } from './skin-rule';

/** Rules over the files as written; they run even when the schema fails. */
export const FILE_RULES: readonly FileRule[] = [
  idMatchesFolder,
  merchantCodeOwnFile,
  dictionaryKeys,
  missingTranslations,
];

/** Rules over the resolved skin; they run once the schema passes. */
export const SKIN_RULES: readonly SkinRule[] = [
  defaultLocaleSupported,
  uniqueCategories,
  homeSectionsOffered,
  menuPages,
  bannerLinks,
  termsLink,
  socialSignIn,
  registrationChoices,
  themeContrast,
  assetsExist,
  assetFormat,
  assetBudget,
  uniqueMerchantCode,
  apiPaths,
  complianceHelpLine,
  complianceSessionClock,
  complianceRealityCheck,
];

// The engine's browser-safe public entry (ARCHITECTURE.md "Layers"): plain functions over plain
// data, no ajv compiler (the runtime validates with precompiled standalone code). Node-side
// authoring — validating skin files with ajv — is engine/authoring.ts, which the CLI and the
// gateway import. Every export is named here (no `export *`), so this file is the engine's whole
// public surface; the generated lists at the end are written by `npm run gen`.

// The skin: its shape, issues and how they print, extends resolution, routes, assets.
// prettier-ignore
export {
  type Banner, type BannerLink, type FieldChoice, type GameLink, type Mirror, type PromotionLink,
  type RouteLink, type SocialLink, type SocialSignIn, type UrlLink, type ResolvedSkin, type Brand,
  type Theme, type ColourTokens, type HomeLayout, type Menus, type Login, type Registration,
  type Links, type Features, type Api, type AuthoredSkin,
} from './model/skin-types';

export type { SkinIssue, Severity, IssueDraft } from './skin/skin-issue';
export { hasErrors, countBySeverity } from './skin/skin-issue';
export { formatIssue, issueSentence } from './skin/format-issue';
export { resolveExtends, type ExtendsResolution } from './skin/resolve-extends';
export type { SkinLayer, SkinSource, SkinReader, DictionaryLayer } from './skin/skin-layer';
export { deepMerge } from './skin/deep-merge';
// prettier-ignore
export {
  parseJsonSource, type ParsedJson, type SourcePosition, type SourceMap,
} from './skin/json-source';
// prettier-ignore
export {
  ROUTES, SITE_ROUTES, isKnownRoute, routeAt, routeOf, type SiteRoute,
} from './site/site-routes';
// prettier-ignore
export {
  AGENT_PAGE_ROWS, AGENT_TOOL_PAGES, BADGED_MEMBER_PAGES, CONTRACT_FEATURES, MEMBER_PAGE_ROWS,
  SITE_PAGES, agentPageContract, agentPageFeature, memberPageFeature, pageFeature,
  showsHome,
  type AgentPageRow, type AgentToolPage, type MemberPageRow, type PageGuard, type SitePage,
  type SitePageRow, type WhenOff,
} from './site/pages';
// prettier-ignore
export {
  ACCOUNT_MENU_LINKS, SIDE_MENU_LINKS, menuEntryFeatures, type MenuEntries,
} from './site/menu-links';
// prettier-ignore
export {
  CATEGORY_PAGE_KINDS, categoryOfPath, categoryPath, type CategoryPageKind,
} from './site/category-pages';
export { skinAssets } from './skin/skin-assets';
export { LIVE_SKIN_EVENT, type LiveSkinUpdate } from './site/live-skin';
export { closestMatch, didYouMean } from './skin/did-you-mean';

// Dictionaries.
// prettier-ignore
export {
  CATALOGUE, MESSAGE_KEYS, catalogueTexts, isMessageKey, type MessageKey,
} from './i18n/catalogue';
// prettier-ignore
export {
  layerDictionaries, type Dictionaries, type Dictionary, type DictionaryOverrides,
} from './i18n/layer-dictionaries';
export { createTranslator, type Translator } from './i18n/create-translator';
export { interpolate, templateVariables, type MessageParams } from './i18n/interpolate';
export { formatDate, type DateStyle } from './i18n/date-format';
export { formatDecimal } from './i18n/number-format';
// prettier-ignore
export {
  isLanguageCode, LANGUAGE_NAMES, languageLabel, languageNameIn, type LanguageCode,
} from './i18n/language-names';

// Theme.
export { themeToCss, tokenVariable, offeredModes, SELF_HOSTED_FONTS } from './theme/theme-to-css';
export { contrastRatio, relativeLuminance, AA_TEXT_CONTRAST } from './theme/contrast';
export { CONTRAST_PAIRS } from './theme/contrast-pairs';
export { HERO_SCRIM_STOPS, heroWordsContrast } from './theme/hero-scrim';

// Field rules.
export { checkField, checkConfirmation, ruleMessageKey } from './fields/check-field';
export { lengthRange, type FieldRule, type FieldProblem } from './fields/field-rule';
// prettier-ignore
export {
  DEFAULT_FIELD_RULES, REGISTRATION_FORM_FIELDS, type RegistrationFormField,
} from './fields/default-rules';
export { PATTERNS, ANY_PATTERN, isPatternName, type NamedPattern } from './fields/patterns';

// Roles and system status.
// prettier-ignore
export {
  AGENT_TYPES, TRIAL_TYPES, isAgent, isTrial, memberRole, type MemberRole,
} from './roles/member-roles';
export { SYSTEM_STATUS, systemStatus, type SystemStatus } from './roles/system-status';

// Features, the module tree, the merge and its explanations.
// prettier-ignore
export {
  FEATURES, FEATURE_IDS, MODULE_GROUPS, MODULE_IDS, isFeatureId, isModuleId, type FeatureId,
  type FeatureDefinition, type FeatureModuleId, type ModuleId, type SkinSetting,
  type SkinSettingPath,
} from './features/feature-registry';
export { findModulePath, mapModuleTree, type ModuleNode } from './features/module-tree';
export { defaultModuleTree, switchModule } from './features/default-module-tree';
export { decideFeature, type FeatureState, type TreeInput } from './features/decide-feature';
export { mergeEffective } from './features/merge-effective';
// prettier-ignore
export {
  explainFeatures, type FeatureExplanation, type FeaturesExplained,
} from './features/explain-features';
export { navCategories } from './features/nav-categories';
// prettier-ignore
export {
  byModules, linkFeatures, linkOffered, linkOfferedByModules, memberPageOffered, type FeatureCheck,
} from './site/feature-links';
export { checkModuleTree, checkEffectiveSkin, type Checked } from './features/standalone-checks';
export type { EffectiveSkin, EffectiveField, RegistrationForm } from './features/effective-skin';
export { siteSkin, type SiteSkin } from './features/site-skin';
// prettier-ignore
export type {
  MergeInputs, PermissionInput, RegistrationRulesInput, RegistrationSettingsInput, VendorLaneInput,
} from './features/merge-inputs';

// UI rules with no UI in them: which page buttons a pager shows, where customer service leads.
export { PAGER, pageWindow, type PageWindowInput, type PageWindowItem } from './ui/page-window';
// prettier-ignore
export {
  customerServiceAction, customerServiceUrl, type CustomerServiceAction, type CustomerServiceEntry,
  CUSTOMER_SERVICE_OPEN_PATH,
} from './ui/customer-service-url';

// Exact money: decimal strings on the wire, integer cents in every rule.
// prettier-ignore
export {
  centsOf, countUpFigures, isAmount, moneyCents, moneyText, parseAmount, percentOf, sumMoney, toMoney,
  type Cents,
} from './money';

// The gateway contract (engine/api): the named-action table, envelope, client and crypto.
// prettier-ignore
export {
  ACTIONS, ACTION_FAMILIES, getAction, isActionName, type ActionFamily, type ActionName,
  type ActionSpec, type HttpMethod, ApiError, isApiError, type ApiErrorInit, type ApiErrorKind,
  createApiClient, type ApiClient, type ApiClientOptions, type CallOptions, actionUrl,
  buildRequest, CLIENT_TYPE, type ApiRequestContext, type BuiltRequest, type RequestPayload,
  ERROR_CODES, isEnvelope, apiErrorText, ERROR_MESSAGE_KEYS, errorMessageKey, type ErrorText,
  type ApiEnvelope, type ErrorCode, encryptPayload, HYBRID_ALGORITHM, importGatewayKey,
  type EncryptedPayload, type GatewayPublicKey, type ImportedGatewayKey, actionSchemas,
  API_SCHEMA_BASE, apiSchemaRef, type SchemaRef, parseSocketEvent, SOCKET_PATH, socketUrl,
  type SocketEvent, type SocketHello,
} from './api';

// UI rules, one area each: the shell, the account flows, the game lobby and the member centre.
// prettier-ignore
export {
  type KeyValueStorage, CHUNK_LOAD_TIMEOUT_MS, withinTime, formatBalance, formatMoney,
  HIDDEN_BALANCE, type BalanceDisplayInput, topNavEntries, type NavEntry, type NavEntryId,
  vendorPanel, VENDOR_PANEL_ENLARGE_ABOVE, type VendorLaneLike, type VendorPanel,
  directLaunchVendor, NEVER_LAUNCH_DIRECTLY, sideMenuItems, sideMenuPromotions,
  SIDE_MENU_PROMOTIONS_LIMIT, type SideMenuContext, footerHelpLinks, helpHref, helpTagFromHash,
  type HelpLink, announcementExecutions, announcementsFor, isPopupClosed, markPopupClosed,
  POPUP_SESSION_KEYS, shouldShowPopup, type AnnouncementAudience, announcementPromoTarget,
  REWARD_CENTRE_PATH, NOTICE_PAGE_SIZE, noticePage, type NoticePage, accountMenuItems,
  type AccountMenuContext, type AccountMenuEntry, DEPOSIT_PATH, quickLinks, type QuickLink,
  SERVICE_WINDOW, serviceWindowFeatures, clearSessionKeeping, KEPT_ON_LOGOUT, runLogout,
  type LogoutEffects, type LogoutOptions, type LogoutOutcome, SOCKET_CLOSE, socketCloseReaction,
  socketReaction, socketReconnectDelay, type SocketCloseReaction, type SocketReaction,
  memberMenuEntries, type MemberMenuEntry, MEMBER_PAGE_PARAM, memberPageFromQuery, memberPagePath,
  APP_GUIDE_STEPS, APP_PLATFORMS, appDownloads, appGuidePath, isAppPlatform, type AppDownload,
  type AppPlatform, resolveImageUrl, mainDomainRedirect, mirrorLinks, type MainDomainPermission,
  type MirrorLink, ANALYTICS_CONSENT_KEY, ANALYTICS_POLICY_NAME, analyticsScriptUrl, analyticsStep,
  readAnalyticsConsent, skinHasAnalytics, writeAnalyticsConsent, type AnalyticsConsent,
  type AnalyticsSkin, type AnalyticsStep, currentTabEntry, tabBarEntries, type TabBarEntry,
} from './shell';
// prettier-ignore
export {
  formPasses, type FormProblem, type FormProblems, afterLogin, type AfterLoginInput,
  type AfterLoginPlan, type ForcedChangeReason, type LoginMethodUsed, type LoginPortal,
  agentPolicyOn, e164Phone, firebaseAuthCode, FIREBASE_SMS_COUNTDOWN_SECONDS, smsCountdownEndsAt, smsCountdownSeconds,
  smsSecondsLeft, type SmsCountdownInput, CAPTCHA_REFRESH_INTERVAL_MS, LOGIN_SMS_THROTTLE_MS,
  pressAllowed, readRememberedLogin, REMEMBER_ME_COOKIES, REMEMBER_ME_MAX_AGE_SECONDS,
  rememberMeCookies, serializeCookie, type CookieWrite, type RememberedLogin, type RememberMeInput,
  type SmsLoginInfo, registrationFieldRequired, registrationValue, validateRegistration,
  type RegistrationConsent, type RegistrationProblemField, type RegistrationValues,
  buildRegistrationRequest, type RegistrationPage, type RegistrationRequest,
  type RegistrationRequestInput, affiliateCodeToCheck, invitationCodes, type InvitationCodes,
  validateLogin, type LoginChecks, type LoginField, type LoginValues, validateChangePassword,
  validateForgotByEmail, validateForgotByPhone, type ChangePasswordField, type ForgotByEmailField,
  type ForgotByPhoneField, type PasswordFormRules, errorField, phoneErrorKey, type CodedError,
  type PhoneErrorKey, captchaFlagged, forgotPasswordTabs, loginOptions, type ForgotPasswordTab,
  type LoginOptions, buildLoginPayload, freePlayPayload, type LoginRequestInput, smsCodeRequest,
  type SmsCodeRequest, type SmsPurpose, readSocialCallback, socialAuthorizeUrl, socialLoginPayload,
  type AuthorizeRequest, type SocialCallback, agentMenuPages, agentClock, gmtOffset,
  protectedActionGate, type ProtectedActionGate, NEW_IP_METHODS, newIpChallengeOf,
  newIpMethodSendsCode, validateNewIpAnswer, type NewIpChallenge, type NewIpMethod, solveWork,
  sha256, startsWithZeroBits, type WorkChallenge, isVerificationWidget, VERIFICATION_POLICY_NAME,
  VERIFICATION_WIDGETS, widgetCspSources, type CspDirective, type VerificationWidget,
  type VerificationWidgetSpec,
} from './auth';
// prettier-ignore
export {
  GAME_TYPES, DEFAULT_GAME_TYPE, LOGIN_GAME_TYPES, LOBBY_FILTERS, LOGIN_FILTERS, isGameType,
  isLobbyFilter, isGameCategory, type GameType, type LobbyFilter, GAME_PAGE_SIZE,
  FIRST_SCREEN_IMAGES, HOME_FAVOURITE_PAGE_SIZE, HOME_VENDOR_LIMIT, HOME_HOT_LIMIT, WINNERS_LIMIT,
  WINNERS_SCROLL_STEP, FAVOURITE_THROTTLE_MS, CAROUSEL, HOME_SWIPER, INITIAL_LOBBY_STATE,
  lobbyStep,
  type LobbyState, type LobbyEvent, type LobbyStep, LOBBY_QUERY_KEYS, lobbyStateFromQuery,
  lobbyQueryOf, type QueryReader, gamesRequest, type GamesRequest, entryLobbyRequest, homeSections,
  homeSectionLimit, cutHomeList, type HomeSectionsInput, createFavouriteStore, type FavouriteStore,
  type FavouriteStoreOptions, type FavouriteGame, type FavouriteOutcome, JACKPOT_START,
  JACKPOT_STEP, JACKPOT_DELAYS_MS, jackpotStart, jackpotStep, jackpotDelay, createJackpotTicker,
  type JackpotTicker, type JackpotTimers, type JackpotRandom, topWinners, prizeMode,
  lotteryPrizeMode, launchDecision, type LaunchDecision, type LaunchContext, bannerTarget,
  offeredBanners, groupBanners, gatewayBannerLink, homeBannerFromSkin, homeBannerFromGateway,
  type BannerTarget, type HomeBanner, gameWindow, isVouchedOrigin, type GameWindow, socialAppOf,
  type SocialApp,
  VENDOR_CACHE_KEY, createVendorCache, type VendorCache, type CacheStorage, laneOf, laneVendors,
  classificationTabs, elottVendors, type ClassificationTab, BOOT_READS, earlyReads,
  GAME_VENDORS_PAYLOAD, pageBootReads, type EarlyRead, type EarlyReads, type GatewayRead,
} from './lobby';
// prettier-ignore
export {
  LEDGER_KINDS_BY_TYPE, ledgerTypeOf, type LedgerKind, DEFAULT_RANGE_DAYS, MAX_RANGE_DAYS,
  RANGE_STEPS, isCalendarDay, rangeDays, rangeEnding, rangeInstants, rangeProblem, shiftRange,
  today, type DayRange, MAX_PROOFS, MAX_PROOF_BYTES, proofImageType, proofProblem,
  proofProblemText, type ProofImageType, type ProofProblem, allowedOutcomes, receivedAmount,
  type ReceivedAmountProblem, type WithdrawalConfirmation, needsRealAccount,
  REAL_ACCOUNT_MEMBER_PAGES, depositChips, MAX_CHIPS, checkAmount, amountForField, amountFromField,
  type AmountLimits,
  type AmountProblem, maskAccountNumber, maskEmail, maskMobile, MINIMUM_AGE, NICKNAME_RULE,
  PROFILE_FIELD_RULES, REGISTRATION_PROFILE_FIELDS, isOldEnough, isRegistrationProfileField,
  profileFieldRule, shownProfileFields, type ShownProfileField, FEEDBACK_TYPES, FEEDBACK_WORDS,
  feedbackWordCount, feedbackWordsFit, type FeedbackType, MAX_REDEEM_QUANTITY, convertProblem,
  convertedCents, formatPoints, maxRedeemQuantity, type ConvertProblem, promotionStatus,
  settlementEnd, type EntryState, type PromotionMode, type PromotionSettlement,
  type PromotionStatus, type PromotionStatusInput, MAX_VIP_LEVEL, VIP_LEVELS, vipLabel, vipMonth,
  vipStanding, type VipLevel, type VipStanding,
} from './member';
// prettier-ignore
export {
  RG_COOLING_OFF_MS, isStricter, limitChange, limitInForce, type LimitChange, type LimitValue,
  type StoredLimit, RG_BREAK_DAYS, RG_EXCLUSION_MONTHS, RG_MINUTES, breakEnd, exclusionEnd,
  type RgExclusionMonths, type RgLimitKind, rgPeriodBounds, type PeriodBounds,
  JURISDICTION_PROFILES, jurisdictionProfile, type HelpOrganisation, type JurisdictionProfile,
  nextRealityCheckIn, sessionClockText, sessionMinutes,
} from './rg';
// prettier-ignore
export {
  SETTLEMENT_PERIODS, periodLabel, periodStart, settlementAmount, type ContractTerms,
  type PeriodFigures, type SettlementResult, contractActions, type ContractAction,
  CONTRACT_CUE_SESSION_KEY, contractCue, type ContractCue, MAX_DOWNLINE_TRANSFER, MAX_DOWNLINE_TRANSFER_CENTS,
} from './agent';

// What engine/generated/ declares: the vocabulary (schemas/defs.schema.json and the skin schema's
// enums) and every action's payload and value types (schemas/api/).
// generated-exports:start (written by npm run gen from engine/generated/)
// prettier-ignore
export {
  SKIN_ID_PATTERN, SKIN_ID_MAX_LENGTH, MERCHANT_CODE_PATTERN, LOCALES, type Locale, CATEGORIES,
  type Category, MODULE_ID_PATTERN, COLOUR_PATTERN, THEME_MODES, type ThemeMode, JURISDICTIONS,
  type Jurisdiction, RG_PERIODS, type RgPeriod, RG_MONEY_LIMIT_KINDS, type RgMoneyLimitKind,
  MEMBER_PAGES, type MemberPage, AGENT_PAGES, type AgentPage, LOGIN_METHODS, type LoginMethod,
  REGISTRATION_METHODS, type RegistrationMethod, SOCIAL_PROVIDERS, type SocialProvider,
  PATTERN_NAMES, type PatternName, ACCEPTED_PATTERNS, type AcceptedPattern, AMOUNT_PATTERN,
  MONEY_PATTERN, RATE_PATTERN, LEDGER_TYPES, type LedgerType, BONUS_KINDS, type BonusKind,
  WITHDRAWAL_OUTCOMES, type WithdrawalOutcome, PROFILE_FIELDS, type ProfileField, ID_MAXIMUM,
  WHOLE_NUMBER_MAXIMUM, TEXT_PATTERN, CALENDAR_DATE_PATTERN, ACCOUNT_TYPES, type AccountType,
  ANNOUNCEMENT_EXECUTIONS, type AnnouncementExecution, LAUNCH_MODES, type LaunchMode,
  PROMOTION_TYPES, type PromotionType, REDEEM_STATUSS, type RedeemStatus, PRIZE_MODES,
  type PrizeMode, CONTRACT_KINDS, type ContractKind, CONTRACT_STATUSS, type ContractStatus,
  SETTLEMENT_STATUSS, type SettlementStatus, PROOF_FILE_DATA_MAX_LENGTH, PROOF_FILES_MAX_ITEMS,
  PROMOTION_COMMENT_MAX_LENGTH, REDEEM_QUANTITY_MAXIMUM, MINIMUM_AGES, type MinimumAge,
  HOME_SECTIONS, type HomeSection, SIDE_MENU_ITEMS, type SideMenuItem, ACCOUNT_MENU_ITEMS,
  type AccountMenuItem, TAB_BAR_ITEMS, type TabBarItem, HELP_TAGS, type HelpTag, SOCIAL_NETWORKS,
  type SocialNetwork, COLOUR_TOKENS, type ColourToken, REGISTRATION_FIELDS, type RegistrationField,
  BANNER_GROUPS, type BannerGroup,
} from './generated/vocabulary';
// prettier-ignore
export {
  type WithRequired, type LoginPayload, type ApiUsername, type ApiPassword,
  type ApiCountryDialingCode, type ApiVerification, type LoginValue, type ApiLoginValue,
  type ApiTimestamp, type ApiMemberInfo, type ApiMoney, type ApiLanguage, type LoginV2Payload,
  type LoginV2Value, type LogoutPayload, type ApiEmptyPayload, type LogoutValue, type ApiNone,
  type LoginSmsCodePayload, type ApiMobileNum, type LoginSmsCodeValue, type ApiSmsCodeSent,
  type RegisterPayload, type ApiRegistrationUser, type RegisterValue, type RegisterByMobilePayload,
  type RegisterByMobileValue, type RegisterSmsCodePayload, type RegisterSmsCodeValue,
  type PasswordSmsCodePayload, type PasswordSmsCodeValue, type ChangePasswordPayload,
  type ChangePasswordValue, type ForgetPasswordByEmailPayload, type ForgetPasswordByEmailValue,
  type SetPasswordByPhonePayload, type ApiSmsCode, type SetPasswordByPhoneValue,
  type FreePlayLoginPayload, type FreePlayLoginValue, type OneClickRegisterPayload,
  type OneClickRegisterValue, type DeviceLoginPayload, type DeviceLoginValue,
  type SocialLoginPayload, type SocialLoginValue, type NewIpCodePayload, type NewIpCodeValue,
  type VerifyNewIpPayload, type ApiVerificationMethod, type VerifyNewIpValue, type CaptchaPayload,
  type CaptchaValue, type HumanVerificationPayload, type HumanVerificationValue,
  type PhoneSignInPayload, type PhoneSignInValue, type FirstLoginPayload, type FirstLoginValue,
  type AffiliateCheckPayload, type AffiliateCheckValue, type MemberInfoPayload,
  type MemberInfoValue, type MemberMenuPayload, type MemberMenuValue, type ReferralFriendsPayload,
  type ReferralFriendsValue, type MemberIconPayload, type MemberIconValue, type ApiImageSize,
  type UnreadCountPayload, type UnreadCountValue, type MessageListPayload, type ApiPageNo,
  type ApiPageSize, type MessageListValue, type ApiTotalPages, type ApiTotal,
  type ReadMessagePayload, type ReadMessageValue, type ReadAllMessagesPayload,
  type ReadAllMessagesValue, type DeleteMessagePayload, type DeleteMessageValue,
  type FeedbackPayload, type ApiFeedbackType, type ApiProofFile, type FeedbackValue,
  type FeedbackListPayload, type FeedbackListValue, type SetLanguagePayload, type SetLanguageValue,
  type PermissionPayload, type PermissionValue, type ApiModuleTree, type ApiModuleNode,
  type CountryCodesPayload, type CountryCodesValue, type DomainRoutesPayload,
  type DomainRoutesValue, type RegistrationSettingsPayload, type RegistrationSettingsValue,
  type RegistrationRulesPayload, type RegistrationRulesValue, type PublicKeyPayload,
  type PublicKeyValue, type AnnouncementsPayload, type AnnouncementsValue, type ApiBanner,
  type ApiAnnouncement, type HelpContentPayload, type HelpContentValue, type BlogListPayload,
  type BlogListValue, type BlogArticlePayload, type BlogArticleValue, type PopularPayload,
  type ApiCategory, type PopularValue, type ApiGameList, type ApiGame, type ApiNodeId,
  type ApiGameCode, type ApiVendorCode, type GameVendorsPayload, type GameVendorsValue,
  type ApiVendorLane, type ApiVendorCard, type GamesListPayload, type GamesListValue,
  type HotGamesPayload, type HotGamesValue, type WinnersPayload, type ApiCategoryOrAll,
  type WinnersValue, type GameAnnouncementsPayload, type GameAnnouncementsValue,
  type VassGameTypePayload, type VassGameTypeValue, type LaunchGamePayload, type LaunchGameValue,
  type ApiLaunch, type LaunchSocialGamePayload, type LaunchSocialGameValue, type PvpRoomsPayload,
  type PvpRoomsValue, type FavouriteListPayload, type FavouriteListValue, type FavouriteIdsPayload,
  type FavouriteIdsValue, type AddFavouritePayload, type AddFavouriteValue,
  type RemoveFavouritePayload, type RemoveFavouriteValue, type RecentListPayload,
  type RecentListValue, type BalancePayload, type BalanceValue, type WalletTransferPayload,
  type ApiPositiveMoney, type WalletTransferValue, type ApiWalletBalance,
  type ConsolidatedFundsPayload, type ConsolidatedFundsValue, type MerchantWalletPayload,
  type MerchantWalletValue, type TransferUplinePayload, type ApiPaymentPassword,
  type TransferUplineValue, type WalletTransactionsPayload, type WalletTransactionsValue,
  type ApiLedgerEntry, type CollectWalletsPayload, type CollectWalletsValue,
  type DepositChannelsPayload, type DepositChannelsValue, type ApiDepositChannel, type ApiFeeRate,
  type CreateDepositPayload, type CreateDepositValue, type ApiDepositOrder,
  type DepositOrdersPayload, type ApiPagedPayload, type DepositOrdersValue,
  type WithdrawalInfoPayload, type WithdrawalInfoValue, type ApiBankAccount, type WithdrawPayload,
  type WithdrawValue, type ApiWithdrawal, type WithdrawalsPayload, type WithdrawalsValue,
  type ConfirmWithdrawalPayload, type ConfirmWithdrawalValue, type BetRecordsPayload,
  type BetRecordsValue, type ApiBetRecord, type ApiPlayFigures, type ProfitLossPayload,
  type ProfitLossValue, type BonusRecordsPayload, type BonusRecordsValue, type ApiBonusRecord,
  type RebateSummaryPayload, type RebateSummaryValue, type ClaimRebatePayload,
  type ClaimRebateValue, type SecurityInfoPayload, type SecurityInfoValue, type ApiSecurityProfile,
  type UpdateProfilePayload, type UpdateProfileValue, type DeviceCredentialsPayload,
  type DeviceCredentialsValue, type RevokeDeviceCredentialPayload, type RevokeDeviceCredentialValue,
  type LoginProtectionPayload, type LoginProtectionValue, type StartAuthenticatorPayload,
  type StartAuthenticatorValue, type ConfirmAuthenticatorPayload, type ConfirmAuthenticatorValue,
  type ForgetKnownIpPayload, type ForgetKnownIpValue, type SetOwnCredentialsPayload,
  type SetOwnCredentialsValue, type SecuritySmsCodePayload, type SecuritySmsCodeValue,
  type BindMobilePayload, type BindMobileValue, type BindEmailPayload, type BindEmailValue,
  type SetPaymentPasswordPayload, type SetPaymentPasswordValue, type ChangePaymentPasswordPayload,
  type ChangePaymentPasswordValue, type AddBankAccountPayload, type AddBankAccountValue,
  type PromotionsPayload, type PromotionsValue, type ApiPromotion, type RaffleClaimPayload,
  type RaffleClaimValue, type PromotionJoinPayload, type PromotionJoinValue,
  type PromotionApplyPayload, type PromotionApplyValue, type PromotionClaimPayload,
  type PromotionClaimValue, type VipPayload, type VipValue, type ApiClaimStatus,
  type VipClaimPayload, type VipClaimValue, type RewardsPayload, type RewardsValue,
  type ApiRewardItem, type RewardClaimPayload, type RewardClaimValue, type ReferralRewardsPayload,
  type ReferralRewardsValue, type RgSettingsPayload, type RgSettingsValue, type ApiSettings,
  type ApiPendingChange, type ApiMinutes, type SetRgLimitPayload, type SetRgLimitValue,
  type SetRealityCheckPayload, type SetRealityCheckValue, type TakeBreakPayload,
  type TakeBreakValue, type SelfExcludePayload, type SelfExcludeValue, type PointsBalancePayload,
  type PointsBalanceValue, type PointsRewardsPayload, type PointsRewardsValue,
  type PointsConfigPayload, type PointsConfigValue, type RedeemListPayload, type PagedPayload,
  type RedeemListValue, type PointsDetailPayload, type PointsDetailValue, type RedeemPayload,
  type RedeemValue, type ConvertPointsPayload, type ConvertPointsValue,
  type ConsolidatedContractPayload, type ConsolidatedContractValue, type ProcessDividendPayload,
  type ProcessDividendValue, type DailySalaryPayload, type AgentPagedPayload, type DailySalaryValue,
  type HourlySalaryContractPayload, type HourlySalaryContractValue, type ApiContract,
  type RealtimeSalaryContractPayload, type RealtimeSalaryContractValue, type AgentTeamPayload,
  type AgentTeamValue, type AgentIncomePayload, type AgentIncomeValue,
  type DownlineTransactionsPayload, type DownlineTransactionsValue, type DownlineTransferPayload,
  type DownlineTransferValue, type ContractRequestsPayload, type ContractRequestsValue,
  type ContractOfferPayload, type ContractOfferValue, type ContractRespondPayload,
  type ContractRespondValue, type AgentOverviewPayload, type AgentOverviewValue,
  type RegisterDownlinePayload, type RegisterDownlineValue, type TeamBettingPayload,
  type TeamBettingValue, type UserLossPayload, type UserLossValue, type IncomeReportPayload,
  type IncomeReportValue, type AgentSettlementsPayload, type AgentSettlementsValue,
  type ContractFormPayload, type ContractFormValue, type ApiContractFormField,
  type ContractPreviewPayload, type ContractPreviewValue, type AgentAnnouncementsPayload,
  type AgentAnnouncementsValue, type AgentLinksPayload, type AgentLinksValue, type ApiAgentLink,
  type AgentLinkCreatePayload, type AgentLinkCreateValue, type AgentLinkDeletePayload,
  type AgentLinkDeleteValue, type AgentCreditReportPayload, type AgentCreditReportValue,
  type AgentRedEnvelopesPayload, type AgentRedEnvelopesValue, type VnLotteryMenusPayload,
  type VnLotteryMenusValue, type ApiLotteryGame, type LotteryResultsPayload,
  type LotteryResultsValue, type OpenedNumeroGamePayload, type OpenedNumeroGameValue,
  type MissionSummaryPayload, type MissionSummaryValue, type MissionLeaderboardPayload,
  type MissionLeaderboardValue, type MissionsPayload, type MissionsValue, type MissionClaimPayload,
  type MissionClaimValue, type LotteryMenuPayload, type LotteryMenuValue, type LotteryLaunchPayload,
  type LotteryLaunchValue, type LotteryGamesPayload, type LotteryGamesValue,
  type LiveChatModelsPayload, type LiveChatModelsValue, type ChatLaunchPayload,
  type ChatLaunchValue, type ActionTypes, type ActionPayload, type ActionValue,
} from './generated/action-types';
// generated-exports:end

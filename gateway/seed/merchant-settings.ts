// What each merchant starts with: the engine's field rules as its registration rules (so the form
// and the gateway agree), every optional field allowed with "required" left to the skin, the
// policies the spec leaves to configuration (SMS expiry, password expiry, the default password),
// and what one merchant of the reference gateway runs differently (MERCHANT_SETTING_CHOICES).
import { DEFAULT_FIELD_RULES, REGISTRATION_FIELDS, type Jurisdiction } from '../../engine';
import { DEFAULT_CASHIER } from '../core/cashier-settings';
import type { MerchantSettings } from '../core/merchants';

/**
 * The known default initial password (spec 000 §9): accounts an agent or operator creates start
 * with it.
 */
export const DEFAULT_INITIAL_PASSWORD = 'Aa123456';

/**
 * `skinMirrors`: the skin's mirror sites, which become the merchant's domainRoute (one host each),
 * so the gateway and the brand name the same mirrors; a skin without mirrors gets none.
 * `jurisdiction`: the skin's market (compliance.jurisdiction), whose shortest self-exclusion holds.
 */
export function defaultMerchantSettings(
  skinId: string,
  skinMirrors: ReadonlyArray<{ label: string; url: string }> = [],
  jurisdiction: Jurisdiction = 'none',
): MerchantSettings {
  return {
    registrationSettings: Object.fromEntries(
      REGISTRATION_FIELDS.map((field) => [field, { show: true }]),
    ),
    registrationRules: { ...DEFAULT_FIELD_RULES },
    defaultInitialPassword: DEFAULT_INITIAL_PASSWORD,
    passwordMaxAgeDays: 90,
    smsExpiryMinutes: 5,
    countryCode: 'BR',
    dialingCode: '55',
    domains: ['localhost', '127.0.0.1', `${skinId}.skinforge.test`, `*.${skinId}.skinforge.test`],
    mainDomain: `${skinId}.skinforge.test`,
    redirectToMainDomain: false,
    mirrors: skinMirrors.map((mirror) => ({
      domain: new URL(mirror.url).host,
      label: mirror.label,
    })),
    customerService: [
      { csType: 'LIVECHAT', path: '/lgw/chat-page' },
      { csType: 'WHATSAPP', path: 'https://wa.me/5511900000000' },
      { csType: 'EMAIL', path: `mailto:support@${skinId}.skinforge.test` },
    ],
    gtagId: '',
    jurisdiction,
    singleWallet: false,
    points: { exchangeRatio: 100, minConvertPoints: 100, digits: 0, redeemApproveAfterMinutes: 10 },
    promotionReviewMinutes: 30,
    trialBalance: 2000,
    cashier: DEFAULT_CASHIER,
  };
}

/**
 * The platform settings a merchant of the reference gateway runs differently from the defaults,
 * by merchant code. The wallet mode is the operator's platform setting, not the brand's: a skin
 * pointed at an operator's gateway gets whatever its merchant runs, and says nothing about it.
 * MC1003, the sports-led `northstar-sports`, runs a single wallet (spec 001 §7 merchant wallet
 * `isSingle`), as sportsbooks on a seamless wallet do: one balance for every game, no transfers.
 * MC1002, the regional `lusa-regional`, proves phones with a firebase phone sign-in (spec 000 §3,
 * §4, §9), as operators whose SMS goes through firebase do: on the gateway's stand-in of
 * identitytoolkit (gateway/firebase/), so it runs with no outside service. The others use the
 * gateway's own SMS codes.
 */
export const MERCHANT_SETTING_CHOICES: Readonly<Record<string, Partial<MerchantSettings>>> = {
  MC1002: {
    phoneSignIn: {
      provider: 'firebase',
      projectId: 'lusa-regional-stand-in',
      apiKey: 'lusa-regional-stand-in-key',
      standIn: true,
    },
  },
  MC1003: { singleWallet: true },
};

/** A merchant's settings: the defaults, then its choices. */
export function merchantSettings(
  merchantCode: string,
  skinId: string,
  skinMirrors?: ReadonlyArray<{ label: string; url: string }>,
  jurisdiction?: Jurisdiction,
): MerchantSettings {
  return {
    ...defaultMerchantSettings(skinId, skinMirrors, jurisdiction),
    ...MERCHANT_SETTING_CHOICES[merchantCode],
  };
}

// Merchants, one per skin (its merchantCode), kept in memory for every request and reloaded when a
// dev switch changes one. A request names its merchant with X-Merchant-Code; none means the
// `default` skin's merchant (CONTRIBUTING.md "Talking to the gateway").
import {
  findModulePath,
  isModuleId,
  MODULE_IDS,
  type FieldRule,
  type Jurisdiction,
  type ModuleId,
  type ModuleNode,
} from '../../engine';
import type { Queryable } from '../db/database';
import type { CashierSettings } from './cashier-settings';
import { fail } from './gateway-error';

export interface FieldSetting {
  show: boolean;
  required?: boolean;
}

export interface MerchantSettings {
  /** Per registration field; a field without `required` leaves that to the skin (spec 000 §5). */
  registrationSettings: Record<string, FieldSetting>;
  /** Per field: acceptedPattern (engine/fields/patterns), minLength, maxLength, patternId. */
  registrationRules: Record<string, FieldRule>;
  /** The known default initial password: logging in with it forces a change (spec 000 §4, §9). */
  defaultInitialPassword: string;
  /** 0: passwords never expire. */
  passwordMaxAgeDays: number;
  smsExpiryMinutes: number;
  countryCode: string;
  dialingCode: string;
  /** Hosts the site may run on (affiliate check, 'Invalid URL…'); `*` allows any. */
  domains: string[];
  mainDomain: string;
  /** Send visitors on other hosts (but a listed mirror) to the main domain (gateway/README.md). */
  redirectToMainDomain?: boolean;
  mirrors: Array<{ domain: string; label: string }>;
  customerService: Array<{ csType: 'LIVECHAT' | 'WHATSAPP' | 'TELEGRAM' | 'EMAIL'; path: string }>;
  gtagId: string;
  /**
   * The market its skin names (compliance.jurisdiction): its profile's shortest self-exclusion
   * holds (gateway README "Responsible gambling"). Absent: none.
   */
  jurisdiction?: Jurisdiction;
  singleWallet: boolean;
  /**
   * The human-verification step before a password login and an SMS send (spec 000 §4;
   * rules/human-verification.ts). Absent: none.
   */
  humanVerification?: HumanVerificationSettings;
  /**
   * How a phone is proved for the SMS login, the registration by phone and the password by phone
   * (spec 000 §3, §4, §9; gateway/firebase/). Absent: the gateway's own SMS codes.
   */
  phoneSignIn?: FirebasePhoneSettings;
  points: {
    exchangeRatio: number;
    minConvertPoints: number;
    digits: number;
    /** A redeem nobody decided is approved after this (members/redeems.ts; default 10). */
    redeemApproveAfterMinutes?: number;
  };
  /** A promotion application nobody reviewed is approved after this (default 30). */
  promotionReviewMinutes?: number;
  /** What a free-play account starts with, in whole currency units. */
  trialBalance: number;
  /** Deposits, withdrawals, turnover, rebates (./cashier-settings.ts; read through cashierOf). */
  cashier?: Partial<CashierSettings>;
}

/** Which provider checks that a person is there, and its keys (gateway/README.md). */
export interface HumanVerificationSettings {
  provider: 'proofOfWork' | 'turnstile' | 'hcaptcha';
  /** turnstile, hcaptcha: the widget's public site key. */
  siteKey?: string;
  /** turnstile, hcaptcha: the secret the siteverify call sends. */
  secret?: string;
  /** turnstile, hcaptcha: another siteverify address (a proxy, or a stand-in in tests). */
  verifyUrl?: string;
  /** proofOfWork: the zero bits a solution's hash starts with (default 16). */
  difficulty?: number;
}

/** A firebase project's phone sign-in (gateway/README.md "Firebase phone sign-in"). */
export interface FirebasePhoneSettings {
  provider: 'firebase';
  projectId: string;
  /** The project's web API key, which the site sends to identitytoolkit as `key`. */
  apiKey: string;
  /**
   * The reference gateway's stand-in plays identitytoolkit (gateway/firebase/phone-stand-in.ts):
   * the site calls it at the gateway's /lgw/identitytoolkit and its key checks the id tokens.
   */
  standIn?: boolean;
  /** Another identitytoolkit origin (default https://identitytoolkit.googleapis.com). */
  identityToolkitUrl?: string;
  /** Another JWK set of the token keys (default firebase's securetoken key set). */
  keysUrl?: string;
  /** stand-in: the dialing codes it sends to (its SMS region policy; default the merchant's). */
  allowedDialingCodes?: string[];
  /** stand-in: the sends a project may make in an hour (default 500). */
  quotaPerHour?: number;
}

export interface Merchant {
  code: string;
  skinId: string;
  name: string;
  currency: string;
  currencySymbol: string;
  settings: MerchantSettings;
  moduleTree: ModuleNode[];
  maintenance: boolean;
  maintenanceEnd: Date | null;
  regionRestricted: boolean;
}

interface MerchantRow {
  code: string;
  skin_id: string;
  name: string;
  currency: string;
  currency_symbol: string;
  settings: MerchantSettings;
  module_tree: ModuleNode[];
  maintenance: boolean;
  maintenance_end: Date | null;
  region_restricted: boolean;
}

const fromRow = (row: MerchantRow): Merchant => ({
  code: row.code,
  skinId: row.skin_id,
  name: row.name,
  currency: row.currency,
  currencySymbol: row.currency_symbol,
  settings: row.settings,
  moduleTree: row.module_tree,
  maintenance: row.maintenance,
  maintenanceEnd: row.maintenance_end,
  regionRestricted: row.region_restricted,
});

/**
 * A module is on when it and every ancestor are enabled; one the tree does not name is on. An id
 * the feature registry does not know is a programming error (a typo would otherwise never close
 * the gate), so it throws instead of answering.
 */
export function moduleEnabled(merchant: Merchant, moduleId: ModuleId): boolean {
  if (!isModuleId(moduleId)) {
    throw new Error(
      `moduleEnabled: "${String(moduleId)}" is not a module of engine/features/feature-registry.ts (known: ${MODULE_IDS.join(', ')}).`,
    );
  }
  const path = findModulePath(merchant.moduleTree, moduleId);
  return path === undefined || path.every((node) => node.enabled);
}

export function requireModule(merchant: Merchant, moduleId: ModuleId): void {
  if (!moduleEnabled(merchant, moduleId)) fail('FEATURE_DISABLED', { value: { module: moduleId } });
}

export class MerchantRegistry {
  private readonly byCode = new Map<string, Merchant>();
  private defaultCode = '';

  async load(db: Queryable): Promise<void> {
    const rows = await db.query<MerchantRow>('SELECT * FROM merchants ORDER BY skin_id');
    this.byCode.clear();
    for (const row of rows) this.byCode.set(row.code, fromRow(row));
    // The `default` skin's merchant, else the first skin's (a skins folder without `default`).
    this.defaultCode = rows.find((row) => row.skin_id === 'default')?.code ?? rows[0]?.code ?? '';
  }

  async reload(db: Queryable, code: string): Promise<Merchant> {
    const [row] = await db.query<MerchantRow>('SELECT * FROM merchants WHERE code = $1', [code]);
    const merchant = fromRow(row);
    this.byCode.set(code, merchant);
    return merchant;
  }

  list(): Merchant[] {
    return [...this.byCode.values()];
  }

  /** The merchant a request names (X-Merchant-Code), or the default one when it names none. */
  resolve(code: string | undefined): Merchant {
    const wanted = code?.trim() || this.defaultCode;
    const merchant = this.byCode.get(wanted);
    if (!merchant) {
      fail('UNKNOWN_MERCHANT', {
        message: `Unknown merchant code "${wanted}": this gateway serves ${
          this.list()
            .map((known) => known.code)
            .join(', ') || 'no merchant'
        } (one per skin).`,
      });
    }
    return merchant;
  }
}

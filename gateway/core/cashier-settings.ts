// A merchant's cashier: the deposit channels it lists, its withdrawal limits and timings, the
// turnover a credit asks before it may leave again, the upline transfer limits, the rebate rates and
// how many bank accounts a member may keep. The spec names these (spec 001 §2 member centre pages,
// §4 withdrawal confirmation, §9 "Withdrawal auto-receipt after a configurable number of minutes")
// and withholds the numbers: the defaults below are ours, written into each merchant's settings by
// the seed; a merchant stored before they existed reads the defaults.
import type { Category, Locale } from '../../engine';

export interface DepositChannel {
  /** Stable code, sent back by createDeposit. */
  code: string;
  name: Record<Locale, string>;
  /** Decimal strings with 2 places, in the channel's currency. */
  min: string;
  max: string;
  /** The channel's fee, percent of the amount ("0" for none), taken from what is credited. */
  feeRate: string;
  currency: string;
}

export interface CashierSettings {
  depositChannels: DepositChannel[];
  /** An unpaid deposit order lapses after this many minutes. */
  depositOrderMinutes: number;
  withdrawal: {
    min: string;
    max: string;
    /** A pending withdrawal is paid this long after it was asked (a dev switch decides sooner). */
    payAfterMinutes: number;
    /** A paid withdrawal the player does not confirm counts as received after this (spec 001 §4). */
    autoReceiptMinutes: number;
  };
  /** Valid bet a credit asks before it may be withdrawn, as a multiple of its amount. */
  turnover: { deposit: number; bonus: number };
  /** What one transfer to the upline may carry (spec 001 §1). */
  upline: { min: string; max: string };
  /** Rebate per category, percent of valid bet (spec 000 §2 manualRebate). */
  rebateRates: Partial<Record<Category, string>>;
  maxBankAccounts: number;
  /** The merchant's days (records, profit and loss per day): minutes from UTC, Brazil -180. */
  utcOffsetMinutes: number;
}

export const DEFAULT_CASHIER: CashierSettings = {
  depositChannels: [
    {
      code: 'PIX',
      name: { pt: 'PIX', en: 'PIX' },
      min: '10.00',
      max: '50000.00',
      feeRate: '0',
      currency: 'BRL',
    },
    {
      code: 'BOLETO',
      name: { pt: 'Boleto bancário', en: 'Bank slip (boleto)' },
      min: '50.00',
      max: '10000.00',
      feeRate: '1.5',
      currency: 'BRL',
    },
    {
      code: 'CARD',
      name: { pt: 'Cartão de crédito', en: 'Credit card' },
      min: '20.00',
      max: '5000.00',
      feeRate: '2.5',
      currency: 'BRL',
    },
  ],
  depositOrderMinutes: 30,
  withdrawal: { min: '20.00', max: '20000.00', payAfterMinutes: 10, autoReceiptMinutes: 30 },
  turnover: { deposit: 1, bonus: 3 },
  upline: { min: '1.00', max: '10000.00' },
  rebateRates: {
    RNG: '0.8',
    FISH: '0.8',
    BGS: '0.8',
    PVP: '0.6',
    LIVE: '0.5',
    SPORTS: '0.4',
    ESPORTS: '0.4',
    COCKFIGHT: '0.4',
    LOTT: '0.3',
    ELOTT: '0.3',
  },
  maxBankAccounts: 5,
  utcOffsetMinutes: -180,
};

/** The merchant's cashier, each part falling back to the default when its settings lack it. */
export function cashierOf(settings: { cashier?: Partial<CashierSettings> }): CashierSettings {
  return { ...DEFAULT_CASHIER, ...settings.cashier };
}

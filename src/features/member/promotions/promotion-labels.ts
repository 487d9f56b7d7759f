// The catalogue keys of a promotion's type, settlement period and activity status (spec 001 §4).
import type { ApiPromotion } from '../../../../engine';

export const TYPE_KEY = {
  DAILY: 'daily',
  NEWBIE: 'newbie',
  LIMITED: 'limited',
  SPECIAL: 'special',
  HIGH_REBATE: 'highRebate',
  VIP: 'vip',
} as const satisfies Record<ApiPromotion['type'], string>;

export const STATUS_KEY = {
  join: 'join',
  claim: 'claim',
  applying: 'applying',
  close: 'close',
  rejected: 'rejected',
  issued: 'issued',
  claimed: 'claimed',
  process: 'process',
  joined: 'joined',
  'coming soon': 'comingSoon',
} as const satisfies Record<ApiPromotion['status'], string>;

// Responsible gambling (gateway README "Responsible gambling"): the member's limits, reality
// check, break and self-exclusion. Every action answers the settings as they stand afterwards;
// the rules live in members/rg-*.ts and the engine's rg/ (when a change takes effect).
import {
  breakEnd,
  exclusionEnd,
  jurisdictionProfile,
  type ActionPayload,
  type Locale,
} from '../../engine';
import type { FamilyRoutes, MemberContext } from '../context/action-context';
import { amountCents } from '../core/amounts';
import { cashierOf } from '../core/cashier-settings';
import { fail } from '../core/gateway-error';
import { checkLoginPassword } from '../members/login-password';
import { memberById } from '../members/member-row';
import { setLimit } from '../members/rg-limits';
import { rgOverview } from '../members/rg-overview';
import { setRealityCheck, startBreak, startExclusion } from '../members/rg-settings';

const overview = (context: MemberContext<unknown>) =>
  rgOverview(
    context.db,
    context.session,
    context.now,
    cashierOf(context.merchant.settings).utcOffsetMinutes,
  );

function refuseShape(language: Locale, field: string, en: string, pt: string): never {
  fail('FIELD_INVALID', { message: language === 'pt' ? pt : en, value: { field } });
}

/** The limit a setRgLimit payload asks for: its row and value in whole units (null: none). */
function askedLimit(payload: ActionPayload<'setRgLimit'>, language: Locale) {
  if (payload.kind === 'session') {
    if (payload.period !== undefined || payload.amount !== undefined) {
      refuseShape(
        language,
        'minutes',
        'A session limit takes minutes (1 to 1440, or null to remove it), not a period or an amount.',
        'Um limite de sessão leva minutes (1 a 1440, ou null para removê-lo), não period nem amount.',
      );
    }
    if (payload.minutes === undefined) {
      refuseShape(
        language,
        'minutes',
        'minutes is required for a session limit: 1 to 1440, or null to remove it.',
        'minutes é obrigatório num limite de sessão: 1 a 1440, ou null para removê-lo.',
      );
    }
    return { kind: payload.kind, period: 'session' as const, asked: payload.minutes };
  }
  if (payload.minutes !== undefined) {
    refuseShape(
      language,
      'minutes',
      `A ${payload.kind} limit takes a period and an amount, not minutes.`,
      `Um limite de ${payload.kind} leva period e amount, não minutes.`,
    );
  }
  if (payload.period === undefined || payload.amount === undefined) {
    refuseShape(
      language,
      payload.period === undefined ? 'period' : 'amount',
      `A ${payload.kind} limit needs period (day, week or month) and amount (a decimal such as 50.00, or null to remove it).`,
      `Um limite de ${payload.kind} precisa de period (day, week ou month) e amount (um decimal como 50.00, ou null para removê-lo).`,
    );
  }
  return {
    kind: payload.kind,
    period: payload.period,
    asked: payload.amount === null ? null : amountCents(payload.amount),
  };
}

/** The market's shortest self-exclusion holds (PT 3 months, UK 6: README "Responsible gambling"). */
function refuseShorterThanMarket(context: MemberContext<ActionPayload<'selfExclude'>>): void {
  const { months } = context.payload;
  const jurisdiction = context.merchant.settings.jurisdiction ?? 'none';
  const minimum = jurisdictionProfile(jurisdiction).minimumExclusionMonths;
  if (months === undefined || months >= minimum) return;
  refuseShape(
    context.language,
    'months',
    `A self-exclusion here lasts at least ${minimum} months (${jurisdiction}); got ${months}.`,
    `Uma autoexclusão aqui dura pelo menos ${minimum} meses (${jurisdiction}); veio ${months}.`,
  );
}

export const rgRoutes: FamilyRoutes<'rg'> = {
  rgSettings: {
    handler: overview,
  },
  setRgLimit: {
    handler: async (context) => {
      const asked = askedLimit(context.payload, context.language);
      await context.transaction((tx) =>
        setLimit(tx, { memberId: context.session.memberId, ...asked, now: context.now }),
      );
      return overview(context);
    },
  },
  setRealityCheck: {
    handler: async (context) => {
      const { minutes } = context.payload;
      await setRealityCheck(context.db, context.session.memberId, minutes === 0 ? null : minutes);
      return overview(context);
    },
  },
  takeBreak: {
    handler: async (context) => {
      await startBreak(
        context.db,
        context.session.memberId,
        breakEnd(context.now, context.payload.days),
      );
      return overview(context);
    },
  },
  selfExclude: {
    handler: async (context) => {
      const { payload, language } = context;
      if ((payload.months === undefined) === (payload.permanent === undefined)) {
        refuseShape(
          language,
          'months',
          'Choose months (3, 6, 12 or 60) or permanent: true, not both and not neither.',
          'Escolha months (3, 6, 12 ou 60) ou permanent: true, não os dois nem nenhum.',
        );
      }
      refuseShorterThanMarket(context);
      const member = await memberById(context.db, context.session.memberId);
      if (!member) fail('TOKEN_INVALID');
      await checkLoginPassword(member, payload.password, language);
      const until = payload.months === undefined ? null : exclusionEnd(context.now, payload.months);
      await startExclusion(context.db, member.id, until);
      return overview(context);
    },
  },
};

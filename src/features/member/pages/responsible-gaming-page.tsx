// Responsible gaming (gateway README "Responsible gambling"): the member's limits with what each
// leaves and any raise waiting out its 24 hours, the tools to set a limit, the reality check, a
// break and a self-exclusion (each asked again in plain words), and, during a break or exclusion,
// what it means. The page reads the gateway and the skin's market; its parts only lay out.
import { useQueryClient } from '@tanstack/react-query';
import {
  exclusionEnd,
  jurisdictionProfile,
  RG_EXCLUSION_MONTHS,
  type ActionValue,
  type RgLimitKind,
} from '../../../../engine';
import { LoadState } from '../../../components/load-state';
import { SelectField } from '../../../components/select-field';
import {
  useApiErrorMessage,
  useGatewayMutation,
  useGatewayQuery,
  useGatewayQueryKey,
} from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSkin } from '../../../lib/skin/skin-context';
import { RgBreakForm } from '../responsible-gaming/rg-break-form';
import { RgExclusionForm } from '../responsible-gaming/rg-exclusion-form';
import { RgLimitForm, type LimitChoice } from '../responsible-gaming/rg-limit-form';
import { RgLimitsList, type ShownLimit } from '../responsible-gaming/rg-limits-list';
import { useLoadState, usePageFormats } from '../use-page-tools';

type Settings = ActionValue<'rgSettings'>;

const LIMIT_KINDS: readonly RgLimitKind[] = ['deposit', 'loss', 'wager', 'session'];
const REALITY_CHECK_MINUTES = [0, 15, 30, 60];

function limitPayload(choice: LimitChoice) {
  const value = choice.value === '' ? null : choice.value;
  return choice.kind === 'session'
    ? { kind: choice.kind, minutes: value === null ? null : Number(value) }
    : { kind: choice.kind, period: choice.period, amount: value };
}

export function ResponsibleGamingPage() {
  const { t } = useTranslation();
  const { money, dateTime } = usePageFormats();
  const loadState = useLoadState();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const { compliance } = useSkin();
  const profile = jurisdictionProfile(compliance.jurisdiction);
  const settings = useGatewayQuery('rgSettings', {});
  const settingsKey = useGatewayQueryKey('rgSettings', {});
  // Every action answers the settings as they stand: they replace the read.
  const refresh = (value: Settings) => queryClient.setQueryData(settingsKey, value);
  const setLimit = useGatewayMutation('setRgLimit', { onSuccess: refresh });
  const setCheck = useGatewayMutation('setRealityCheck', { onSuccess: refresh });
  const takeBreak = useGatewayMutation('takeBreak', { onSuccess: refresh });
  const exclude = useGatewayMutation('selfExclude', { onSuccess: refresh });
  const failed = [setLimit, setCheck, takeBreak, exclude].find((mutation) => mutation.isError);
  const data = settings.data;

  const shownLimits = (value: Settings): ShownLimit[] => {
    const pendingText = (amount: string | null, date: string) =>
      t('rg.pending', { value: amount ?? t('rg.none'), date: dateTime(date) });
    const money_ = value.limits.map((limit) => ({
      key: `${limit.kind}-${limit.period}`,
      term: `${t(`rg.kind.${limit.kind}`)} (${t(`rg.period.${limit.period}`)})`,
      value:
        limit.amount === null || limit.left === null
          ? t('rg.none')
          : t('rg.limitLeft', { amount: money(limit.amount), left: money(limit.left) }),
      pending:
        limit.pending &&
        pendingText(
          limit.pending.amount && money(limit.pending.amount),
          limit.pending.takesEffectAt,
        ),
    }));
    const { sessionLimit } = value;
    const minutes = (count: number | null) => (count === null ? null : t('rg.minutes', { count }));
    return sessionLimit.minutes === null && !sessionLimit.pending
      ? money_
      : [
          ...money_,
          {
            key: 'session',
            term: t('rg.kind.session'),
            value: minutes(sessionLimit.minutes) ?? t('rg.none'),
            pending:
              sessionLimit.pending &&
              pendingText(
                minutes(sessionLimit.pending.minutes),
                sessionLimit.pending.takesEffectAt,
              ),
          },
        ];
  };

  const restrictionText = (restriction: NonNullable<Settings['restriction']>) =>
    restriction.until === null
      ? t('rg.restricted.forGood')
      : t(`rg.restricted.${restriction.kind}`, { date: dateTime(restriction.until) });

  const lengths = [
    ...RG_EXCLUSION_MONTHS.filter((months) => months >= profile.minimumExclusionMonths).map(
      (months) => ({ value: String(months), label: t('rg.exclusionMonths', { count: months }) }),
    ),
    { value: 'permanent', label: t('rg.exclusionPermanent') },
  ];

  return (
    <LoadState {...loadState(settings)}>
      {data && (
        <>
          <p>{t('rg.intro')}</p>
          {data.restriction && (
            <p role="status" id="rg-restriction">
              {restrictionText(data.restriction)} {t('rg.restrictedHint')}
            </p>
          )}
          <RgLimitsList
            caption={t('rg.limits')}
            empty={t('rg.noLimits')}
            limits={shownLimits(data)}
          />
          {failed?.error && <p role="alert">{errorMessage(failed.error)}</p>}
          {setLimit.isSuccess && <p role="status">{t('rg.limitSaved')}</p>}
          <RgLimitForm
            texts={{
              title: t('rg.setLimit'),
              kind: t('rg.kind'),
              period: t('rg.period'),
              amount: t('rg.limitAmount'),
              minutes: t('rg.limitMinutes'),
              submit: t('rg.saveLimit'),
            }}
            kinds={LIMIT_KINDS.map((kind) => ({ value: kind, label: t(`rg.kind.${kind}`) }))}
            periods={(['day', 'week', 'month'] as const).map((period) => ({
              value: period,
              label: t(`rg.period.${period}`),
            }))}
            pending={setLimit.isPending}
            onSubmit={(choice) => setLimit.mutate(limitPayload(choice))}
          />
          {compliance.realityCheck && (
            <form
              noValidate
              aria-label={t('rg.realityCheck')}
              onSubmit={(event) => event.preventDefault()}
            >
              <h2>{t('rg.realityCheck')}</h2>
              <p>{t('rg.realityCheckHint')}</p>
              <SelectField
                label={t('rg.realityCheck')}
                options={REALITY_CHECK_MINUTES.map((count) => ({
                  value: String(count),
                  label:
                    count === 0 ? t('rg.realityCheckOff') : t('rg.realityCheckEvery', { count }),
                }))}
                value={String(data.realityCheckMinutes ?? 0)}
                onChange={(value) => setCheck.mutate({ minutes: Number(value) })}
              />
            </form>
          )}
          <RgBreakForm
            texts={{
              title: t('rg.takeBreak'),
              days: t('rg.breakDays'),
              submit: t('rg.takeBreak'),
              confirmTitle: (count) => t('rg.breakConfirmTitle', { count }),
              confirm: (count) =>
                t('rg.breakConfirm', {
                  date: dateTime(new Date(Date.now() + count * 86_400_000).toISOString()),
                }),
              confirmLabel: t('rg.confirm'),
              cancelLabel: t('common.cancel'),
            }}
            pending={takeBreak.isPending}
            onConfirm={(days) => takeBreak.mutate({ days })}
          />
          <RgExclusionForm
            texts={{
              title: t('rg.selfExclude'),
              length: t('rg.exclusionLength'),
              password: t('rg.password'),
              minimum:
                profile.minimumExclusionMonths > 0
                  ? t('rg.exclusionMinimum', { count: profile.minimumExclusionMonths })
                  : undefined,
              submit: t('rg.selfExclude'),
              confirmTitle: t('rg.excludeConfirmTitle'),
              confirm: (choice) =>
                t('rg.excludeConfirm', {
                  until:
                    choice === 'permanent'
                      ? t('rg.forGood')
                      : t('rg.untilDate', {
                          date: dateTime(exclusionEndText(Number(choice))),
                        }),
                }),
              confirmLabel: t('rg.confirm'),
              cancelLabel: t('common.cancel'),
            }}
            lengths={lengths}
            pending={exclude.isPending}
            onConfirm={(choice, password) =>
              exclude.mutate(
                choice === 'permanent'
                  ? { permanent: true, password }
                  : { months: Number(choice) as (typeof RG_EXCLUSION_MONTHS)[number], password },
              )
            }
          />
        </>
      )}
    </LoadState>
  );
}

function exclusionEndText(months: number): string {
  return exclusionEnd(new Date(), months).toISOString();
}

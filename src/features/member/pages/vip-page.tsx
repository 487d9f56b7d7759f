// VIP (spec 000 §3 the VIP public state; spec 001 §2 the VIP entry; gateway README "VIP"): the
// member's level and the valid bet still missing to the next, this month's bonus, and the ladder
// with each level's level-up bonus, claimable once per level reached.
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { FactList } from '../../../components/fact-list';
import { LoadState } from '../../../components/load-state';
import { RecordTable } from '../../../components/record-table';
import { useApiErrorMessage, useGatewayMutation, useGatewayQuery } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCreditBalance } from '../../session/credit-moment';
import { useLoadState, usePageFormats } from '../use-page-tools';
import { useRefreshAfter } from '../use-refresh-after';

const Progress = styled.progress`
  width: min(28rem, 100%);
  accent-color: var(--skin-primary);
`;

const REFRESH = [
  'vip',
  'balance',
  'memberInfo',
  'memberMenu',
  'bonusRecords',
  'walletTransactions',
] as const;

export function VipPage() {
  const { t } = useTranslation();
  const { money } = usePageFormats();
  const loadState = useLoadState();
  const errorMessage = useApiErrorMessage();
  const vip = useGatewayQuery('vip');
  const claim = useGatewayMutation('vipClaim', { onSuccess: useRefreshAfter(REFRESH) });
  const credit = useCreditBalance();
  const value = vip.data;
  const claimButton = (label: string, payload: { kind: 'levelUp' | 'monthly'; level?: number }) => (
    <Button
      pending={claim.isPending}
      aria-label={label}
      onClick={(event) => claim.mutate(payload, { onSuccess: credit(event.currentTarget) })}
    >
      {t('vip.claim')}
    </Button>
  );
  const state = (
    status: 'locked' | 'claimable' | 'claimed',
    label: string,
    payload: {
      kind: 'levelUp' | 'monthly';
      level?: number;
    },
  ) =>
    status === 'claimable'
      ? claimButton(label, payload)
      : t(status === 'claimed' ? 'vip.claimed' : 'vip.locked');
  return (
    <LoadState {...loadState(vip)}>
      {value && (
        <>
          <FactList
            facts={[
              {
                term: t('vip.level'),
                id: 'vip-level',
                value:
                  value.level > 0
                    ? t('vip.levelName', { level: value.level, label: value.label })
                    : t('vip.none'),
              },
              { term: t('vip.validBet'), value: money(value.validBet) },
              {
                term: t('vip.next'),
                value: value.next
                  ? t('vip.nextNeeds', {
                      level: value.next.level,
                      remaining: money(value.next.remaining),
                    })
                  : t('vip.top'),
              },
              {
                term: t('vip.monthly', { month: value.monthly.month }),
                id: 'vip-monthly',
                value: (
                  <>
                    <span>{money(value.monthly.amount)}</span>
                    {state(value.monthly.status, t('vip.claimMonthly'), { kind: 'monthly' })}
                  </>
                ),
              },
            ]}
          />
          {value.next && (
            <Progress
              aria-label={t('vip.progress')}
              value={Number(value.validBet)}
              max={Number(value.next.threshold)}
            />
          )}
          {claim.isSuccess && (
            <p role="status">{t('vip.claimedNow', { amount: money(claim.data.amount) })}</p>
          )}
          {claim.isError && <p role="alert">{errorMessage(claim.error)}</p>}
          <RecordTable
            caption={t('vip.ladder')}
            columns={[
              { key: 'level', label: t('vip.levelColumn') },
              { key: 'threshold', label: t('vip.threshold'), numeric: true },
              { key: 'levelUpBonus', label: t('vip.levelUpBonus'), numeric: true },
              { key: 'monthlyBonus', label: t('vip.monthlyBonus'), numeric: true },
              { key: 'claim', label: t('common.status') },
            ]}
            rows={value.levels.map((level) => ({
              key: level.level,
              cells: {
                level: t('vip.levelName', { level: level.level, label: level.label }),
                threshold: money(level.threshold),
                levelUpBonus: money(level.levelUpBonus),
                monthlyBonus: money(level.monthlyBonus),
                claim: state(level.levelUp, t('vip.claimLevel', { level: level.level }), {
                  kind: 'levelUp',
                  level: level.level,
                }),
              },
            }))}
          />
        </>
      )}
    </LoadState>
  );
}

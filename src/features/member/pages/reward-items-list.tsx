// The reward centre's own items (spec 000 §1 rewards; gateway README "Reward centre items"): the
// golden egg, red envelope, daily sign-in and cashback, each with its rule, what is claimable now
// and its claim; the prize drawn (or the points) is said once the gateway answers.
import styled from 'styled-components';
import type { ActionValue } from '../../../../engine';
import { Button } from '../../../components/button';
import { LoadState } from '../../../components/load-state';
import { useApiErrorMessage, useGatewayMutation, useGatewayQuery } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCreditBalance } from '../../session/credit-moment';
import { useLoadState, usePageFormats } from '../use-page-tools';
import { useRefreshAfter } from '../use-refresh-after';

type Item = ActionValue<'rewards'>['list'][number];

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 0.25rem;
    align-content: start;
    padding: 0.75rem;
    background: var(--skin-surface);
    border: 1px solid var(--skin-border);
    border-radius: var(--skin-radius);
  }
`;

const REFRESH = [
  'rewards',
  'balance',
  'memberMenu',
  'pointsBalance',
  'walletTransactions',
  'bonusRecords',
] as const;

function RewardItem({ item }: { item: Item }) {
  const { t } = useTranslation();
  const { money } = usePageFormats();
  const errorMessage = useApiErrorMessage();
  const claim = useGatewayMutation('rewardClaim', { onSuccess: useRefreshAfter(REFRESH) });
  const credit = useCreditBalance();
  const name = t(`rewardItems.${item.reward}`);
  const detail =
    item.reward === 'signIn'
      ? t('rewardItems.streak', { count: item.streak ?? 0, points: item.points ?? 0 })
      : item.reward === 'cashback'
        ? t('rewardItems.amount', { amount: money(item.amount ?? '0.00') })
        : t('rewardItems.tickets', { count: item.tickets });
  const won = claim.data;
  return (
    <li data-reward={item.reward} data-status={item.status}>
      <strong>{name}</strong>
      <span>{t(`rewardItems.rule.${item.reward}`)}</span>
      <span>{detail}</span>
      {item.status === 'claimable' ? (
        <Button
          pending={claim.isPending}
          onClick={(event) =>
            claim.mutate({ reward: item.reward }, { onSuccess: credit(event.currentTarget) })
          }
        >
          {t(`rewardItems.claim.${item.reward}`)}
        </Button>
      ) : (
        <span>{t(`rewardItems.status.${item.status}`)}</span>
      )}
      {won && (
        <p role="status">
          {won.amount !== null
            ? t('rewardItems.wonMoney', { amount: money(won.amount) })
            : t('rewardItems.wonPoints', { points: won.points ?? 0 })}
        </p>
      )}
      {claim.isError && <p role="alert">{errorMessage(claim.error)}</p>}
    </li>
  );
}

export function RewardItemsList() {
  const { t } = useTranslation();
  const loadState = useLoadState();
  const rewards = useGatewayQuery('rewards');
  return (
    <LoadState {...loadState(rewards)}>
      <List aria-label={t('rewardItems.title')}>
        {(rewards.data?.list ?? []).map((item) => (
          <RewardItem key={item.reward} item={item} />
        ))}
      </List>
    </LoadState>
  );
}

// Daily tasks and weekly missions (spec 000 §2 missionLeaderboard) from the member's settled plays:
// each with its progress bar, its reward in points and, once reached, a claim that credits the
// points once (gateway README "Missions").
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import type { ActionValue } from '../../../../engine';
import { Button } from '../../../components/button';
import { LoadState } from '../../../components/load-state';
import {
  gatewayQueryKey,
  useApiErrorMessage,
  useGatewayMutation,
  useGatewayQuery,
} from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLoadState, usePageFormats } from '../use-page-tools';

type Mission = ActionValue<'missions'>['list'][number];

const List = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0 0 1.5rem;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 0.25rem;
    padding: 0.75rem;
    background: var(--skin-surface);
    border-radius: var(--skin-radius);
  }
  progress {
    width: 100%;
    accent-color: var(--skin-primary);
  }
`;

function MissionItem({ mission }: { mission: Mission }) {
  const { t } = useTranslation();
  const { money } = usePageFormats();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const claim = useGatewayMutation('missionClaim', {
    onSuccess: () => {
      for (const name of ['missions', 'pointsBalance', 'memberMenu'] as const) {
        void queryClient.invalidateQueries({ queryKey: gatewayQueryKey(name) });
      }
    },
  });
  const show = (value: string) => (mission.kind === 'validBet' ? money(value) : value);
  const name = t(`missions.${mission.kind}`, { target: show(mission.target) });
  const ratio = Number(mission.progress) / Number(mission.target);
  return (
    <li data-mission={mission.id}>
      <strong>{name}</strong>
      <span>
        {t(`missions.period.${mission.period}`)} ·{' '}
        {t('missions.reward', { points: mission.points })}
      </span>
      <progress
        aria-label={`${t('missions.progress')}: ${name}`}
        value={Math.min(ratio, 1)}
        max={1}
      />
      <span>
        {show(mission.progress)} / {show(mission.target)}
      </span>
      {mission.status === 'claimable' && (
        <Button
          pending={claim.isPending}
          aria-label={`${t('missions.claim')}: ${name}`}
          onClick={() => claim.mutate({ missionId: mission.id })}
        >
          {t('missions.claim')}
        </Button>
      )}
      {mission.status === 'claimed' && <span>{t('missions.claimed')}</span>}
      {claim.isSuccess && (
        <p role="status">{t('missions.claimedNow', { points: claim.data.points })}</p>
      )}
      {claim.isError && <p role="alert">{errorMessage(claim.error)}</p>}
    </li>
  );
}

export function MissionsList() {
  const { t } = useTranslation();
  const loadState = useLoadState();
  const missions = useGatewayQuery('missions');
  return (
    <LoadState {...loadState(missions, (value) => value.list.length === 0)}>
      <List aria-label={t('missions.title')}>
        {(missions.data?.list ?? []).map((mission) => (
          <MissionItem key={mission.id} mission={mission} />
        ))}
      </List>
    </LoadState>
  );
}

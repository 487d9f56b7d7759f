// Reward centre (spec 000 §2 rewardCenter; spec 001 §4 activity statuses): its own items (golden
// egg, red envelope, sign-in, cashback: ./reward-items-list.tsx), then the promotions the member
// may claim now (the menu's badge counts both), then the other promotions with their status, each
// linking to its entry on /promotions (the hash is the promotion id), where claiming,
// joining and applying happen.
import { Link } from 'react-router-dom';
import type { ActionValue } from '../../../../engine';
import { LoadState } from '../../../components/load-state';
import { RecordTable } from '../../../components/record-table';
import { useGatewayQuery } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { STATUS_KEY } from '../promotions/promotion-labels';
import { useLoadState, usePageFormats } from '../use-page-tools';
import { ZaloReward } from '../zalo-reward';
import { RewardItemsList } from './reward-items-list';

type Promotion = ActionValue<'promotions'>['list'][number];

function PromotionTable({ caption, list }: { caption: string; list: readonly Promotion[] }) {
  const { t } = useTranslation();
  const { dateTime } = usePageFormats();
  return (
    <RecordTable
      caption={caption}
      columns={[
        { key: 'title', label: t('records.title') },
        { key: 'status', label: t('common.status') },
        { key: 'endsAt', label: t('rewards.endsAt') },
      ]}
      rows={list.map((promotion) => ({
        key: promotion.id,
        cells: {
          title: <Link to={`/promotions#${promotion.id}`}>{promotion.title}</Link>,
          status: t(`promotion.status.${STATUS_KEY[promotion.status]}`),
          endsAt: dateTime(promotion.endsAt),
        },
      }))}
    />
  );
}

export function RewardCentrePage() {
  const { t } = useTranslation();
  const loadState = useLoadState();
  const promotions = useGatewayQuery('promotions', {});
  const list = promotions.data?.list ?? [];
  const claimable = list.filter((promotion) => promotion.status === 'claim');
  return (
    <>
      <ZaloReward />
      <RewardItemsList />
      <LoadState {...loadState(promotions, (value) => value.list.length === 0)}>
        {claimable.length > 0 ? (
          <PromotionTable caption={t('rewards.claimable')} list={claimable} />
        ) : (
          <p>{t('rewards.nothingToClaim')}</p>
        )}
        <PromotionTable
          caption={t('rewards.others')}
          list={list.filter((promotion) => promotion.status !== 'claim')}
        />
      </LoadState>
    </>
  );
}

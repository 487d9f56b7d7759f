// Reward centre (spec 000 §2 rewardCenter; spec 001 §4 activity statuses): the promotions running
// for this member with their status, each linking to its entry on /promotions (the hash is the
// promotion id). Applying and claiming happen there.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadState } from '../../../components/load-state';
import { RecordTable } from '../../../components/record-table';
import { useGatewayQuery } from '../../../lib/api';
import { STATUS_KEY } from '../promotions/promotion-labels';
import { useLoadState, usePageFormats } from '../use-page-tools';

export function RewardCentrePage() {
  const { t } = useTranslation();
  const { dateTime } = usePageFormats();
  const loadState = useLoadState();
  const promotions = useGatewayQuery('promotions', {});
  return (
    <LoadState {...loadState(promotions, (value) => value.list.length === 0)}>
      <RecordTable
        caption={t('member.rewardCenter')}
        columns={[
          { key: 'title', label: t('records.title') },
          { key: 'status', label: t('common.status') },
          { key: 'endsAt', label: t('rewards.endsAt') },
        ]}
        rows={(promotions.data?.list ?? []).map((promotion) => ({
          key: promotion.id,
          cells: {
            title: <Link to={`/promotions#${promotion.id}`}>{promotion.title}</Link>,
            status: t(`promotion.status.${STATUS_KEY[promotion.status]}`),
            endsAt: dateTime(promotion.endsAt),
          },
        }))}
      />
    </LoadState>
  );
}

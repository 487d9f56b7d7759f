// Betting record (spec 000 §2 personalHistoryCopy): the player's plays in a period (previous/next 7
// and 30 days), by category and vendor, with the period's totals and pages of rows.
import { useState } from 'react';
import {
  CATEGORIES,
  GAME_VENDORS_PAYLOAD,
  type ActionPayload,
  type Category,
} from '../../../../engine';
import { ReportTable } from '../../../components/report-table';
import { SelectField } from '../../../components/select-field';
import { useGatewayQuery } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useReportRange } from '../../../lib/records/use-report-range';
import { usePageFormats } from '../use-page-tools';

export function BettingRecordPage() {
  const { t } = useTranslation();
  const { dateTime, figures } = usePageFormats();
  const range = useReportRange();
  const [category, setCategory] = useState('');
  const [vendor, setVendor] = useState('');
  const lanes = useGatewayQuery('gameVendors', GAME_VENDORS_PAYLOAD).data?.data.lanes ?? [];
  const vendors = [
    ...new Map(
      lanes
        .filter((lane) => !category || lane.title === category)
        .flatMap((lane) => lane.cards.map((card) => [card.vassalage, card.name] as const)),
    ),
  ];
  const payload: ActionPayload<'betRecords'> = {
    ...range.payload,
    ...(category ? { category: category as Category } : {}),
    ...(vendor ? { vendor } : {}),
    pageSize: 10,
  };
  const records = useGatewayQuery('betRecords', payload);
  const data = records.data;
  return (
    <ReportTable
      {...range.shell(records)}
      filters={
        <>
          <SelectField
            label={t('records.category')}
            value={category}
            onChange={(value) => {
              setCategory(value);
              setVendor('');
              range.restart();
            }}
            options={[
              { value: '', label: t('common.all') },
              ...CATEGORIES.map((each) => ({ value: each, label: t(`category.${each}`) })),
            ]}
          />
          <SelectField
            label={t('records.vendor')}
            value={vendor}
            onChange={(value) => {
              setVendor(value);
              range.restart();
            }}
            options={[
              { value: '', label: t('common.all') },
              ...vendors.map(([code, name]) => ({ value: code, label: name })),
            ]}
          />
        </>
      }
      caption={t('member.personalHistoryCopy')}
      captionHidden
      columns={[
        { key: 'time', label: t('common.time') },
        { key: 'game', label: t('records.game') },
        { key: 'vendor', label: t('records.vendor') },
        { key: 'stake', label: t('records.stake'), numeric: true },
        { key: 'validBet', label: t('records.validBet'), numeric: true },
        { key: 'win', label: t('records.win'), numeric: true },
        { key: 'profit', label: t('records.profit'), numeric: true },
      ]}
      rows={(data?.list ?? []).map((row) => ({
        key: row.id,
        cells: {
          time: dateTime(row.createdAt),
          game: row.gameName,
          vendor: row.vendorName,
          ...figures(row),
        },
      }))}
      totals={data && { time: t('records.totals'), ...figures(data.totals) }}
    />
  );
}

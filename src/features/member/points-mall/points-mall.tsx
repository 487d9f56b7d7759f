// The points mall (spec 001 §2 Points mall screens, §3, §7 "Points", §9): current points, the goods
// with their details and redeem, converting points, the redeem history, the points details and the
// rules (points never expire). Shown only while the pointsMall feature is on: the route guard
// closes /pointMall otherwise, and the side menu has no entry.
import { useState } from 'react';
import styled from 'styled-components';
import { LoadState } from '../../../components/load-state';
import { tabPanelProps, Tabs } from '../../../components/tabs';
import { useGatewayQuery } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PageSection } from '../page-section';
import { useLoadState, usePageFormats } from '../use-page-tools';
import { ConvertForm } from './convert-form';
import { GoodsList } from './goods-list';
import { PointsDetails, RedeemHistory } from './points-records';
import { usePointsFormat, type PointsConfig } from './use-points-format';

type Section = 'goods' | 'convert' | 'redeemHistory' | 'details' | 'rules';

const Current = styled.p`
  margin: 0;
  font-size: 1.25rem;
  strong {
    color: var(--skin-primary);
  }
`;

function PointsRules({ config, format }: { config: PointsConfig; format: (n: number) => string }) {
  const { t } = useTranslation();
  const { money } = usePageFormats();
  const unit = money('1.00');
  return (
    <ul>
      <li>{t('points.rules.earn', { unit })}</li>
      <li>
        {t('points.rules.convert', {
          ratio: format(config.exchangeRatio),
          unit,
          min: format(config.minConvertPoints),
        })}
      </li>
      <li>{t('points.rules.redeem')}</li>
      <li>{t('points.rules.password')}</li>
      <li>{t('points.noExpiry')}</li>
    </ul>
  );
}

function Mall({ config }: { config: PointsConfig }) {
  const { t } = useTranslation();
  const loadState = useLoadState();
  const format = usePointsFormat(config);
  const balance = useGatewayQuery('pointsBalance');
  const [section, setSection] = useState<Section>('goods');
  const available = balance.data?.points ?? 0;
  const sections: Array<{ id: Section; label: string }> = [
    { id: 'goods', label: t('points.goods') },
    { id: 'convert', label: t('points.convert') },
    { id: 'redeemHistory', label: t('points.redeemHistory') },
    { id: 'details', label: t('points.details') },
    { id: 'rules', label: t('points.rules') },
  ];
  return (
    <>
      <LoadState {...loadState(balance)}>
        <Current data-testid="current-points">
          {t('points.current')}: <strong>{format(available)}</strong>
        </Current>
      </LoadState>
      <Tabs
        label={t('points.title')}
        items={sections}
        value={section}
        onChange={setSection}
        idBase="points-mall"
      />
      <div {...tabPanelProps('points-mall', section)}>
        {section === 'goods' && <GoodsList available={available} format={format} />}
        {section === 'convert' && (
          <ConvertForm config={config} available={available} format={format} />
        )}
        {section === 'redeemHistory' && <RedeemHistory format={format} />}
        {section === 'details' && <PointsDetails format={format} />}
        {section === 'rules' && <PointsRules config={config} format={format} />}
      </div>
    </>
  );
}

export function PointsMall() {
  const { t } = useTranslation();
  const loadState = useLoadState();
  const config = useGatewayQuery('pointsConfig');
  return (
    <PageSection aria-labelledby="points-mall-title">
      <h1 id="points-mall-title">{t('points.title')}</h1>
      <LoadState {...loadState(config)}>{config.data && <Mall config={config.data} />}</LoadState>
    </PageSection>
  );
}

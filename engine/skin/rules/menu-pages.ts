import { joinPointer } from '../json-pointer';
import type { Features } from '../skin-types';
import type { SkinRule } from './skin-rule';

type FeatureFlag = Exclude<keyof Features, 'contracts'>;

/**
 * Menus name only known page ids (the schema's enums, with did-you-mean); this rule warns about a
 * page listed while the feature it belongs to is off, since it will never show.
 */
const PAGE_FEATURES: ReadonlyArray<{
  menu: 'side' | 'member' | 'account' | 'agent';
  page: string;
  feature: FeatureFlag | `contracts.${keyof Features['contracts']}`;
}> = [
  { menu: 'side', page: 'vip', feature: 'vip' },
  { menu: 'member', page: 'referral', feature: 'referral' },
  { menu: 'account', page: 'agent', feature: 'agentCentre' },
  { menu: 'agent', page: 'agentDividendRecordCopy2', feature: 'contracts.dividend' },
  { menu: 'agent', page: 'agentDailyWages2', feature: 'contracts.dailySalary' },
  { menu: 'agent', page: 'agentHourSalary', feature: 'contracts.hourlySalary' },
  { menu: 'agent', page: 'agentRealtimeSalary', feature: 'contracts.realtimeSalary' },
];

function featureOn(features: Features, path: string): boolean {
  const [head, tail] = path.split('.');
  return tail
    ? features.contracts[tail as keyof Features['contracts']]
    : features[head as FeatureFlag];
}

export const menuPages: SkinRule = ({ skin }) =>
  PAGE_FEATURES.flatMap(({ menu, page, feature }) => {
    const index = (skin.menus[menu] as readonly string[]).indexOf(page);
    if (index < 0 || featureOn(skin.features, feature)) return [];
    return [
      {
        pointer: joinPointer(`/menus/${menu}`, index),
        message: `lists ${JSON.stringify(page)}, which never shows while /features/${feature.replace('.', '/')} is false`,
        expected: `/features/${feature.replace('.', '/')} true, or no ${JSON.stringify(page)} entry`,
        found: JSON.stringify(page),
        severity: 'warning' as const,
        code: 'rule/menu-pages',
      },
    ];
  });

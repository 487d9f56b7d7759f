import { FEATURES, type FeatureId } from '../../features/feature-registry';
import { skinWants } from '../../features/skin-wants';
import { joinPointer } from '../../schema/json-pointer';
import type { SkinRule } from './skin-rule';

/**
 * Menus name only known page ids (the schema's enums, with did-you-mean); this rule warns about a
 * page listed while the skin does not want the feature it belongs to, since it will never show.
 */
const PAGE_FEATURES: ReadonlyArray<{
  menu: 'side' | 'member' | 'account' | 'agent';
  page: string;
  feature: FeatureId;
}> = [
  { menu: 'side', page: 'vip', feature: 'vip' },
  { menu: 'member', page: 'referral', feature: 'referral' },
  { menu: 'account', page: 'agent', feature: 'agentCentre' },
  { menu: 'agent', page: 'agentDividendRecordCopy2', feature: 'contractDividend' },
  { menu: 'agent', page: 'agentDailyWages2', feature: 'contractDailySalary' },
  { menu: 'agent', page: 'agentHourSalary', feature: 'contractHourlySalary' },
  { menu: 'agent', page: 'agentRealtimeSalary', feature: 'contractRealtimeSalary' },
];

export const menuPages: SkinRule = ({ skin }) =>
  PAGE_FEATURES.flatMap(({ menu, page, feature }) => {
    const index = (skin.menus[menu] as readonly string[]).indexOf(page);
    const { setting } = FEATURES[feature];
    if (index < 0 || skinWants(skin, setting).wanted) return [];
    const settingPointer = `/${setting.path.replace(/\./g, '/')}`;
    return [
      {
        pointer: joinPointer(`/menus/${menu}`, index),
        message: `lists ${JSON.stringify(page)}, which never shows while ${settingPointer} is false`,
        expected: `${settingPointer} true, or no ${JSON.stringify(page)} entry`,
        found: JSON.stringify(page),
        severity: 'warning' as const,
        code: 'rule/menu-pages',
      },
    ];
  });

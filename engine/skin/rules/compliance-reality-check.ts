import { jurisdictionProfile } from '../../rg/jurisdictions';
import type { SkinRule } from './skin-rule';

/** A market whose regulator asks for reality checks offers them on the responsible-gaming page. */
export const complianceRealityCheck: SkinRule = ({ skin }) => {
  const { jurisdiction, realityCheck } = skin.compliance;
  if (!jurisdictionProfile(jurisdiction).realityCheckRequired || realityCheck) return [];
  return [
    {
      pointer: '/compliance/realityCheck',
      message: `must be true: the ${jurisdiction} profile requires the reality check`,
      expected: 'true',
      found: 'false',
      hint: 'set "realityCheck": true',
      code: 'rule/compliance-reality-check',
    },
  ];
};

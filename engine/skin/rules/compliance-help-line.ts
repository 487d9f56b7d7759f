import { jurisdictionProfile } from '../../rg/jurisdictions';
import type { SkinRule } from './skin-rule';

/** A regulated market's site names a help line in the footer of every page (its profile says). */
export const complianceHelpLine: SkinRule = ({ skin }) => {
  const { jurisdiction, helpLine } = skin.compliance;
  const profile = jurisdictionProfile(jurisdiction);
  if (!profile.helpLineRequired || helpLine !== null) return [];
  return [
    {
      pointer: '/compliance/helpLine',
      message: `must name the help line the ${jurisdiction} profile requires in the footer of every page`,
      expected: 'an object with name, phone and url',
      found: 'null',
      hint: `set "helpLine": ${JSON.stringify(profile.helpOrganisation)}`,
      code: 'rule/compliance-help-line',
    },
  ];
};

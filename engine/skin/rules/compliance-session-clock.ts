import { jurisdictionProfile } from '../../rg/jurisdictions';
import type { SkinRule } from './skin-rule';

/** A market whose regulator asks for the time since login on screen gets the session clock. */
export const complianceSessionClock: SkinRule = ({ skin }) => {
  const { jurisdiction, sessionClock } = skin.compliance;
  if (!jurisdictionProfile(jurisdiction).sessionClockRequired || sessionClock) return [];
  return [
    {
      pointer: '/compliance/sessionClock',
      message: `must be true: the ${jurisdiction} profile requires the session's time in the header`,
      expected: 'true',
      found: 'false',
      hint: 'set "sessionClock": true',
      code: 'rule/compliance-session-clock',
    },
  ];
};

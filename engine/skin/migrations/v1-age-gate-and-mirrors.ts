// Schema version 1 → 2. Version 1 wrote the minimum age as a top-level `minimumAge` and the mirror
// sites under `links.mirrors`; version 2 gathers the age gate under `ageGate` (the age the
// registration checkbox and the footer's notice state, spec 000 §5 and §9) and gives the regional
// skin's mirror list (spec 000 §1) its own top-level `mirrors`, beside the footer's `links` rather
// than among them.
import { isPlainObject } from '../deep-merge';
import { editJson, moveJson, type MigrationStep } from './migration-step';

export const ageGateAndMirrors: MigrationStep = {
  from: 1,
  to: 2,
  summary: 'minimumAge → ageGate.minimumAge; links.mirrors → mirrors',
  migrate(text, value, formatting) {
    let result = text;
    const keys = Object.keys(value);
    if (value.minimumAge !== undefined) {
      const after = keys[keys.indexOf('minimumAge') - 1] ?? null;
      result = editJson(result, ['minimumAge'], undefined, formatting);
      result = isPlainObject(value.ageGate)
        ? editJson(result, ['ageGate', 'minimumAge'], value.minimumAge, formatting)
        : editJson(result, ['ageGate'], { minimumAge: value.minimumAge }, formatting, { after });
    }
    const links = value.links;
    if (isPlainObject(links) && links.mirrors !== undefined) {
      result = moveJson(result, ['links', 'mirrors'], ['mirrors'], formatting, { after: 'links' });
      const onlyMirrors = Object.keys(links).length === 1;
      if (onlyMirrors) result = editJson(result, ['links'], undefined, formatting);
    }
    return result;
  },
};

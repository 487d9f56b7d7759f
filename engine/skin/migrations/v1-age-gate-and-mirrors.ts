// Schema version 1 → 2. Version 1 wrote the minimum age as a top-level `minimumAge` and the mirror
// sites under `links.mirrors`; version 2 gave the age gate its own object (`ageGate.minimumAge`,
// where its texts and checkbox are decided, spec 000 §9) and made the mirror list a top-level
// `mirrors`, since it is not a link of the footer but the list the mirror page shows.
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

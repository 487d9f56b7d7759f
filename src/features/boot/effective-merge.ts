// The merge as a chunk of its own: with the validators it runs and the feature registry it reads,
// it is about a twentieth of the home's JavaScript budget (160 KB), and it is only needed once the
// permission call has answered, so it loads while that call is in flight (src/app/app.tsx passes
// the loader to BootGate). It hands back boot's whole decision: the site skin every page reads,
// and whether the permission sends the page to the main domain instead.
import {
  mainDomainRedirect,
  mergeEffective,
  siteSkin,
  type MergeInputs,
  type ResolvedSkin,
  type SiteSkin,
} from '../../../engine';

export function decideSiteSkin(skin: ResolvedSkin, inputs: MergeInputs = {}): SiteSkin {
  return siteSkin(skin, mergeEffective(skin, inputs));
}

/** The two decisions boot makes once the gateway has answered (./boot-gate.tsx loads them). */
export const bootDecisions = {
  decideSiteSkin,
  /** Where the permission sends the page (engine mainDomainRedirect), or null to stay. */
  mainDomainTarget: mainDomainRedirect,
};

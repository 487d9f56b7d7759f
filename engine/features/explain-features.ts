// `explain`: every feature's state and the chain of reasons behind it (ARCHITECTURE.md "The merge
// at run time": every decision can be explained; the CLI prints this).
import type { ResolvedSkin } from '../model/skin-types';
import type { FeatureState } from './decide-feature';
import type { EffectiveSkin } from './effective-skin';
import { FEATURE_IDS, type FeatureId } from './feature-registry';
import { mergeEffective } from './merge-effective';
import type { MergeInputs } from './merge-inputs';

export interface FeatureExplanation extends FeatureState {
  id: FeatureId;
}

export interface FeaturesExplained {
  skinId: string;
  degraded?: string;
  features: FeatureExplanation[];
}

/** In registry order; pass an effective skin already merged, or the inputs to merge with. */
export function explainFeatures(
  skin: ResolvedSkin,
  inputs: MergeInputs | EffectiveSkin = {},
): FeaturesExplained {
  const effective = 'features' in inputs ? inputs : mergeEffective(skin, inputs);
  const explained: FeaturesExplained = {
    skinId: skin.id,
    features: FEATURE_IDS.map((id) => ({ id, ...effective.features[id] })),
  };
  if (effective.degraded) explained.degraded = effective.degraded;
  return explained;
}

// A feature check (`isOn`) with every feature on but those named: what the engine's page and menu
// rules take from the effective skin, or from the gateway's module tree.
import type { FeatureCheck, FeatureId } from '../../engine';

export const allOnBut =
  (...off: FeatureId[]): FeatureCheck =>
  (feature) =>
    !off.includes(feature);

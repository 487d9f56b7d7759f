// The shape of schemas/effective-skin.schema.json: what the runtime renders from, next to the
// resolved skin itself.
import type { RegistrationFormField } from '../fields/default-rules';
import type { FieldRule } from '../fields/field-rule';
import type { SystemStatus } from '../roles/system-status';
import type { Category, RegistrationMethod } from '../skin/skin-types';
import type { FeatureState } from './decide-feature';
import type { FeatureId } from './feature-registry';

export interface EffectiveField {
  show: boolean;
  required: boolean;
  rule: FieldRule;
}

export type RegistrationForm = Record<RegistrationFormField, EffectiveField>;

export interface EffectiveSkin {
  skinId: string;
  status: SystemStatus;
  /** As the gateway sent it; empty when not given. */
  maintenanceEnd: string;
  /** The visitor's IP (region-blocked page); empty when not given. */
  visitorIp: string;
  features: Record<FeatureId, FeatureState>;
  /** The skin's categories with at least one vendor, in skin order (spec 000 §2 Top navigation). */
  navCategories: Category[];
  registration: {
    /** Method tabs that are on, in the skin's order. */
    methods: RegistrationMethod[];
    forms: Partial<Record<RegistrationMethod, RegistrationForm>>;
  };
  /** Why some gateway input was set aside (a malformed tree, bad rules); absent when none was. */
  degraded?: string;
}

// The registration forms as shown (spec 000 §2, §5): the skin offers fields, the gateway's
// settings may hide one or change whether it is required (never show one the skin hides), and its
// rules refine each field's pattern and length.
import {
  DEFAULT_FIELD_RULES,
  REGISTRATION_FORM_FIELDS,
  type RegistrationFormField,
} from '../fields/default-rules';
import type { FieldRule } from '../fields/field-rule';
import type { RegistrationField, RegistrationMethod, ResolvedSkin } from '../model/skin-types';
import type { FeatureState } from './decide-feature';
import type { EffectiveField, RegistrationForm } from './effective-skin';
import type { FeatureId } from './feature-registry';
import type { RegistrationRulesInput, RegistrationSettingsInput } from './merge-inputs';

interface FormInputs {
  skin: ResolvedSkin;
  features: Record<FeatureId, FeatureState>;
  settings?: RegistrationSettingsInput;
  rules?: RegistrationRulesInput;
}

function own<T>(record: Record<string, T> | undefined, key: string): T | undefined {
  return record && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/** The engine's rule with whatever the gateway sent on top; the result is validated afterwards. */
function ruleOf(
  field: RegistrationFormField,
  rules: RegistrationRulesInput | undefined,
): FieldRule {
  const sent = own(rules, field) ?? {};
  const rule = { ...DEFAULT_FIELD_RULES[field] } as Record<string, unknown>;
  for (const key of ['acceptedPattern', 'minLength', 'maxLength', 'patternId'] as const) {
    if (sent[key] !== undefined) rule[key] = sent[key];
  }
  return rule as unknown as FieldRule;
}

function optionalField(
  field: RegistrationField,
  inputs: FormInputs,
): { show: boolean; required: boolean } {
  const choice = inputs.skin.registration.fields[field];
  const sent = own(inputs.settings, field);
  const show = choice.show && sent?.show !== false;
  const required = show && (typeof sent?.required === 'boolean' ? sent.required : choice.required);
  return { show, required };
}

function buildForm(method: RegistrationMethod, inputs: FormInputs): RegistrationForm {
  const { features } = inputs;
  const always = { show: true, required: true };
  // Mobile registration uses the mobile number as the username (spec 000 §3) and asks for a
  // password only when MOBREGPASS3 is on.
  const password =
    method === 'mobile' && !features.mobileRegistrationPassword.on
      ? { show: false, required: false }
      : always;
  const choices: Record<RegistrationFormField, { show: boolean; required: boolean }> = {
    username: method === 'mobile' ? { show: false, required: false } : always,
    password,
    confirmPassword: password,
    ...(Object.fromEntries(
      REGISTRATION_FORM_FIELDS.slice(3).map((field) => [
        field,
        optionalField(field as RegistrationField, inputs),
      ]),
    ) as Record<RegistrationField, { show: boolean; required: boolean }>),
  };
  if (method === 'mobile') choices.mobileNum = always;
  // The SMS code goes with a mobile number, and only while REGSMSVERIF3 is on; shown means
  // required.
  const sms =
    features.registrationSms.on && choices.mobileNum.show && choices.verificationCode.show;
  choices.verificationCode = { show: sms, required: sms };
  return Object.fromEntries(
    REGISTRATION_FORM_FIELDS.map((field): [RegistrationFormField, EffectiveField] => [
      field,
      { ...choices[field], rule: ruleOf(field, inputs.rules) },
    ]),
  ) as RegistrationForm;
}

export function registrationForms(inputs: FormInputs): {
  methods: RegistrationMethod[];
  forms: Partial<Record<RegistrationMethod, RegistrationForm>>;
} {
  const featureOf: Record<RegistrationMethod, FeatureId> = {
    username: 'usernameRegistration',
    mobile: 'mobileRegistration',
  };
  const methods = inputs.skin.registration.methods.filter(
    (method) => inputs.features[featureOf[method]].on,
  );
  return {
    methods,
    forms: Object.fromEntries(methods.map((method) => [method, buildForm(method, inputs)])),
  };
}

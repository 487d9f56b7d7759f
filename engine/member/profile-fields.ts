// The security centre's profile (spec 000 §3 "Other labelled profile fields": nickname, full name,
// Telegram, Zalo, birthday, address, permanent and current address, nationality, place of birth,
// occupation, source of income, and the registration fields a profile keeps). A field that is also
// a registration field keeps the merchant's registration rule and shows only when the skin's
// registration shows it; the others have the rules below (the spec withholds their bounds). The
// full name is fixed once set: it is the name the bank accounts must carry.
import type { RegistrationForm } from '../features/effective-skin';
import { DEFAULT_FIELD_RULES } from '../fields/default-rules';
import type { FieldRule } from '../fields/field-rule';
import { PROFILE_FIELDS } from '../generated/vocabulary';
import type { ProfileField, RegistrationField } from '../model/skin-types';

/** Profile fields that are registration fields too. */
export const REGISTRATION_PROFILE_FIELDS = [
  'payeeName',
  'idNumber',
  'whatsapp',
  'line',
  'facebook',
  'wechat',
  'qqNum',
] as const satisfies readonly (ProfileField & RegistrationField)[];

type OwnProfileField = Exclude<ProfileField, (typeof REGISTRATION_PROFILE_FIELDS)[number]>;

const rule = (
  acceptedPattern: FieldRule['acceptedPattern'],
  minLength: number,
  maxLength: number,
  patternId: string,
): FieldRule => ({ acceptedPattern, minLength, maxLength, patternId });

export const NICKNAME_RULE = rule('*', 2, 20, 'default');

export const PROFILE_FIELD_RULES: Readonly<Record<OwnProfileField, FieldRule>> = {
  birthday: rule('date', 10, 10, 'date'),
  telegram: rule('noSpaces', 2, 32, 'noSpaces'),
  zalo: rule('digitsOnly', 8, 15, 'phone'),
  address: rule('*', 2, 120, 'default'),
  permanentAddress: rule('*', 2, 120, 'default'),
  currentAddress: rule('*', 2, 120, 'default'),
  nationality: rule('*', 2, 40, 'default'),
  placeOfBirth: rule('*', 2, 60, 'default'),
  occupation: rule('*', 2, 60, 'default'),
  sourceOfIncome: rule('*', 2, 60, 'default'),
};

export function isRegistrationProfileField(
  field: ProfileField,
): field is (typeof REGISTRATION_PROFILE_FIELDS)[number] {
  return (REGISTRATION_PROFILE_FIELDS as readonly string[]).includes(field);
}

/** A profile field's rule: the merchant's registration rule where there is one, else its own. */
export function profileFieldRule(
  field: ProfileField,
  registrationRules: Readonly<Record<string, FieldRule | undefined>>,
): FieldRule {
  if (isRegistrationProfileField(field)) {
    return registrationRules[field] ?? DEFAULT_FIELD_RULES[field];
  }
  return PROFILE_FIELD_RULES[field];
}

/** The youngest a player may be (the skins' age gate is 18 or 21; the gateway holds to 18). */
export const MINIMUM_AGE = 18;

/** Whether a yyyy-MM-dd birthday makes someone at least `minimumAge` on `today` (yyyy-MM-dd). */
export function isOldEnough(birthday: string, today: string, minimumAge = MINIMUM_AGE): boolean {
  const [year, month, day] = birthday.split('-').map(Number);
  const [nowYear, nowMonth, nowDay] = today.split('-').map(Number);
  const age = nowYear - year - (nowMonth < month || (nowMonth === month && nowDay < day) ? 1 : 0);
  return age >= minimumAge;
}

export interface ShownProfileField {
  field: ProfileField;
  rule: FieldRule;
}

/**
 * The profile fields the security centre offers, in the vocabulary's order: the full name always
 * (the bank accounts carry it), a registration field only while the registration form shows it
 * (with that form's rule, so the skin and the merchant decide as they do at sign-up), and the
 * profile's own fields with their rules.
 */
export function shownProfileFields(form: RegistrationForm | undefined): ShownProfileField[] {
  return PROFILE_FIELDS.flatMap((field): ShownProfileField[] => {
    if (!isRegistrationProfileField(field)) return [{ field, rule: PROFILE_FIELD_RULES[field] }];
    const shown = form?.[field];
    if (field === 'payeeName') return [{ field, rule: shown?.rule ?? DEFAULT_FIELD_RULES[field] }];
    return shown?.show ? [{ field, rule: shown.rule }] : [];
  });
}

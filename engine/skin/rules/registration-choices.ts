import { REGISTRATION_FIELDS } from '../../model/skin-types';
import { joinPointer } from '../../schema/json-pointer';
import type { SkinRule } from './skin-rule';

/** A field cannot be required and hidden: nobody could register. */
export const registrationChoices: SkinRule = ({ skin }) =>
  REGISTRATION_FIELDS.flatMap((field) => {
    const choice = skin.registration.fields[field];
    if (!choice.required || choice.show) return [];
    return [
      {
        pointer: joinPointer('/registration/fields', field, 'required'),
        message: 'is true while the field is hidden (show is false), so nobody could register',
        expected: 'show true, or required false',
        found: 'true',
        code: 'rule/registration-choices',
      },
    ];
  });

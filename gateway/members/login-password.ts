// The login password asked again before an account change (binding a mobile or an e-mail, a
// self-exclusion), refused with the field named.
import type { Locale } from '../../engine';
import { fail } from '../core/gateway-error';
import { verifyPassword } from '../rules/passwords';
import type { MemberRow } from './member-row';

export async function checkLoginPassword(
  member: Pick<MemberRow, 'password_hash'>,
  password: string | undefined,
  language: Locale,
): Promise<void> {
  if (!password || !(await verifyPassword(password, member.password_hash))) {
    fail('FIELD_INVALID', {
      message: language === 'pt' ? 'A senha de login está errada' : 'The login password is wrong',
      value: { field: 'password' },
    });
  }
}

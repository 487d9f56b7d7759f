// A member as the store keeps it, and the lookups the account routes share.
import type { Queryable } from '../db/database';

export interface MemberRow {
  id: number;
  merchant_code: string;
  username: string;
  nickname: string;
  type: number;
  password_hash: string;
  password_changed_at: Date;
  payment_password_hash: string | null;
  email: string | null;
  dialing_code: string | null;
  mobile_num: string | null;
  vip_level: number;
  upline_id: number | null;
  affiliate_code: string | null;
  language: 'pt' | 'en';
  avatar: number;
  enable_contract: boolean;
  enable_salary: boolean;
  profile: Record<string, unknown>;
  registered_at: Date;
  first_login_at: Date | null;
  last_login_at: Date | null;
}

export async function memberById(db: Queryable, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.query<MemberRow>('SELECT * FROM members WHERE id = $1', [id]);
  return row;
}

export async function memberByUsername(
  db: Queryable,
  merchantCode: string,
  username: string,
): Promise<MemberRow | undefined> {
  const [row] = await db.query<MemberRow>(
    'SELECT * FROM members WHERE merchant_code = $1 AND lower(username) = lower($2)',
    [merchantCode, username.trim()],
  );
  return row;
}

export async function memberByMobile(
  db: Queryable,
  merchantCode: string,
  dialingCode: string,
  mobileNum: string,
): Promise<MemberRow | undefined> {
  const [row] = await db.query<MemberRow>(
    'SELECT * FROM members WHERE merchant_code = $1 AND dialing_code = $2 AND mobile_num = $3',
    [merchantCode, dialingCode.replace(/^\+/, ''), mobileNum],
  );
  return row;
}

// A new account (registration, free play, social sign-in): the member, an empty main wallet (or
// the trial credit), and a points balance, in the caller's transaction.
import type { Queryable } from '../db/database';
import type { MemberRow } from './member-row';
import { moveMoney } from './wallet';

export interface NewMember {
  merchantCode: string;
  username: string;
  nickname: string;
  type: number;
  passwordHash: string;
  paymentPasswordHash?: string | null;
  email?: string | null;
  dialingCode?: string | null;
  mobileNum?: string | null;
  uplineId?: number | null;
  language: string;
  profile?: Record<string, unknown>;
  /** What the account starts with, in cents. */
  openingBalance?: number;
  now: Date;
}

export async function createMember(tx: Queryable, member: NewMember): Promise<MemberRow> {
  const [row] = await tx.query<MemberRow>(
    `INSERT INTO members (merchant_code, username, nickname, type, password_hash, password_changed_at, payment_password_hash, email, dialing_code, mobile_num, upline_id, language, profile, registered_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $6) RETURNING *`,
    [
      member.merchantCode,
      member.username,
      member.nickname,
      member.type,
      member.passwordHash,
      member.now,
      member.paymentPasswordHash ?? null,
      member.email ?? null,
      member.dialingCode ?? null,
      member.mobileNum ?? null,
      member.uplineId ?? null,
      member.language,
      JSON.stringify(member.profile ?? {}),
    ],
  );
  await tx.query("INSERT INTO wallets (member_id, wallet, balance) VALUES ($1, 'MAIN', 0)", [
    row.id,
  ]);
  await tx.query('INSERT INTO points_balances (member_id, points) VALUES ($1, 0)', [row.id]);
  if (member.openingBalance) {
    await moveMoney(tx, {
      memberId: row.id,
      amount: member.openingBalance,
      kind: 'DEPOSIT',
      remark: 'Trial credit',
      now: member.now,
    });
  }
  return row;
}

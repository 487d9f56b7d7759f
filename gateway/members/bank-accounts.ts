// The bank accounts a member withdraws to (spec 000 §3 "bank account number and holder name"): at
// most the merchant's number (5 by default), and every one in the holder name of the first — a
// withdrawal goes to the player's own name, whichever bank.
import { maskAccountNumber, type ApiBankAccount } from '../../engine';
import { fail } from '../core/gateway-error';
import type { Queryable } from '../db/database';

export interface BankAccountRow {
  id: number;
  holder_name: string;
  bank_name: string;
  account_number: string;
  created_at: Date;
}

export function bankAccountValue(row: BankAccountRow): ApiBankAccount {
  return {
    id: row.id,
    holderName: row.holder_name,
    bankName: row.bank_name,
    accountNumber: maskAccountNumber(row.account_number),
    createdAt: row.created_at.toISOString(),
  };
}

export async function bankAccounts(db: Queryable, memberId: number): Promise<BankAccountRow[]> {
  return db.query<BankAccountRow>(
    'SELECT id, holder_name, bank_name, account_number, created_at FROM bank_accounts WHERE member_id = $1 ORDER BY id',
    [memberId],
  );
}

export async function addBankAccount(
  tx: Queryable,
  request: {
    memberId: number;
    holderName: string;
    bankName: string;
    accountNumber: string;
    maxAccounts: number;
    now: Date;
  },
): Promise<BankAccountRow> {
  // The member's row is the lock two concurrent additions wait on, so the limit holds.
  await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [request.memberId]);
  const existing = await bankAccounts(tx, request.memberId);
  if (existing.length >= request.maxAccounts) {
    fail('CONFLICT', {
      message: `You already have ${existing.length} bank accounts, the most allowed (${request.maxAccounts}).`,
    });
  }
  const holder = existing[0]?.holder_name;
  if (holder !== undefined && holder !== request.holderName) {
    fail('FIELD_INVALID', {
      message: `The holder name must be ${holder}, as on your first bank account (got "${request.holderName}").`,
      value: { field: 'holderName', expected: holder, found: request.holderName },
    });
  }
  if (
    existing.some(
      (row) => row.bank_name === request.bankName && row.account_number === request.accountNumber,
    )
  ) {
    fail('CONFLICT', { message: 'This bank account is already yours.' });
  }
  const [row] = await tx.query<BankAccountRow>(
    'INSERT INTO bank_accounts (member_id, holder_name, bank_name, account_number, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id, holder_name, bank_name, account_number, created_at',
    [request.memberId, request.holderName, request.bankName, request.accountNumber, request.now],
  );
  return row;
}

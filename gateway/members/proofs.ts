// Proof files of a withdrawal that did not arrive, as they travel (confirmWithdrawal: JSON, each a
// base64 data URL) and as the store keeps them (withdrawal_proofs, bytea); a feedback's screenshot
// and the images of a promotion application travel and are judged the same way. Each is decoded and
// judged by its content (engine proofProblem: PNG or JPEG by signature, at most 5 MB); every
// refused file is named with why, so the player can replace just those.
import { proofImageType, proofProblem, proofProblemText, type ProofImageType } from '../../engine';
import { fail } from '../core/gateway-error';
import type { Queryable } from '../db/database';

export interface ProofFile {
  name: string;
  bytes: Buffer;
  mediaType: ProofImageType;
}

const DATA_URL = /^data:[^,;]*(?:;[^,;]*)*;base64,([A-Za-z0-9+/\s]*={0,2})$/;

function decode(data: string): Buffer | undefined {
  const match = DATA_URL.exec(data);
  return match ? Buffer.from(match[1].replace(/\s+/g, ''), 'base64') : undefined;
}

/**
 * The files decoded and checked; throws FIELD_INVALID naming each refused file and `field`, the
 * payload's field that carried them.
 */
export function checkProofs(
  files: ReadonlyArray<{ name: string; data: string }>,
  field = 'proofs',
): ProofFile[] {
  const refused: Array<{ name: string; reason: string }> = [];
  const accepted: ProofFile[] = [];
  for (const file of files) {
    const bytes = decode(file.data);
    if (!bytes) {
      refused.push({ name: file.name, reason: 'the file is not a base64 data URL' });
      continue;
    }
    const problem = proofProblem(bytes);
    const mediaType = proofImageType(bytes);
    if (problem || !mediaType) {
      refused.push({ name: file.name, reason: proofProblemText(problem ?? 'notImage') });
    } else {
      accepted.push({ name: file.name, bytes, mediaType });
    }
  }
  if (refused.length > 0) {
    fail('FIELD_INVALID', {
      message: `Refused ${field}: ${refused.map((file) => `${file.name}: ${file.reason}`).join('; ')}.`,
      value: { field, files: refused },
    });
  }
  return accepted;
}

export async function storeProofs(
  tx: Queryable,
  withdrawalId: number,
  files: readonly ProofFile[],
  now: Date,
): Promise<void> {
  for (const file of files) {
    await tx.query(
      'INSERT INTO withdrawal_proofs (withdrawal_id, name, media_type, bytes, created_at) VALUES ($1, $2, $3, $4, $5)',
      [withdrawalId, file.name, file.mediaType, file.bytes, now],
    );
  }
}

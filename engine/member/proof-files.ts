// Proof images of a withdrawal that did not arrive (spec 001 §4, §5: "proof upload required", png or
// jpg, at most 5 MB each, at most 3). The type is read from the file's first bytes, never from its
// name or the media type a browser or a data URL claims: a renamed program stays a program. The
// gateway decides; the page checks the same before sending, to answer at once. The count is the
// gateway's schema's (defs.schema.json proofFiles), read through the generated vocabulary.
import { PROOF_FILES_MAX_ITEMS } from '../model/skin-types';

export const MAX_PROOFS = PROOF_FILES_MAX_ITEMS;
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;

export type ProofImageType = 'image/png' | 'image/jpeg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** The image type the bytes are, by their signature; undefined for anything else. */
export function proofImageType(bytes: Uint8Array): ProofImageType | undefined {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return undefined;
}

export type ProofProblem = 'notImage' | 'tooLarge' | 'empty';

/** What is wrong with one file, or undefined. */
export function proofProblem(bytes: Uint8Array): ProofProblem | undefined {
  if (bytes.length === 0) return 'empty';
  if (bytes.length > MAX_PROOF_BYTES) return 'tooLarge';
  return proofImageType(bytes) ? undefined : 'notImage';
}

/** The sentence for a refused file, in English (the gateway's `files[].reason`). */
export function proofProblemText(problem: ProofProblem): string {
  switch (problem) {
    case 'empty':
      return 'the file is empty';
    case 'tooLarge':
      return `the file is larger than ${MAX_PROOF_BYTES / 1024 / 1024} MB`;
    case 'notImage':
      return 'the file is not a PNG or JPEG image (its content was checked, not its name)';
  }
}

// Choosing proof images (spec 001 §4, §5: png or jpg, at most 5 MB each, at most 3): the withdrawal
// confirmation's proofs and a promotion application's images. Each file is judged by its first
// bytes here (engine proofProblem) before sending, as the gateway judges it again; refused files
// are named with why, and too many refuses the choice.
import { useId, useState } from 'react';
import { MAX_PROOFS } from '../../../engine';
import { readImageFile, type ImageFile } from '../../lib/browser/read-image-file';
import { useTranslation } from '../../lib/i18n/use-translation';

export type ProofFile = ImageFile;

/** The chosen files that passed, and the sentence about those that did not. */
export function useProofFiles() {
  const { t } = useTranslation();
  const [files, setFiles] = useState<ProofFile[]>([]);
  const [problem, setProblem] = useState<string>();
  const pick = async (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    if (chosen.length > MAX_PROOFS) {
      setFiles([]);
      setProblem(t('withdrawal.tooManyProofs', { max: MAX_PROOFS }));
      return;
    }
    const read = await Promise.all(chosen.map(readImageFile));
    const refused = read.filter((each) => 'problem' in each);
    setFiles(read.filter((each): each is ProofFile => 'data' in each));
    setProblem(
      refused.length
        ? refused.map((each) => `${each.name}: ${t(`withdrawal.proof.${each.problem}`)}`).join('; ')
        : undefined,
    );
  };
  return { files, problem, setProblem, pick };
}

export function ProofFileInput({
  label,
  onPick,
}: {
  label: string;
  onPick: (files: FileList | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{label}</label>{' '}
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        onChange={(event) => onPick(event.target.files)}
      />
      <small>{t('withdrawal.proofRules', { max: MAX_PROOFS })}</small>
    </p>
  );
}

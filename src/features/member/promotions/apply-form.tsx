// Applying for a promotion (spec 001 §4): a comment of at most 140 characters and up to 3 png or jpg
// images of at most 5 MB, checked here before sending (../proof-files.tsx) and again by the gateway,
// whose answer names each refused file. The bounds are the gateway's schema's (defs.schema.json).
import { useState } from 'react';
import { PROMOTION_COMMENT_MAX_LENGTH as MAX_COMMENT } from '../../../../engine';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useApiErrorMessage, useGatewayMutation } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ProofFileInput, useProofFiles } from '../proof-files';

export function ApplyForm({ promotionId, onDone }: { promotionId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const [comment, setComment] = useState('');
  const images = useProofFiles();
  const apply = useGatewayMutation('promotionApply', { onSuccess: onDone });
  const tooLong = comment.length > MAX_COMMENT;
  const problem = tooLong ? t('promotion.commentTooLong', { max: MAX_COMMENT }) : undefined;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (tooLong || images.problem) return;
        apply.mutate({ promotionId, comment, images: images.files });
      }}
    >
      <TextField
        label={t('promotion.comment')}
        autoComplete="off"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        error={problem}
        hint={t('promotion.commentHint', { count: comment.length, max: MAX_COMMENT })}
      />
      <ProofFileInput
        label={t('promotion.addImages')}
        onPick={(files) => void images.pick(files)}
      />
      {(images.problem || apply.isError) && (
        <p role="alert">{images.problem ?? errorMessage(apply.error)}</p>
      )}
      <Button type="submit" pending={apply.isPending} disabled={tooLong}>
        {t('promotion.apply')}
      </Button>
    </form>
  );
}

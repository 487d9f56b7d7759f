// The feedback form (spec 000 §1 feedback and complaints; spec 001 §5): a category, the content
// with the gateway's word range stated under it and counted as the player types (engine
// feedbackWordCount, the gateway's own count), and an optional screenshot judged here by its first
// bytes as the gateway will judge it. What was typed stays when the gateway refuses.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  FEEDBACK_TYPES,
  feedbackWordCount,
  feedbackWordsFit,
  type FeedbackType,
} from '../../../engine';
import { Button } from '../../components/button';
import { describedBy, Field, HintText, Label } from '../../components/form-field-parts';
import { SelectField } from '../../components/select-field';
import { gatewayQueryKey, useApiErrorMessage, useGatewayMutation } from '../../lib/api';
import { readImageFile, type ImageFile } from '../../lib/browser/read-image-file';
import { useTranslation } from '../../lib/i18n/use-translation';

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  width: min(36rem, 100%);
  textarea {
    min-height: 8rem;
    padding: 0.5rem;
    font: inherit;
    color: var(--skin-text);
    background: var(--skin-background);
    border: 1px solid var(--skin-text-muted);
    border-radius: var(--skin-radius);
  }
`;

export function FeedbackForm({ bounds }: { bounds: { min: number; max: number } }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const contentId = useId();
  const fileId = useId();
  const [type, setType] = useState<FeedbackType>('SUGGESTION');
  const [content, setContent] = useState('');
  const [screenshot, setScreenshot] = useState<ImageFile>();
  const [problem, setProblem] = useState<string>();
  const [fileKey, setFileKey] = useState(0);
  const send = useGatewayMutation('feedback', {
    onSuccess: () => {
      setContent('');
      setScreenshot(undefined);
      setFileKey((key) => key + 1);
      void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('feedbackList') });
    },
  });
  const words = feedbackWordCount(content);
  const wordsHint = t('feedback.words', { min: bounds.min, max: bounds.max, count: words });

  const pick = async (file: File | undefined) => {
    setScreenshot(undefined);
    setProblem(undefined);
    if (!file) return;
    const read = await readImageFile(file);
    if ('problem' in read) setProblem(`${read.name}: ${t(`withdrawal.proof.${read.problem}`)}`);
    else setScreenshot(read);
  };

  return (
    <Form
      noValidate
      aria-label={t('feedback.title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!feedbackWordsFit(content, bounds)) {
          setProblem(t('validation.feedbackLength', { min: bounds.min, max: bounds.max }));
          return;
        }
        setProblem(undefined);
        send.mutate({ type, content: content.trim(), ...(screenshot ? { screenshot } : {}) });
      }}
    >
      <SelectField
        label={t('feedback.category')}
        value={type}
        onChange={(value) => setType(value as FeedbackType)}
        options={FEEDBACK_TYPES.map((each) => ({
          value: each,
          label: t(`feedback.type.${each}`),
        }))}
      />
      <Field>
        <Label htmlFor={contentId}>{t('feedback.content')}</Label>
        <textarea
          id={contentId}
          aria-describedby={describedBy(`${contentId}-hint`)}
          aria-required
          value={content}
          onChange={(event) => setContent(event.target.value)}
        />
        <HintText id={`${contentId}-hint`}>{wordsHint}</HintText>
      </Field>
      <Field>
        <Label htmlFor={fileId}>{t('feedback.screenshot')}</Label>
        <input
          key={fileKey}
          id={fileId}
          type="file"
          accept="image/png,image/jpeg"
          aria-describedby={`${fileId}-hint`}
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        <HintText id={`${fileId}-hint`}>{t('feedback.screenshotRules')}</HintText>
      </Field>
      {(problem ?? send.error) && <p role="alert">{problem ?? errorMessage(send.error!)}</p>}
      {send.isSuccess && !problem && <p role="status">{t('feedback.sent')}</p>}
      <Button type="submit" pending={send.isPending}>
        {t('feedback.submit')}
      </Button>
    </Form>
  );
}

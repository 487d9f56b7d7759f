// Feedback and complaints (spec 000 §1; spec 001 §5: "content must be within a word range", the
// bounds withheld). Ours: 2 to 300 words, counted as runs of non-space; the gateway answers its
// bounds with the list, and the form states them. A category says what it is about.

export const FEEDBACK_WORDS = { min: 2, max: 300 } as const;

export const FEEDBACK_TYPES = [
  'SUGGESTION',
  'COMPLAINT',
  'PAYMENT',
  'GAME',
  'ACCOUNT',
  'OTHER',
] as const;

export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export function feedbackWordCount(content: string): number {
  return content.trim().split(/\s+/).filter(Boolean).length;
}

/** Whether `content` is within the bounds (the gateway's, else ours). */
export function feedbackWordsFit(
  content: string,
  bounds: { min: number; max: number } = FEEDBACK_WORDS,
): boolean {
  const words = feedbackWordCount(content);
  return words >= bounds.min && words <= bounds.max;
}

// A value no other control fits (a map of paths): its JSON, taken once it parses.
import { useState } from 'react';

export interface JsonInputProps {
  id: string;
  value: unknown;
  describedBy?: string;
  invalid: boolean;
  invalidText: (error: string) => string;
  onChange(value: unknown): void;
}

/** Whether `text` parses to the value `shown` prints. */
function holds(text: string, shown: string): boolean {
  try {
    return JSON.stringify(JSON.parse(text), null, 2) === shown;
  } catch {
    return false;
  }
}

export function JsonInput({
  id,
  value,
  describedBy,
  invalid,
  invalidText,
  onChange,
}: JsonInputProps) {
  const shown = JSON.stringify(value ?? null, null, 2);
  const [text, setText] = useState(shown);
  const [error, setError] = useState('');
  // A value changed from elsewhere (undo, reset) replaces what is typed; the value just typed
  // does not (it would move the caret).
  const [taken, setTaken] = useState(shown);
  if (taken !== shown) {
    setTaken(shown);
    if (!holds(text, shown)) {
      setText(shown);
      setError('');
    }
  }
  return (
    <>
      <textarea
        id={id}
        value={text}
        rows={Math.min(12, text.split('\n').length + 1)}
        spellCheck={false}
        aria-describedby={
          [describedBy, error ? `${id}-json` : ''].filter(Boolean).join(' ') || undefined
        }
        aria-invalid={invalid || Boolean(error) || undefined}
        onChange={(event) => {
          setText(event.target.value);
          try {
            onChange(JSON.parse(event.target.value));
            setError('');
          } catch (parseError) {
            setError(invalidText((parseError as Error).message));
          }
        }}
      />
      {error && (
        <p className="issue issue-error" id={`${id}-json`}>
          {error}
        </p>
      )}
    </>
  );
}

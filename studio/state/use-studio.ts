// The editor's state: the skin as the server loaded it, the draft with its undo history, and the
// engine's latest verdict on it. Every edit is sent to the server at once (one request at a time:
// edits made meanwhile go in the next, latest first), which validates it and shows it in the
// preview; saving first waits until the server holds the latest draft.
import { useCallback, useEffect, useRef, useState } from 'react';
import { studioClient, type Answer } from '../api/studio-client';
import type { DraftStatus, SkinDocuments, StudioState, UploadAnswer } from '../api/wire';
import { record, redo, startHistory, undo, type History } from '../model/draft-history';

export type StudioNotice =
  | { kind: 'saved'; files: string[] }
  | { kind: 'refused'; error: string }
  | { kind: 'invalid'; errors: number }
  | { kind: 'reloaded' };

export interface StudioModel {
  phase: 'loading' | 'failed' | 'ready';
  loadError?: string;
  state?: StudioState;
  history?: History<SkinDocuments>;
  status?: DraftStatus;
  checking: boolean;
  saving: boolean;
  assets: string[];
  notice?: StudioNotice;
}

export interface StudioActions {
  edit(next: SkinDocuments, field: string): void;
  undo(): void;
  redo(): void;
  upload(file: File): Promise<Answer<UploadAnswer>>;
  save(): Promise<void>;
  reload(): Promise<void>;
}

export function useStudio(): StudioModel & StudioActions {
  const [model, setModel] = useState<StudioModel>({
    phase: 'loading',
    checking: false,
    saving: false,
    assets: [],
  });
  const latest = useRef<SkinDocuments | undefined>(undefined);
  const sent = useRef<SkinDocuments | undefined>(undefined);
  const inFlight = useRef<Promise<void> | null>(null);

  const take = useCallback((state: StudioState, notice?: StudioNotice) => {
    latest.current = state.draft;
    sent.current = state.draft;
    const { issues, valid, changes, stale } = state;
    setModel({
      phase: 'ready',
      state,
      history: state.draft && startHistory(state.draft),
      status: { issues, valid, changes, stale },
      checking: false,
      saving: false,
      assets: state.assets,
      notice,
    });
  }, []);

  useEffect(() => {
    void studioClient.state().then((answer) => {
      if (answer.ok) take(answer.value);
      else setModel((current) => ({ ...current, phase: 'failed', loadError: answer.error.error }));
    });
  }, [take]);

  /** Sends the latest draft unless the server has it; resolves once it has. */
  const sync = useCallback(async (): Promise<void> => {
    for (;;) {
      if (inFlight.current) {
        await inFlight.current;
        continue;
      }
      const documents = latest.current;
      if (!documents || documents === sent.current) return;
      setModel((current) => ({ ...current, checking: true }));
      inFlight.current = studioClient
        .draft(documents)
        .then((answer) => {
          sent.current = documents;
          setModel((current) =>
            answer.ok
              ? { ...current, status: answer.value, checking: latest.current !== documents }
              : {
                  ...current,
                  checking: false,
                  notice: { kind: 'refused', error: answer.error.error },
                },
          );
        })
        .finally(() => {
          inFlight.current = null;
        });
    }
  }, []);

  const present = model.history?.present;
  useEffect(() => {
    latest.current = present;
    void sync();
  }, [present, sync]);

  const move = useCallback((step: (history: History<SkinDocuments>) => History<SkinDocuments>) => {
    setModel((current) =>
      current.history ? { ...current, history: step(current.history) } : current,
    );
  }, []);

  return {
    ...model,
    edit: useCallback(
      (next, field) => move((history) => record(history, next, field, Date.now())),
      [move],
    ),
    undo: useCallback(() => move(undo), [move]),
    redo: useCallback(() => move(redo), [move]),
    upload: useCallback(async (file) => {
      const answer = await studioClient.upload(file);
      if (answer.ok) {
        setModel((current) => ({
          ...current,
          assets: [...new Set([...current.assets, answer.value.path])].sort(),
        }));
      }
      return answer;
    }, []),
    save: useCallback(async () => {
      setModel((current) => ({ ...current, saving: true, notice: undefined }));
      await sync();
      const answer = await studioClient.save();
      setModel((current) => {
        const done = { ...current, saving: false };
        if (answer.ok) {
          const { written, ...status } = answer.value;
          return { ...done, status, notice: { kind: 'saved', files: written } };
        }
        const { error, stale, issues } = answer.error;
        const status = current.status && {
          ...current.status,
          stale: stale ?? current.status.stale,
          issues: issues ?? current.status.issues,
        };
        const errors = issues?.filter((issue) => issue.severity === 'error').length ?? 0;
        return {
          ...done,
          status,
          notice: answer.status === 422 ? { kind: 'invalid', errors } : { kind: 'refused', error },
        };
      });
    }, [sync]),
    reload: useCallback(async () => {
      const answer = await studioClient.reload();
      if (answer.ok) {
        take(answer.value, { kind: 'reloaded' });
      } else {
        setModel((current) => ({
          ...current,
          notice: { kind: 'refused', error: answer.error.error },
        }));
      }
    }, [take]),
  };
}

// What saving would write, and the save itself: the draft's diff per file, refused by the server
// when the engine finds an error or a file changed on the disk meanwhile.
import type { FileChange } from '../api/wire';
import { DiffView } from '../components/diff-view';
import type { Translate } from '../texts/studio-texts';

export interface ChangesPanelProps {
  changes: readonly FileChange[];
  saving: boolean;
  t: Translate;
  onSave(): void;
}

export function ChangesPanel({ changes, saving, t, onSave }: ChangesPanelProps) {
  return (
    <div className="changes">
      <p className="description">{t('changes.intro')}</p>
      {changes.length === 0 ? (
        <p>{t('changes.none')}</p>
      ) : (
        <DiffView changes={changes} newImageText={t('changes.newImage')} />
      )}
      <button
        type="button"
        className="primary"
        disabled={saving || changes.length === 0}
        onClick={onSave}
      >
        {saving ? t('changes.saving') : t('changes.save')}
      </button>
    </div>
  );
}

// What saving writes, file by file, as `git diff` shows it.
import type { FileChange } from '../api/wire';

export interface DiffViewProps {
  changes: readonly FileChange[];
  newImageText: string;
}

const MARK = { context: ' ', added: '+', removed: '-' } as const;

export function DiffView({ changes, newImageText }: DiffViewProps) {
  return (
    <div className="diff">
      {changes.map((change) => (
        <section key={change.file} aria-label={change.file}>
          <h3>
            <code>{change.file}</code>
          </h3>
          {change.binary ? (
            <p>{newImageText}</p>
          ) : (
            <pre tabIndex={0}>
              {change.hunks.map((hunk) => (
                <span key={hunk.header} className="hunk">
                  <span className="hunk-header">{hunk.header}</span>
                  {hunk.lines.map((line, index) => (
                    <span key={index} className={`line ${line.kind}`}>
                      {MARK[line.kind]}
                      {line.text}
                    </span>
                  ))}
                </span>
              ))}
            </pre>
          )}
        </section>
      ))}
    </div>
  );
}

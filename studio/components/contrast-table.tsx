// The live WCAG verdict of each text pair of one mode's tokens, by the engine's own rule (engine
// CONTRAST_PAIRS, contrastRatio, AA_TEXT_CONTRAST): a sample of the text on its background, the
// ratio, and whether it passes. The sample's colours are the skin's values being edited.
export interface ContrastRow {
  text: string;
  on: string;
  textColour: string;
  onColour: string;
  /** Undefined when a colour is not a whole #rrggbb yet. */
  ratio?: number;
  passes: boolean;
}

export interface ContrastTableProps {
  caption: string;
  rows: readonly ContrastRow[];
  /** False for a mode the skin does not offer players: shown, not checked. */
  checked: boolean;
  texts: {
    pair: string;
    sample: string;
    ratio: string;
    verdict: string;
    on: (text: string, on: string) => string;
    pass: string;
    fail: string;
    unchecked: string;
  };
}

export function ContrastTable({ caption, rows, checked, texts }: ContrastTableProps) {
  return (
    <table className="contrast">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{texts.pair}</th>
          <th scope="col">{texts.sample}</th>
          <th scope="col">{texts.ratio}</th>
          <th scope="col">{texts.verdict}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.text}-${row.on}`} data-pair={`${row.text}/${row.on}`}>
            <th scope="row">{texts.on(row.text, row.on)}</th>
            <td>
              <span
                className="sample"
                aria-hidden="true"
                style={{ color: row.textColour, background: row.onColour }}
              >
                Aa
              </span>
            </td>
            <td>{row.ratio === undefined ? '—' : `${row.ratio.toFixed(2)}:1`}</td>
            <td className={!checked ? 'verdict' : row.passes ? 'verdict pass' : 'verdict fail'}>
              {!checked ? texts.unchecked : row.passes ? `✓ ${texts.pass}` : `✗ ${texts.fail}`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

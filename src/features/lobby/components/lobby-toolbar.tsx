// The narrowing controls of a category lobby (spec 001 §2): the vendor drop-down with 'all
// providers', the classification tabs (as pressed/unpressed chips: they narrow the one grid the
// filter tabs already control), and the search by name.
import styled from 'styled-components';
import { scrollRow } from '../../../components/scroll-row';
import { labelledControl } from './control-styles';
import { SearchForm } from './search-form';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: end;
  ${labelledControl('select')}
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    width: 100%;
  }
  /* A phone: one row of chips that scrolls, not a block of wrapped rows above the games. */
  @media (max-width: 40rem) {
    .chips {
      ${scrollRow}
    }
  }
  .chips button {
    color: var(--skin-text);
    background: var(--skin-surface);
  }
  .chips button[aria-pressed='true'] {
    color: var(--skin-on-primary);
    background: var(--skin-primary);
  }
`;

export interface Choice {
  id: string;
  label: string;
}

export interface LobbyToolbarProps {
  labels: {
    provider: string;
    allProviders: string;
    classifications: string;
    allClassifications: string;
    search: string;
    searchPlaceholder: string;
    submit: string;
  };
  vendors: readonly Choice[];
  vendor: string | null;
  onVendor: (vendor: string | null) => void;
  classifications: readonly Choice[];
  classification: string | null;
  onClassification: (classification: string | null) => void;
  search: string;
  onSearch: (text: string) => void;
}

export function LobbyToolbar({
  labels,
  vendors,
  vendor,
  onVendor,
  classifications,
  classification,
  onClassification,
  search,
  onSearch,
}: LobbyToolbarProps) {
  return (
    <Bar>
      {vendors.length > 0 && (
        <label>
          {labels.provider}
          <select value={vendor ?? ''} onChange={(event) => onVendor(event.target.value || null)}>
            <option value="">{labels.allProviders}</option>
            {vendors.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <SearchForm
        label={labels.search}
        placeholder={labels.searchPlaceholder}
        submitLabel={labels.submit}
        value={search}
        onSearch={onSearch}
      />
      {classifications.length > 1 && (
        <div className="chips" role="group" aria-label={labels.classifications}>
          <button
            type="button"
            aria-pressed={classification === null}
            onClick={() => onClassification(null)}
          >
            {labels.allClassifications}
          </button>
          {classifications.map((choice) => (
            <button
              key={choice.id}
              type="button"
              aria-pressed={classification === choice.id}
              onClick={() => onClassification(choice.id)}
            >
              {choice.label}
            </button>
          ))}
        </div>
      )}
    </Bar>
  );
}

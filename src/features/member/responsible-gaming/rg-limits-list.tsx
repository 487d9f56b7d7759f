// The member's limits as the responsible-gaming page lists them: each with what it leaves in its
// period and the raise or removal that waits out its cooling-off, with its date. Texts come
// formatted from the page. Each limit stands on lines of its own, so a phone's column holds them.
import styled from 'styled-components';

export interface ShownLimit {
  key: string;
  term: string;
  value: string;
  /** "Changes to … on …", when a change waits. */
  pending?: string | null;
}

const Limits = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
  margin: 0;
  dt {
    color: var(--skin-text-muted);
  }
  dd {
    margin: 0.125rem 0 0;
    font-weight: 600;
  }
  small {
    display: block;
    font-weight: 400;
    color: var(--skin-text-muted);
  }
`;

export function RgLimitsList({
  caption,
  empty,
  limits,
}: {
  caption: string;
  empty: string;
  limits: readonly ShownLimit[];
}) {
  return (
    <section aria-label={caption}>
      <h2>{caption}</h2>
      {limits.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <Limits>
          {limits.map((limit) => (
            <div key={limit.key}>
              <dt>{limit.term}</dt>
              <dd data-fact={`rg-limit-${limit.key}`}>
                {limit.value}
                {limit.pending && <small>{limit.pending}</small>}
              </dd>
            </div>
          ))}
        </Limits>
      )}
    </section>
  );
}

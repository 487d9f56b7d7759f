// The member's limits as the responsible-gaming page lists them: each with what it leaves in its
// period and the raise or removal that waits out its cooling-off, with its date. Texts come
// formatted from the page.
import { FactList } from '../../../components/fact-list';

export interface ShownLimit {
  key: string;
  term: string;
  value: string;
  /** "Changes to … on …", when a change waits. */
  pending?: string | null;
}

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
        <FactList
          facts={limits.map((limit) => ({
            term: limit.term,
            id: `rg-limit-${limit.key}`,
            value: limit.pending ? (
              <>
                {limit.value}
                <br />
                <small>{limit.pending}</small>
              </>
            ) : (
              limit.value
            ),
          }))}
        />
      )}
    </section>
  );
}

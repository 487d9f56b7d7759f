// Typos in keys and enum values are the commonest skin mistake; suggest the closest known word.

function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = previous[0];
    previous[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = previous[j];
      previous[j] = Math.min(
        previous[j] + 1,
        previous[j - 1] + 1,
        diagonal + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      diagonal = above;
    }
  }
  return previous[b.length];
}

/**
 * The closest candidate within a third of the word's length (at least 2 edits), ignoring case; a
 * word of 3 or more letters that starts exactly one candidate (`promo` → `promotion`) also matches.
 */
export function closestMatch(word: string, candidates: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  const prefixed =
    lower.length >= 3
      ? candidates.filter((candidate) => candidate.toLowerCase().startsWith(lower))
      : [];
  if (prefixed.length === 1) return prefixed[0];
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate.toLowerCase());
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  const limit = Math.max(2, Math.floor(word.length / 3));
  return best && best.distance <= limit ? best.candidate : undefined;
}

export function didYouMean(word: string, candidates: readonly string[]): string | undefined {
  const match = closestMatch(word, candidates);
  return match === undefined ? undefined : `did you mean ${JSON.stringify(match)}?`;
}

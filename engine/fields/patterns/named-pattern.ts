// A pattern kind of spec 000 §5: a name the gateway's registration rules use as `acceptedPattern`,
// a sentence for people, and the test itself. Length is checked separately (minLength/maxLength).

export interface NamedPattern {
  id: string;
  description: string;
  test(value: string): boolean;
}

/** A pattern that is one whole-string regular expression. */
export function regexPattern(id: string, description: string, expression: RegExp): NamedPattern {
  return { id, description, test: (value) => expression.test(value) };
}

// i18next's `{{name}}` interpolation, so engine texts read the same in the React app (i18next) and
// in the engine's own translator (CLI, gateway, tests).

const VARIABLE = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

export type MessageParams = Readonly<Record<string, string | number>>;

export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(VARIABLE, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/**
 * The variable names a text uses, e.g. `["age"]` for "Please confirm you are {{age}} years old".
 */
export function templateVariables(template: string): string[] {
  return [...template.matchAll(VARIABLE)].map((match) => match[1]);
}

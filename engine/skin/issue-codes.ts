// What each issue code means and how to fix it, for tools that list the checks apart from their
// findings (a SARIF log's rules, read by code scanning). The codes are the `code` of SkinIssue;
// `schema/<keyword>` codes come from any JSON Schema keyword, so the schema family has one entry
// for them all besides the ones the engine words itself.

const SCHEMA_FAMILY =
  'A value does not match schemas/skin.schema.json, which documents every property with its type, allowed values and examples; the message says what was expected.';

export const ISSUE_HELP: Readonly<Record<string, string>> = {
  'json/syntax':
    'The file is not valid JSON (RFC 8259): fix the character at the position given (a missing comma or quote, a trailing comma, a comment).',
  'json/not-object': 'A skin.json or i18n/<lng>.json file must hold one JSON object.',
  'json/duplicate-key':
    'A property is written twice in one object; JSON keeps only the last, so remove the one you do not mean.',
  'extends/unknown-skin': 'The skin named has no folder with a skin.json in the skins folder.',
  'extends/missing-parent': '`extends` names a skin that has no folder in the skins folder.',
  'extends/cycle':
    'Following `extends` comes back to a skin already in the chain; one of them must stop extending.',
  'schema/outdated-version':
    'The file was written for an older version of the skin schema: `skinforge migrate <id>` rewrites it to the current shape, keeping its formatting.',
  'schema/newer-version':
    'The file was written for a newer version of the skin schema than this Skinforge knows: update Skinforge.',
  'schema/unknown-property':
    'The skin schema has no such property (a typo, or a property of another object); the message suggests the closest one.',
  'schema/property-name': 'A property name is not one the schema allows at that place.',
  'schema/required': 'A property the schema requires is missing.',
  'schema/uniqueItems': 'A list repeats an item it may hold only once.',
  'rule/id-matches-folder': "A skin's `id` must equal the name of its folder.",
  'rule/merchant-code-own-file':
    'Each skin sets its own `merchantCode` in its own skin.json; it is never inherited from a parent.',
  'rule/unique-merchant-code':
    'Two skins may not share a merchant code: the gateway tells brands apart by it.',
  'rule/dictionary-keys':
    "A dictionary overrides only texts the engine's catalogue has (engine/i18n/catalogue/en/ lists them), with strings that use only the {{variables}} the text is given.",
  'rule/missing-translations':
    'A text overridden in one language but not the other: players of the other language see the inherited text.',
  'rule/default-locale-supported':
    "The default language must be one of the skin's supported languages.",
  'rule/unique-categories': 'A game category appears once in the navigation order.',
  'rule/home-sections-offered':
    'A home section of a game category must be a category the skin offers, or its games are unreachable.',
  'rule/menu-pages':
    'A menu lists a page whose feature the skin does not want, so the entry would never show.',
  'rule/banner-links':
    "A banner's link must lead somewhere the site has: a route, a promotion, a game or an https URL.",
  'rule/terms-link':
    "The registration's terms link must be a route of the site (such as /help#term).",
  'rule/social-sign-in':
    'Each social sign-in provider is listed once: the login shows one button each.',
  'rule/registration-choices':
    'A registration field that is required must be shown, or nobody could register.',
  'rule/theme-contrast':
    'Text must reach 4.5:1 contrast (WCAG AA) on the background, surfaces, primary and accent colours in every mode the skin offers.',
  'rule/assets-exist':
    'Every image the skin names must exist in the folder of the skin that names it (or a parent).',
  'rule/asset-format':
    'Every image must be the format its file name says, by its bytes (PNG, JPEG, WebP, GIF, ICO or SVG): the name decides the type a host serves it as.',
  'rule/asset-budget':
    'An image over its size budget (logo 64 KB, favicon 32 KB, banner 256 KB) slows every page on a phone.',
  'rule/api-paths':
    'A path override must name an action of the gateway contract (`skinforge actions` lists them).',
  'rule/compliance-help-line':
    'A skin whose compliance.jurisdiction is BR, PT or UK names its help line (compliance.helpLine), shown in the footer of every page.',
  'rule/compliance-session-clock':
    'A market whose regulator asks for the time since login on screen (UK) needs compliance.sessionClock: true.',
  'rule/compliance-reality-check':
    'A market whose regulator asks for reality checks (UK) needs compliance.realityCheck: true.',
};

/** The help of any code the engine reports; a schema keyword without its own entry gets the family's. */
export function issueHelp(code: string): string {
  return (
    ISSUE_HELP[code] ?? (code.startsWith('schema/') ? SCHEMA_FAMILY : `The check ${code} failed.`)
  );
}

// The CSS one first view needs, out of the style sheet every first view of a build shares (so each
// component's CSS is compiled once, not once a skin or a page). styled-components writes its sheet
// as groups, one per component, in the order the components are defined: the group's rules, then a
// marker naming the component and its class names (`data-styled.g3[id="sc-gtsusp"]{content:
// "eaoFhj,dPqXzu,"}`). A class name is one variant of the component (its props, a skin's choices)
// and owns the rules that name it. A page keeps the rules of the class names its markup uses, every
// global style, and the keyframes its kept rules name, each rule once (a global style adds its rules
// again at every render). Within a group the variants go in the order of their names, not the order
// in which pages or skins first drew them, so a page's CSS depends on that page alone. Each kept
// group keeps its marker, naming only the class names the page uses: the page's runtime hydrates the
// first view (src/boot.tsx), and styled-components, reading the markers as it starts, takes those
// rules over as its own and does not compile them again (the ids match:
// cli/build/styled-component-ids-plugin.ts).
const SPLITTER = '/*!sc*/\n';
const MARKER = /data-styled\.g(\d+)\[id="([^"]+)"\]\{content:"([^"]*)"\}\/\*!sc\*\/\n?/g;

type GroupKind = 'component' | 'global' | 'keyframes';

interface Group {
  kind: GroupKind;
  /** The component's (or keyframes') id and its group's number in the sheet, from its marker. */
  id: string;
  number: string;
  /** The class names its marker lists: a global style's rehydration reads them. */
  classNames: string;
  /** The rules of each class (or keyframes) name, each once, names sorted; '' for a global's. */
  rules: Array<[name: string, rules: string[]]>;
}

function kindOf(id: string): GroupKind {
  if (id.startsWith('sc-global-')) return 'global';
  return id.startsWith('sc-keyframes-') ? 'keyframes' : 'component';
}

/** Whether `rule` names `name` as a class (`.eaoFhj`) or a keyframes rule (`@keyframes eaoFhj`). */
function names(rule: string, name: string, kind: GroupKind): boolean {
  const pattern = kind === 'keyframes' ? `@keyframes ${name}` : `.${name}`;
  let at = rule.indexOf(pattern);
  while (at >= 0) {
    if (!/[\w-]/.test(rule[at + pattern.length] ?? '')) return true;
    at = rule.indexOf(pattern, at + 1);
  }
  return false;
}

/**
 * A group as parsed before: a build's sheet only grows, and a group's text (its rules and marker)
 * mostly comes back unchanged from one skin's pages to the next, so each is parsed once.
 */
const parsedGroups = new Map<string, Group>();

function groupsOf(sheet: string): Group[] {
  const groups: Group[] = [];
  let start = 0;
  for (const marker of sheet.matchAll(MARKER)) {
    const end = marker.index + marker[0].length;
    const text = sheet.slice(start, end);
    let group = parsedGroups.get(text);
    if (!group) {
      group = parseGroup(marker[1]!, marker[2]!, marker[3]!, sheet.slice(start, marker.index));
      parsedGroups.set(text, group);
    }
    groups.push(group);
    start = end;
  }
  if (sheet.slice(start).trim()) {
    throw new Error(
      `page-css: the style sheet ends with rules outside any component's group (expected styled-components' group markers): ${sheet.slice(start, start + 80)}`,
    );
  }
  return groups;
}

/** One group: `number`, `id` and `classNames` from its marker, `rules` the text before it. */
function parseGroup(number: string, id: string, classNames: string, rulesText: string): Group {
  const kind = kindOf(id);
  const groupNames = kind === 'global' ? [''] : classNames.split(',').filter(Boolean).sort();
  const byName = new Map(groupNames.map((name) => [name, new Set<string>()]));
  for (const rule of rulesText.split(SPLITTER)) {
    if (!rule) continue;
    const owner = groupNames.find((name) => name === '' || names(rule, name, kind));
    if (owner === undefined) {
      throw new Error(
        `page-css: a rule of ${id} names none of its classes (${groupNames.join(', ')}): ${rule.slice(0, 80)}`,
      );
    }
    byName.get(owner)!.add(rule);
  }
  return {
    kind,
    id,
    number,
    classNames,
    rules: [...byName].map(([name, rules]) => [name, [...rules]]),
  };
}

/**
 * The class names the markup uses. A page repeats a few class attributes hundreds of times (a
 * list's placeholder cards), so each distinct attribute is split once.
 */
function classesOf(html: string): Set<string> {
  const values = new Set<string>();
  for (const [, value] of html.matchAll(/\bclass="([^"]*)"/g)) values.add(value!);
  const classes = new Set<string>();
  for (const value of values) {
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** The last sheet read, its groups, and the CSS of each set of classes asked of it. */
let lastSheet: { text: string; groups: Group[]; byClasses: Map<string, string> } | undefined;

/**
 * The CSS of each page out of one sheet: the sheet is read once, whatever the number of pages
 * (`build --all` asks a dozen pages of each of its skins), and pages that use the same classes
 * share their CSS: a skin's category pages of one kind, and the same page of skins that differ in
 * their brand only, while the build's shared sheet stays as it was.
 */
export function pageCssOf(sheet: string): (html: string) => string {
  if (lastSheet?.text !== sheet) {
    lastSheet = { text: sheet, groups: groupsOf(sheet), byClasses: new Map() };
  }
  const { groups, byClasses } = lastSheet;
  return (html) => {
    const classes = classesOf(html);
    const key = [...classes].sort().join(' ');
    let css = byClasses.get(key);
    if (css === undefined) {
      css = cssOfClasses(groups, classes);
      byClasses.set(key, css);
    }
    return css;
  };
}

function cssOfClasses(groups: readonly Group[], classes: ReadonlySet<string>): string {
  const keep = (kind: GroupKind, name: string) =>
    kind === 'global' || (kind === 'component' && classes.has(name));
  const keptRules = groups
    .flatMap(({ kind, rules }) => rules.filter(([name]) => keep(kind, name)))
    .flatMap(([, rules]) => rules)
    .join('');
  // In the sheet's order: a keyframes group comes before the rules that name it. Each rule once,
  // in the first group that has it.
  const written = new Set<string>();
  return groups
    .map(({ kind, id, number, classNames, rules: byName }) => {
      const kept = byName.filter(
        ([name]) => keep(kind, name) || (kind === 'keyframes' && keptRules.includes(name)),
      );
      if (kept.length === 0) return '';
      const rules = kept
        .flatMap(([, list]) => list)
        .filter((rule) => !written.has(rule) && written.add(rule));
      const names = kind === 'global' ? classNames : kept.map(([name]) => `${name},`).join('');
      const marker = `data-styled.g${number}[id="${id}"]{content:"${names}"}`;
      return [...rules, marker].map((rule) => `${rule}${SPLITTER}`).join('');
    })
    .join('');
}

export function pageCss(sheet: string, html: string): string {
  return pageCssOf(sheet)(html);
}

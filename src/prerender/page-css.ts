// The CSS one first view needs, out of the style sheet all of a skin's first views share (so each
// component's CSS is compiled once a skin, not once a page). styled-components writes its sheet as
// groups, one per component: the group's rules, then a marker naming the component and its class
// names (`data-styled.g3[id="sc-gtsusp"]{content:"eaoFhj,"}`), which only its own rehydration
// reads. A page keeps the groups whose class names its markup uses, every global style, and the
// keyframes its kept rules name, each rule once (a global style adds its rules again at every
// page's render); the markers go (the first view's sheet is never rehydrated).
const SPLITTER = '/*!sc*/\n';
const MARKER = /data-styled\.g\d+\[id="([^"]+)"\]\{content:"([^"]*)"\}\/\*!sc\*\/\n?/g;

interface Group {
  id: string;
  names: string[];
  rules: string;
}

function groupsOf(sheet: string): Group[] {
  const groups: Group[] = [];
  let start = 0;
  for (const marker of sheet.matchAll(MARKER)) {
    groups.push({
      id: marker[1]!,
      names: marker[2]!.split(',').filter(Boolean),
      rules: sheet.slice(start, marker.index),
    });
    start = marker.index + marker[0].length;
  }
  if (sheet.slice(start).trim()) {
    throw new Error(
      `page-css: the style sheet ends with rules outside any component's group (expected styled-components' group markers): ${sheet.slice(start, start + 80)}`,
    );
  }
  return groups;
}

/** The class names the markup uses. */
function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\bclass="([^"]*)"/g)) {
    for (const name of value!.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * The CSS of each page out of one sheet: the sheet is read once, whatever the number of pages
 * (`build --all` asks a dozen pages of each of its skins).
 */
export function pageCssOf(sheet: string): (html: string) => string {
  const groups = groupsOf(sheet).map((group) => ({
    ...group,
    global: group.id.startsWith('sc-global-'),
    keyframes: group.id.startsWith('sc-keyframes-'),
    list: [...new Set(group.rules.split(SPLITTER).filter(Boolean))],
  }));
  return (html) => {
    const classes = classesOf(html);
    const kept = groups.filter(
      (group) => group.global || group.names.some((name) => classes.has(name)),
    );
    const keptRules = kept.map((group) => group.rules).join('');
    const keyframes = groups.filter(
      (group) => group.keyframes && group.names.some((name) => keptRules.includes(name)),
    );
    // In the sheet's order: a keyframes group comes before the rules that name it.
    const wanted = new Set([...kept, ...keyframes]);
    const rules = groups.filter((group) => wanted.has(group)).flatMap((group) => group.list);
    return [...new Set(rules)].map((rule) => `${rule}${SPLITTER}`).join('');
  };
}

export function pageCss(sheet: string, html: string): string {
  return pageCssOf(sheet)(html);
}

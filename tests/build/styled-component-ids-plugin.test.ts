// Every styled component gets an id from where it is written (cli/build/styled-component-ids-plugin.ts),
// so the first-view renderer and the runtime, which run the modules in different orders, give the
// same component the same class names.
import { describe, expect, it } from 'vitest';
import { componentIdOf, withComponentIds } from '../../cli/build/styled-component-ids-plugin';

const MODULE = [
  "import styled, { css } from 'styled-components';",
  'const Box = styled.div`color: red;`;',
  'const Pill = styled(Box).attrs({ role: "status" })`padding: 0;`;',
  "const Field = styled.input.attrs(() => ({ type: 'text' }))`margin: 0;`;",
  'const Mixin = css`display: grid;`;',
  "const Named = styled.p.withConfig({ componentId: 'mine' })`margin: 0;`;",
].join('\n');

describe('the styled-components ids of the build', () => {
  it('names each styled component by its file and its place in it, whatever the attrs', () => {
    const code = withComponentIds(MODULE, 'src/components/box.tsx')!;
    const box = componentIdOf('src/components/box.tsx', 0);
    const pill = componentIdOf('src/components/box.tsx', 1);
    const field = componentIdOf('src/components/box.tsx', 2);
    expect(code).toContain(`styled.div.withConfig({ componentId: "${box}" })\``);
    expect(code).toContain(
      `styled(Box).withConfig({ componentId: "${pill}" }).attrs({ role: "status" })\``,
    );
    expect(code).toContain(`styled.input.withConfig({ componentId: "${field}" }).attrs(`);
    expect(new Set([box, pill, field]).size).toBe(3);
    expect(box).toMatch(/^sc-[a-z0-9]{6}$/);
  });

  it('leaves a css helper and a component that names its own id as they are', () => {
    const code = withComponentIds(MODULE, 'src/components/box.tsx')!;
    expect(code).toContain('const Mixin = css`display: grid;`;');
    expect(code).toContain("styled.p.withConfig({ componentId: 'mine' })`");
  });

  it('gives the same ids for the same file whatever else the build holds, and other ids elsewhere', () => {
    expect(withComponentIds(MODULE, 'src/components/box.tsx')).toBe(
      withComponentIds(MODULE, 'src/components/box.tsx', new Map([['sc-other', 'x']])),
    );
    expect(withComponentIds(MODULE, 'src/components/pill.tsx')).not.toBe(
      withComponentIds(MODULE, 'src/components/box.tsx'),
    );
  });

  it('leaves a module without styled-components alone', () => {
    expect(withComponentIds('export const a = 1;', 'src/a.ts')).toBeNull();
    expect(
      withComponentIds("import { css } from 'styled-components'; css`a: b;`;", 'src/b.ts'),
    ).toBeNull();
  });

  it('fails a build that would give two places one id', () => {
    const ids = new Map([
      [componentIdOf('src/components/box.tsx', 0), 'src/elsewhere.tsx, styled component 4'],
    ]);
    expect(() => withComponentIds(MODULE, 'src/components/box.tsx', ids)).toThrow(
      /styled-component-ids: src\/components\/box.tsx, styled component 1 and src\/elsewhere.tsx, styled component 4 got the same id sc-[a-z0-9]{6}/,
    );
  });
});

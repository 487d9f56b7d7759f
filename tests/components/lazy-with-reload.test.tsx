// The app's lazy components (src/app/lazy/lazy-with-reload.ts): the fallback while a chunk loads,
// none once it is here (preloaded or made ready), and a preload that fails leaves the reload to the render.
import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createChunkReloadGuard, type GuardStorage } from '../../src/app/lazy/chunk-reload-guard';
import { chunkParts, lazyWithReload } from '../../src/app/lazy/lazy-with-reload';

const memoryStorage = (): GuardStorage => {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
};

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/**
 * Renders `element` under a Suspense boundary and checks it drew no fallback: the part was ready.
 */
function renderAtOnce(element: ReactElement): void {
  render(<Suspense fallback={<p>Loading</p>}>{element}</Suspense>);
  expect(screen.queryByText('Loading')).toBeNull();
}

const options = () => ({
  guard: createChunkReloadGuard(memoryStorage()),
  reload: vi.fn(),
  isOnline: () => true,
});

describe('a lazy component', () => {
  it('shows the fallback while its chunk loads, then the component with its props', async () => {
    const Lazy = lazyWithReload('greeting', () => Promise.resolve(Greeting), options());
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeVisible();
    expect(await screen.findByText(/^Hello/)).toHaveTextContent('Hello Ana');
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('renders at once, without a fallback, once preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Lazy = lazyWithReload('greeting', load, options());
    await act(async () => Lazy.preload());
    renderAtOnce(<Lazy name="Rui" />);
    expect(screen.getByText(/^Hello/)).toHaveTextContent('Hello Rui');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once after ready() has resolved, and ready() tells a failed load to whoever waits', async () => {
    const Lazy = lazyWithReload('greeting', () => Promise.resolve(Greeting), options());
    await Lazy.ready();
    renderAtOnce(<Lazy name="Inês" />);
    expect(screen.getByText(/^Hello/)).toHaveTextContent('Hello Inês');

    const Broken = lazyWithReload<typeof Greeting>(
      'broken',
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      options(),
    );
    await expect(Broken.ready()).rejects.toThrow('Failed to fetch dynamically imported module');
  });

  it('ignores a failed preload: the page is not reloaded for a chunk nobody has asked to see', async () => {
    const reloadOptions = options();
    const load = vi.fn((): Promise<typeof Greeting> =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const Lazy = lazyWithReload('greeting', load, reloadOptions);
    Lazy.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(reloadOptions.reload).not.toHaveBeenCalled();
  });
});

function Farewell({ name }: { name: string }) {
  return <p>Goodbye {name}</p>;
}

describe('the parts of one chunk', () => {
  it('load through one import, and once one part is ready every part renders at once', async () => {
    const load = vi.fn(() => Promise.resolve({ Greeting, Farewell }));
    const parts = chunkParts('greetings', load);
    const LazyGreeting = parts('Greeting');
    const LazyFarewell = parts('Farewell');
    await act(() => LazyGreeting.ready());
    renderAtOnce(<LazyFarewell name="Ana" />);
    expect(screen.getByText(/^Goodbye/)).toHaveTextContent('Goodbye Ana');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

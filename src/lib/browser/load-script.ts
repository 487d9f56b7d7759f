// Adds a third-party script to the page on demand, once per address, and says when it ran or why
// it did not: the browser refused it (blocked by the policy or an extension, offline: `error`) or
// it did not answer in time (`timeout`). A failed load leaves nothing behind, so a retry adds the
// script afresh. The page's CSP asks for Trusted Types on script addresses: the caller passes the
// address already vouched for by its own policy (`trusted`).

export class ScriptLoadError extends Error {
  constructor(
    readonly url: string,
    readonly reason: 'error' | 'timeout',
  ) {
    super(
      reason === 'timeout'
        ? `loadScript: ${url} did not load within the time allowed`
        : `loadScript: the browser could not load ${url} (blocked or offline)`,
    );
    this.name = 'ScriptLoadError';
  }
}

export interface ScriptRequest {
  url: string;
  /** The address as the page's Trusted Types policy vouches for it (the plain URL without TT). */
  trusted: unknown;
  /** How long the script may take to load and run. */
  timeoutMs: number;
}

const loads = new Map<string, Promise<void>>();

const scriptOf = (url: string) =>
  [...document.head.querySelectorAll('script')].find((script) => script.src === url);

/** Forgets a script that ran without doing what was expected, so the next load adds it afresh. */
export function forgetScript(url: string): void {
  scriptOf(url)?.remove();
  loads.delete(url);
}

/** Resolves once the script ran; a second call for the same address shares the first. */
export function loadScript(request: ScriptRequest): Promise<void> {
  const known = loads.get(request.url);
  // A script taken off the page since (forgetScript, or another hand) is added afresh.
  if (known && scriptOf(request.url)) return known;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: ScriptLoadError['reason']) => {
      clearTimeout(timer);
      script.remove();
      loads.delete(request.url);
      reject(new ScriptLoadError(request.url, reason));
    };
    const timer = setTimeout(() => fail('timeout'), request.timeoutMs);
    script.async = true;
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => fail('error'));
    script.src = request.trusted as string;
    document.head.append(script);
  });
  loads.set(request.url, load);
  return load;
}

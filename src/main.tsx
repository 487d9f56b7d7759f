// The page's entry, kept tiny on purpose. The document already shows the first view the build
// rendered (cli/build/first-view.ts); evaluating the runtime — most of the page's script, one long
// task — before the browser has painted that view would hold the first paint behind it on a slow
// phone. So the runtime is imported once that paint is done, in two steps with a task between
// them: its libraries (./boot-libraries.ts), then the app (./boot.tsx), so neither evaluation is
// the whole script's. index.html preloads their chunks meanwhile, so nothing then waits on the
// network. A page with no first view of its own (a route the build does not picture) has nothing
// to paint first and boots at once.
import { browserChunkReloadGuard } from './app/lazy/chunk-reload-guard';
import { startEarlyReads } from './lib/browser/early-reads';
import { afterFirstContentfulPaint } from './lib/browser/first-contentful-paint';
import { dropFirstViewOfAnotherPath, hasFirstView } from './lib/browser/first-view';

// The gateway reads the boot will make go out now, beside the runtime's download, rather than
// after its evaluation (./lib/browser/early-reads.ts).
startEarlyReads(document, window.location, (input, init) => window.fetch(input, init));

// A static host answers every route with the same index.html: its picture of another route goes as
// soon as this script runs, without waiting for the runtime (one of another language goes as boot
// settles the language).
dropFirstViewOfAnotherPath(document, window.location.pathname);
const painted = hasFirstView(document) ? afterFirstContentfulPaint() : Promise.resolve();

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// The boot reads the player's language and colour mode from storage before it renders. The first
// read of a page's storage is slow (the browser loads the origin's whole area: 2 to 10 ms at full
// speed here), so it happens in a task of its own between the two evaluations, not inside the
// boot's. A browser that refuses storage throws here too; the boot then keeps them in memory.
function openStorage(): void {
  try {
    window.localStorage.getItem('');
    window.sessionStorage.getItem('');
  } catch {
    // Refused: src/lib/browser/web-storage.ts gives the boot its stand-in.
  }
}

// A tab left open across a deploy asks for a boot chunk that is gone: reload once for the new
// index.html, as every lazy chunk does (src/app/lazy/lazy-with-reload.ts).
void painted
  .then(() => import('./boot-libraries'))
  .then(nextTask)
  .then(openStorage)
  .then(nextTask)
  .then(() => import('./boot'))
  .then(
    // In a task of its own: the guard's first sessionStorage read costs a few milliseconds, and the
    // boot's evaluation, which this would otherwise end, is long enough.
    () => setTimeout(() => browserChunkReloadGuard().onSuccess('boot'), 0),
    (error: unknown) => {
      if (navigator.onLine !== false && browserChunkReloadGuard().onFailure('boot') === 'reload') {
        window.location.reload();
        return;
      }
      throw error;
    },
  );

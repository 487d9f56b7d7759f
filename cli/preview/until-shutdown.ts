// Long-running commands (dev, preview) serve until the operator stops them; they close their
// servers first so the embedded gateway's database shuts down cleanly.
export function untilShutdown(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve(signal);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}

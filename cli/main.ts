// Process entry of the CLI (see bin/skinforge.js): build the program and run it on argv.
import { createProgram } from './index';

const program = createProgram();
await program.parseAsync(process.argv).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});

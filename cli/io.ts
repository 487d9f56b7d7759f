// Where a command writes, and the exit code it leaves. Commands never call console or process.exit
// directly, so tests run them in-process (createProgram(io)) and read what they printed.
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** The folder relative paths (`--skins-dir skins`) are resolved from. */
  cwd: string;
  exitCode: number;
}

let pipeGuarded = false;

/** `skinforge list | head -1` closes stdout early; that is the reader's choice, not a crash. */
function guardClosedPipe(): void {
  if (pipeGuarded) return;
  pipeGuarded = true;
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

export function createProcessIo(): CliIo {
  guardClosedPipe();
  return {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    cwd: process.cwd(),
    get exitCode() {
      return typeof process.exitCode === 'number' ? process.exitCode : 0;
    },
    set exitCode(code: number) {
      process.exitCode = code;
    },
  };
}

/** An io that keeps what was printed, for tests. */
export function createMemoryIo(cwd: string): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    out: (line) => stdout.push(line),
    err: (line) => stderr.push(line),
    cwd,
    exitCode: 0,
  };
}

// What the database commands (db:backup, db:restore) share: paths as the person typed them, sizes
// as people read them, and an end that prints what to fix instead of a stack trace.
import { isAbsolute, resolve } from 'node:path';

/** pnpm runs the server's scripts from server/ and says where it was called from in INIT_CWD. */
export function typedPath(path: string): string {
  return isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

export function megabytes(bytes: number): string {
  return (bytes / 1_048_576).toLocaleString('pt-BR', { maximumFractionDigits: 1 });
}

/** Runs the command; its answer is the exit code, a failure's message its last line. */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    },
  );
}

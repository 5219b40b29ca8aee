/** Entry point of the `veil` command (bin/veil.js loads this, compiled in dist/ or under tsx). */
import { runCli } from './run.ts';

const code = await runCli(process.argv.slice(2), {
  env: process.env,
  cwd: process.cwd(),
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
// exitCode rather than exit(): a large result piped to another program is flushed completely
// before the process ends.
process.exitCode = code;

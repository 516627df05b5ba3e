// Runs the command lines it is given at the same time and prints each one's output once it
// has ended, in the order given; exits non-zero when any of them failed. `npm test` runs its
// checks this way: each is single-threaded, so side by side they take the time of the
// longest instead of the sum.
import { spawn } from 'node:child_process';
import { Buffer } from 'node:buffer';
import process from 'node:process';

const runs = process.argv.slice(2).map(
  (command) =>
    new Promise((resolve) => {
      const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('error', (err) => output.push(Buffer.from(`${err.message}\n`)));
      child.on('close', (code) => resolve({ command, code, output: Buffer.concat(output) }));
    }),
);

let failed = false;
for (const run of runs) {
  const { command, code, output } = await run;
  process.stdout.write(output);
  if (code !== 0) {
    failed = true;
    process.stderr.write(`${command}: exit code ${code}\n`);
  }
}
process.exitCode = failed ? 1 : 0;

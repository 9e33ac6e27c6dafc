#!/usr/bin/env node
// `npm run test:under-load -- [--runs 3] [--busy 2] [vitest arguments]`: runs the suite (by default
// the browser project) several times while `--busy` CPU-bound processes spin beside it, and prints
// each run's result (issue 28: flaky under load is a defect). Every busy process ends with it.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { repoRoot, spawnForwarding } from './lib/proc.mjs';

const { values, positionals } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    busy: { type: 'string', default: '2' },
  },
  allowPositionals: true,
  strict: false,
});
const runs = Number(values.runs);
const busy = Number(values.busy);
const vitestArgs = positionals.length > 0 ? positionals : ['--project', 'e2e'];

// Each spins one core until killed; stdio ignored so they never hold the terminal.
const spinners = Array.from({ length: busy }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopSpinners = () => spinners.forEach((child) => child.kill('SIGKILL'));
process.on('exit', stopSpinners);

const results = [];
for (let run = 1; run <= runs; run += 1) {
  console.log(`\n=== Ejecución ${run} de ${runs}, con ${busy} procesos ocupando la CPU`);
  const started = Date.now();
  const code = await spawnForwarding(process.execPath, ['scripts/test.mjs', ...vitestArgs], {
    cwd: repoRoot,
  });
  results.push({ run, code, seconds: Math.round((Date.now() - started) / 1000) });
}
stopSpinners();
console.log('\nEjecución | código | segundos');
for (const { run, code, seconds } of results) console.log(`${run} | ${code} | ${seconds}`);
const failed = results.filter((result) => result.code !== 0).length;
console.log(`${runs - failed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;

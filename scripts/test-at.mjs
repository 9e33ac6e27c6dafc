#!/usr/bin/env node
// `npm run test:at -- <instant> [vitest arguments]`: the whole `npm test` with every process's
// clock moved to <instant> by Debian's libfaketime (issue 28). The server, PGlite inside it and
// Vitest share one offset from the real clock, so they agree and time still runs; the browser's
// pages get the same clock from Playwright (Chromium itself cannot run under libfaketime).
//
//   <instant>  an ISO instant with its zone (2028-02-29T23:30:00Z), 'today' (the real clock),
//              one of the named instants below, or 'rotate': a moved named instant chosen by the
//              commit hash (CI runs this one after `npm test`, so every instant is met over a
//              few commits).
import { execFileSync } from 'node:child_process';
import { ensureSystemDeps, LIBFAKETIME } from './ensure-system-deps.mjs';
import { repoRoot, spawnForwarding } from './lib/proc.mjs';

/** The instants the suite must pass at: month and year ends, a leap day, both DST nights. */
export const NAMED_INSTANTS = {
  // Already 1 March in Madrid, 29 February in UTC.
  bisiesto: '2028-02-29T23:30:00Z',
  // 23:30 on New Year's Eve in Madrid.
  'fin-de-anio': '2026-12-31T22:30:00Z',
  // 02:30 summer time, the hour Madrid lives twice.
  'fin-horario-verano': '2027-10-31T00:30:00Z',
  // 03:30 summer time: Madrid's 02:00-03:00 never happened.
  'inicio-horario-verano': '2027-03-28T01:30:00Z',
  today: null,
};

function commitHash() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return '0';
  }
}

/** [name, ISO instant or null for the real clock]. */
export function resolveInstant(arg) {
  if (arg === 'rotate') {
    // Only the moved instants: CI's `npm test` has just run on the real clock.
    const names = Object.keys(NAMED_INSTANTS).filter((name) => NAMED_INSTANTS[name] !== null);
    const name = names[parseInt(commitHash().slice(0, 8), 16) % names.length] ?? 'bisiesto';
    return [name, NAMED_INSTANTS[name]];
  }
  if (arg in NAMED_INSTANTS) return [arg, NAMED_INSTANTS[arg]];
  if (!/(Z|[+-]\d\d:\d\d)$/.test(arg) || Number.isNaN(Date.parse(arg))) {
    throw new Error(
      `Instante no válido: '${arg}'. Use un ISO con zona (2028-02-29T23:30:00Z), 'rotate' o uno de: ${Object.keys(NAMED_INSTANTS).join(', ')}`,
    );
  }
  return [arg, new Date(arg).toISOString()];
}

const [instantArg, ...vitestArgs] = process.argv.slice(2);
let env = process.env;
try {
  if (!instantArg) throw new Error('Uso: npm run test:at -- <instante|rotate|today> [argumentos de vitest]');
  const [name, iso] = resolveInstant(instantArg);
  // Packages first, on the real clock: apt refuses package lists that look expired or future.
  await ensureSystemDeps({ for: 'clock' });
  if (iso === null) {
    console.log(`Suite en el instante '${name}': el reloj real (${new Date().toISOString()})`);
  } else {
    // An offset rather than an absolute start: processes started later (the server, Chromium)
    // land on the same clock as the ones started now, and time keeps running in all of them.
    const offsetSeconds = Math.round((Date.parse(iso) - Date.now()) / 1000);
    const madrid = new Intl.DateTimeFormat('es-ES', {
      timeZone: 'Europe/Madrid',
      dateStyle: 'full',
      timeStyle: 'long',
    }).format(new Date(iso));
    console.log(`Suite en el instante '${name}': ${iso} (Madrid: ${madrid})`);
    env = {
      ...process.env,
      LD_PRELOAD: [LIBFAKETIME, process.env.LD_PRELOAD].filter(Boolean).join(':'),
      FAKETIME: `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}s`,
      // Timers and durations measure on the real monotonic clock; only the calendar moves.
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
      // Chromium does not survive libfaketime: it is started without it (the PDF engine's
      // browser-environment.ts, e2e/support/browser.ts), and the browser tests give its pages
      // this clock through Playwright's clock API.
      VENTAS_TEST_INSTANT: iso,
    };
  }
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

process.exitCode = await spawnForwarding(process.execPath, ['scripts/test.mjs', ...vitestArgs], {
  cwd: repoRoot,
  env,
});

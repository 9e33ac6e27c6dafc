// Small process helpers shared by the scripts in scripts/ (Node built-ins only,
// so they work before `npm ci` has run).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** True when the module with this import.meta.url is the script node was started with. */
export function isMain(metaUrl) {
  const entry = process.argv[1];
  if (!entry) return false;
  return pathToFileURL(fs.realpathSync(entry)).href === metaUrl;
}

/** Full path of an executable on PATH, or null. */
export function which(cmd) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const file = path.join(dir || '.', cmd);
    if (isExecutable(file)) return file;
  }
  return null;
}

export function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Runs a command to completion and returns its exit status. Its output goes to
 * our stderr by default so that stdout stays free for a script's result (a URL
 * captured with $(...) must not be mixed with apt's or initdb's chatter).
 */
export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: ['ignore', 2, 2], ...opts });
  if (r.error) throw r.error;
  return r.status ?? 128 + (os.constants.signals[r.signal] ?? 0);
}

/** Like run(), but a non-zero exit is an error. */
export function runOk(cmd, args, opts = {}) {
  const status = run(cmd, args, opts);
  if (status !== 0) {
    throw new Error(`'${[cmd, ...args].join(' ')}' terminó con código ${status}`);
  }
}

/** Writes each line read from `from` to `to` whole, after `prefix`. */
function relayLines(from, to, prefix) {
  let pending = '';
  from.setEncoding('utf8');
  from.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    if (lines.length > 0) to.write(lines.map((line) => prefix + line + '\n').join(''));
  });
  from.on('end', () => {
    if (pending) to.write(prefix + pending + '\n');
  });
}

/**
 * Spawns a long-running child with inherited stdio, relays SIGINT/SIGTERM to it
 * and resolves with its exit code (128+n when it died of signal n). With `prefix`,
 * for a child that runs beside another one writing to the same terminal, each line
 * of its output goes out whole after the prefix, so the two never mix within a line.
 */
export function spawnForwarding(cmd, args, opts = {}, prefix = null) {
  return new Promise((resolve, reject) => {
    const stdio = prefix === null ? 'inherit' : ['ignore', 'pipe', 'pipe'];
    const child = spawn(cmd, args, { stdio, ...opts });
    if (prefix !== null) {
      relayLines(child.stdout, process.stdout, prefix);
      relayLines(child.stderr, process.stderr, prefix);
    }
    const lastRelay = {};
    const relay = (signal) => {
      // Ctrl-C reaches the whole process group and npm relays it as well, so the
      // same signal arrives here twice at once: pass it on once, not per copy.
      const now = Date.now();
      if (now - (lastRelay[signal] ?? 0) < 1000) return;
      lastRelay[signal] = now;
      child.kill(signal);
    };
    const signals = ['SIGINT', 'SIGTERM'];
    for (const s of signals) process.on(s, relay);
    child.on('error', reject);
    // 'close', not 'exit': a prefixed child's last lines are relayed by then.
    child.on('close', (code, signal) => {
      for (const s of signals) process.off(s, relay);
      resolve(code ?? 128 + (os.constants.signals[signal] ?? 0));
    });
  });
}

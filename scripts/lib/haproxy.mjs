// Debian's HAProxy before the API replicas of scripts/cluster.mjs: its configuration, its start and
// its runtime API (which replica it counts as up). Node built-ins only, like every script in scripts/.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { HAPROXY } from '../ensure-system-deps.mjs';

/**
 * The readiness checks, which bound how long a stopping or dead replica is sent work: a check
 * every 500 ms, two failures in a row (the second 250 ms after the first) mark it down, so a
 * replica whose readiness turns 503 (or whose port refuses) stops getting requests within ~0.8 s
 * plus one check's answer; the replicas' drain delay (cluster.mjs) is longer than that. Two
 * successes bring one back. A check unanswered in 2 s fails: only a hung replica waits that long,
 * and a busy one on a loaded machine is not taken out (with every replica out, HAProxy answers 503).
 */
export const HEALTH_CHECK = { interMs: 500, fastInterMs: 250, fall: 2, rise: 2, timeoutMs: 2000 };

/** The body of the 503 HAProxy gives when no replica is up, escaped for its configuration. */
const UNAVAILABLE_BODY = JSON.stringify({
  detail: 'El servicio no está disponible en este momento. Inténtelo de nuevo en unos segundos.',
}).replaceAll('"', '\\"');

/**
 * Round robin over the replicas. A request whose connection is refused (a replica that stopped
 * listening or died) never reached it: it is tried again, on another replica (`redispatch 1`), up
 * to 3 times. One whose connection closed without an answer (a replica killed mid-request) may
 * have been written: only a GET (or HEAD) is tried again then, so a note or a callback is never
 * saved twice; a write fails with 502 and the person decides. Only errors and abnormal ends are
 * logged (to its log file).
 */
export function haproxyConfig({ port, replicaPorts, socket }) {
  const c = HEALTH_CHECK;
  const servers = replicaPorts.map((replicaPort, i) => `  server api${i + 1} 127.0.0.1:${replicaPort}`);
  return `global
  maxconn 4000
  stats socket ${socket} mode 600 level admin
  log stdout format raw local0 info

defaults
  mode http
  log global
  option httplog
  option dontlog-normal
  timeout connect 1s
  timeout client 120s
  timeout server 120s
  timeout http-keep-alive 10s
  timeout check ${c.timeoutMs}ms
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response
  # With every replica down (a failover, a restart of all), the API's own answer to an unreachable
  # database (decision 231): JSON in Spanish and when to try again, not HAProxy's HTML page.
  http-error status 503 content-type "application/json; charset=utf-8" hdr Retry-After 5 string "${UNAVAILABLE_BODY}"

frontend ventas
  bind 127.0.0.1:${port}
  http-request disable-l7-retry unless METH_GET
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server check inter ${c.interMs}ms fastinter ${c.fastInterMs}ms downinter 1s fall ${c.fall} rise ${c.rise}
${servers.join('\n')}
`;
}

/** Starts HAProxy in the foreground (-db) in a session of its own, its output to `stateDir`. */
export function startHaproxy({ stateDir, port, replicaPorts }) {
  const socket = path.join(stateDir, 'haproxy.sock');
  const configFile = path.join(stateDir, 'haproxy.cfg');
  fs.writeFileSync(configFile, haproxyConfig({ port, replicaPorts, socket }));
  const log = fs.openSync(path.join(stateDir, 'haproxy.log'), 'a');
  const child = spawn(HAPROXY, ['-db', '-f', configFile], {
    detached: true,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  child.unref();
  return { pid: child.pid, port, socket };
}

/** One command to HAProxy's runtime API; its whole answer. */
export function haproxyCommand(socket, command) {
  return new Promise((resolve, reject) => {
    const client = net.connect(socket);
    let answer = '';
    client.setEncoding('utf8');
    client.on('connect', () => client.end(`${command}\n`));
    client.on('data', (chunk) => (answer += chunk));
    client.on('end', () => resolve(answer));
    client.on('error', reject);
  });
}

/** Each replica's state as HAProxy sees it: { api1: 'UP', api2: 'DOWN', … } (`show stat`). */
export async function replicaStates(socket) {
  const [header, ...rows] = (await haproxyCommand(socket, 'show stat')).trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const [proxy, name, status] = ['pxname', 'svname', 'status'].map((column) => columns.indexOf(column));
  const states = {};
  for (const row of rows.map((line) => line.split(','))) {
    if (row[proxy] === 'api' && !['FRONTEND', 'BACKEND'].includes(row[name])) states[row[name]] = row[status];
  }
  return states;
}

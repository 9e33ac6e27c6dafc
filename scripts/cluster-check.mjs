#!/usr/bin/env node
// CI's short check of the cluster (issue 30): 2 API replicas, PgBouncer in transaction mode and
// HAProxy, no standby (scripts/cluster.mjs), then, with the demo data:
//   1. a sign-in through HAProxy;
//   2. an export made on one replica, downloaded from the other;
//   3. ten wrong passwords for one username, alternating between the replicas: the 11th attempt
//      is refused (429) whichever replica gets it;
//   4. a rolling restart (SIGTERM each replica in turn, start it again, wait until HAProxy counts it
//      up) while 10 clients read and write through HAProxy: 0 failed requests.
// Exits 1 saying what failed; the cluster is stopped either way.
//
//   node scripts/cluster-check.mjs
//   node scripts/cluster-check.mjs --drain-delay-ms=0   # the replicas close at once on SIGTERM: it fails
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { CLUSTER_DIR, DEMO_PASSWORD, DRAIN_DELAY_MS, startCluster, stopCluster } from './cluster.mjs';
import { replicaStates } from './lib/haproxy.mjs';

const CLIENTS = 10;
/** Each client's pause between requests: ~60 requests/s in all, on a 2-core box that also runs CI. */
const PAUSE_MS = { min: 100, max: 250 };
const LOGIN_LIMIT = 10; // LOGIN_MAX_FAILURES_PER_USERNAME's default
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const log = (message) => console.log(`[${elapsed()}] ${message}`);

class CheckFailure extends Error {}

function expect(condition, message) {
  if (!condition) throw new CheckFailure(message);
}

/** A request to `base` (HAProxy or one replica) as the demo tenant `host`; the answer, its body read. */
async function call(base, path, { host = 'demo.localhost', token, method = 'GET', body } = {}) {
  const headers = { host };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    bytes,
    text: () => bytes.toString('utf8'),
    json: () => JSON.parse(bytes.toString('utf8')),
  };
}

async function signIn(base, username, host = 'demo.localhost') {
  const answer = await call(base, '/api/token/', {
    host,
    method: 'POST',
    body: { username, password: DEMO_PASSWORD },
  });
  expect(
    answer.status === 200,
    `inicio de sesión de ${username}: ${answer.status} ${answer.text().slice(0, 200)}`,
  );
  return answer.json().access;
}

/** 2: an export finished on replica A, its file downloaded byte for byte from replica B. */
async function checkExportAcrossReplicas([a, b], token) {
  const replicaUrl = (replica) => `http://127.0.0.1:${replica.port}`;
  const start = await call(replicaUrl(a), '/api/clientes/teletrabajo/download-xlsx-teletrabajo/', { token });
  expect(start.status === 200, `exportación en ${a.name}: ${start.status} ${start.text().slice(0, 200)}`);
  const taskId = start.json().task_id;
  let status;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(250)) {
    status = (await call(replicaUrl(a), `/api/utils/task-status/${taskId}/`, { token })).json();
    if (status.state === 'SUCCESS' || status.state === 'FAILURE') break;
  }
  expect(status?.state === 'SUCCESS', `la exportación no terminó bien: ${JSON.stringify(status)}`);
  const filename = status.result.filename;
  const file = await call(
    replicaUrl(b),
    `/api/utils/get-xlsx-files/?filename=${encodeURIComponent(filename)}`,
    { token },
  );
  expect(
    file.status === 200,
    `descarga en ${b.name} de lo exportado en ${a.name}: ${file.status} ${file.text().slice(0, 200)}`,
  );
  expect(file.bytes.subarray(0, 2).toString() === 'PK', `la descarga en ${b.name} no es un xlsx`);
  log(`exportación hecha en ${a.name} y descargada en ${b.name} (${file.bytes.length} bytes)`);
}

/** 3: the per-username limit is the database's: the 11th attempt is refused on either replica. */
async function checkLoginLimitAcrossReplicas(replicas) {
  const host = 'demo2.localhost'; // another tenant: the clients below sign in to demo
  const attempt = (replica, password) =>
    call(`http://127.0.0.1:${replica.port}`, '/api/token/', {
      host,
      method: 'POST',
      body: { username: 'comercial', password },
    });
  for (let n = 0; n < LOGIN_LIMIT; n++) {
    const answer = await attempt(replicas[n % replicas.length], 'contraseña-mal');
    expect(answer.status === 401, `intento fallido ${n + 1}: ${answer.status}, se esperaba 401`);
  }
  for (const replica of replicas) {
    const answer = await attempt(replica, DEMO_PASSWORD);
    expect(
      answer.status === 429,
      `intento ${LOGIN_LIMIT + 1} en ${replica.name}: ${answer.status}, se esperaba 429`,
    );
  }
  log(
    `${LOGIN_LIMIT} contraseñas mal alternando réplicas: el intento ${LOGIN_LIMIT + 1} se rechaza (429) en todas`,
  );
}

/** One client's loop through HAProxy until `until()` is true: the list, a customer, the agenda read; notes written. */
async function client(base, token, customerIds, until, record) {
  const requests = [
    () => ({ path: '/api/clientes/entradas/?page=1&itemsPerPage=25', expected: 200 }),
    () => ({
      path: `/api/clientes/entradas/${customerIds[Math.floor(Math.random() * customerIds.length)]}/`,
      expected: 200,
    }),
    () => ({ path: '/api/clientes/agendados/?range=3days', expected: 200 }),
    () => ({
      path: '/api/clientes/notascliente/',
      method: 'POST',
      body: {
        cliente: customerIds[Math.floor(Math.random() * customerIds.length)],
        nota: 'Reinicio escalonado: nota de prueba',
      },
      expected: 201,
    }),
  ];
  while (!until()) {
    const { path, method = 'GET', body, expected } = requests[Math.floor(Math.random() * requests.length)]();
    const at = elapsed();
    try {
      const answer = await call(base, path, { token, method, body });
      record(
        answer.status === expected
          ? null
          : `${at} ${method} ${path}: ${answer.status} ${answer.text().slice(0, 160)}`,
      );
    } catch (error) {
      record(`${at} ${method} ${path}: ${error.cause?.code ?? error.name} ${error.message}`);
    }
    await sleep(PAUSE_MS.min + Math.random() * (PAUSE_MS.max - PAUSE_MS.min));
  }
}

/** Waits until HAProxy counts `replica` up again (its checks' `rise`). */
async function untilUp(socket, replica) {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(100)) {
    if ((await replicaStates(socket))[replica.name] === 'UP') return;
  }
  throw new CheckFailure(`HAProxy no vuelve a contar ${replica.name} como activa`);
}

/** 4: each replica stopped (SIGTERM), started and back in HAProxy in turn, under 10 clients. */
async function checkRollingRestart(cluster, tokens) {
  const list = await call(cluster.url, '/api/clientes/entradas/?page=1&itemsPerPage=25', {
    token: tokens[0],
  });
  expect(list.status === 200, `lista de clientes: ${list.status}`);
  const customerIds = list.json().results.map((row) => row.id);
  expect(customerIds.length > 0, 'la demostración no tiene clientes');
  let done = false;
  const failures = [];
  let requests = 0;
  const record = (failure) => {
    requests += 1;
    if (failure) failures.push(failure);
  };
  const clients = Array.from({ length: CLIENTS }, (_, i) =>
    client(cluster.url, tokens[i % tokens.length], customerIds, () => done, record),
  );
  try {
    await sleep(2000);
    for (const replica of cluster.replicas) {
      const t0 = performance.now();
      await replica.stop('SIGTERM');
      const stopped = performance.now();
      await replica.start();
      await untilUp(cluster.haproxy.socket, replica);
      log(
        `${replica.name}: parada ordenada en ${((stopped - t0) / 1000).toFixed(1)} s, de nuevo en HAProxy ` +
          `${((performance.now() - stopped) / 1000).toFixed(1)} s después`,
      );
    }
    await sleep(2000);
  } finally {
    done = true;
    await Promise.all(clients);
  }
  log(`reinicio escalonado: ${requests} peticiones de ${CLIENTS} clientes, ${failures.length} fallidas`);
  expect(
    failures.length === 0,
    `peticiones fallidas durante el reinicio escalonado:\n  ${failures.slice(0, 20).join('\n  ')}`,
  );
}

/** The last lines of each replica's and HAProxy's log, before stopCluster deletes them. */
function printLogTails() {
  let names = [];
  try {
    names = fs.readdirSync(CLUSTER_DIR).filter((name) => name.endsWith('.log'));
  } catch {
    return;
  }
  for (const name of names) {
    const lines = fs.readFileSync(path.join(CLUSTER_DIR, name), 'utf8').trim().split('\n').slice(-15);
    console.error(`\n--- ${name} (últimas líneas) ---\n${lines.join('\n')}`);
  }
}

const { values: args } = parseArgs({
  options: { 'drain-delay-ms': { type: 'string', default: String(DRAIN_DELAY_MS) } },
});
let status = 0;
try {
  const drainDelayMs = Number(args['drain-delay-ms']);
  const cluster = await startCluster({ replicas: 2, standby: false, drainDelayMs, log });
  log(`clúster listo en ${cluster.url}: réplicas ${cluster.replicas.map((r) => r.port).join(', ')}`);
  const tokens = [];
  // Managers and admins may write a note on any customer of the tenant.
  for (const username of ['manager', 'admin']) tokens.push(await signIn(cluster.url, username));
  log('inicio de sesión a través de HAProxy');
  await checkExportAcrossReplicas(cluster.replicas, tokens[0]);
  await checkLoginLimitAcrossReplicas(cluster.replicas);
  await checkRollingRestart(cluster, tokens);
  log('comprobación del clúster: correcta');
} catch (error) {
  console.error(
    `\nComprobación del clúster FALLIDA: ${error instanceof CheckFailure ? error.message : error.stack}`,
  );
  status = 1;
  printLogTails();
} finally {
  await stopCluster();
  log(`clúster parado (en total ${elapsed()})`);
}
process.exit(status);

import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest PostgreSQL server binaries Debian installed (initdb, pg_ctl, pg_basebackup); null if none. */
export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'pg_basebackup')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface HotStandbyPair {
  primaryUrl: string;
  standbyUrl: string;
  /** Stops the standby alone, at once, as a crash would. */
  stopStandby(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A primary and its streaming hot standby (`pg_basebackup -R`), both new and tiny, on free
 * loopback ports in a temporary folder: a few seconds to start. PostgreSQL refuses to run as
 * root, so under root the commands run as the `postgres` user. fsync is off: nothing here
 * must survive a crash of the machine.
 */
export async function startHotStandbyPair(bin: string): Promise<HotStandbyPair> {
  const root = mkdtempSync(join(tmpdir(), 'ventas-standby-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(root, ...(await postgresIds()));
  const command = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, name), ...args]) : run(join(bin, name), args);
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  const primary = join(root, 'primario');
  const standby = join(root, 'reserva');
  const options = (port: number) =>
    `-c port=${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${root} -c fsync=off`;
  const started: string[] = [];
  const stopArgs = (dir: string) => ['-D', dir, '-m', 'immediate', '-w', 'stop'];
  // A worker that ends without the test's afterAll (a failed setup, an interrupted run) still
  // stops the servers it started rather than leave them running on their ports.
  const stopOnExit = () => {
    for (const dir of started) {
      const [file, args] = asRoot
        ? ['runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...stopArgs(dir)]]
        : [join(bin, 'pg_ctl'), stopArgs(dir)];
      try {
        execFileSync(file, args, { stdio: 'ignore' });
      } catch {
        // Already stopped.
      }
    }
    rmSync(root, { recursive: true, force: true });
  };
  process.once('exit', stopOnExit);
  const stop = async () => {
    process.off('exit', stopOnExit);
    for (const dir of started.reverse()) await command('pg_ctl', stopArgs(dir)).catch(() => undefined);
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await command('initdb', ['-D', primary, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
    await command('pg_ctl', [
      '-D',
      primary,
      '-l',
      join(root, 'primario.log'),
      '-o',
      options(primaryPort),
      '-w',
      'start',
    ]);
    started.push(primary);
    await command('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', standby, '-R', '-X', 'stream', '--no-sync'],
    ]);
    await command('pg_ctl', [
      '-D',
      standby,
      '-l',
      join(root, 'reserva.log'),
      '-o',
      options(standbyPort),
      '-w',
      'start',
    ]);
    started.push(standby);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    standbyUrl: `postgres://postgres@127.0.0.1:${standbyPort}/postgres`,
    stopStandby: async () => {
      await command('pg_ctl', stopArgs(standby));
    },
    stop,
  };
}

async function postgresIds(): Promise<[number, number]> {
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return [Number(uid.stdout.trim()), Number(gid.stdout.trim())];
}

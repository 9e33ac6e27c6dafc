// Types of cluster.mjs for the TypeScript that imports it (bench/cluster.ts).
export declare const CLUSTER_DIR: string;
export declare const DRAIN_DELAY_MS: number;
export declare const DEMO_PASSWORD: string;

/** One API replica (lib/cluster-replica.mjs). */
export interface ClusterReplica {
  readonly name: string;
  readonly port: number;
  readonly pid: number | null;
  start(options?: { timeoutMs?: number }): Promise<void>;
  kill(signal?: NodeJS.Signals): void;
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  restart(): Promise<void>;
}

/** A PostgreSQL server of the cluster. */
export interface ClusterServer {
  dataDir: string;
  port: number;
  url: string;
}

export interface Cluster {
  url: string;
  demoUrl: string;
  dir: string;
  databaseName: string;
  replicas: ClusterReplica[];
  primary: ClusterServer;
  standby: ClusterServer | null;
  pgbouncer: { dir: string; port: number; url: string };
  haproxy: { pid: number; port: number; socket: string };
  /** What lib/pg-server.mjs's stopServer and promote take for `part`. */
  server(part: ClusterServer): { bin: string; user: string | null; dataDir: string };
  /** Points PgBouncer at another server (a promoted standby): new configuration, then RELOAD. */
  repointPgBouncer(serverUrl: string): void;
  stop(): Promise<void>;
}

export declare function startCluster(options?: {
  replicas?: number;
  standby?: boolean;
  drainDelayMs?: number;
  env?: Record<string, string>;
  log?: (message: string) => void;
}): Promise<Cluster>;
export declare function stopCluster(): Promise<void>;

// Types of pg-server.mjs for the TypeScript that imports it (bench/cluster.ts).
/** A server of the cluster as pg_ctl needs it (cluster.mjs's `server(part)`). */
export interface ServerRef {
  bin: string;
  user: string | null;
  dataDir: string;
}
export declare const REPLICATION_SETTINGS: Readonly<Record<string, string>>;
export declare function stopServer(server: ServerRef, mode?: 'smart' | 'fast' | 'immediate'): void;
export declare function promote(server: ServerRef): void;

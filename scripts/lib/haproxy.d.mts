// Types of haproxy.mjs for the TypeScript that imports it (bench/cluster.ts).
export declare const HEALTH_CHECK: {
  interMs: number;
  fastInterMs: number;
  fall: number;
  rise: number;
  timeoutMs: number;
};
/** Each replica's state as HAProxy sees it: { api1: 'UP', api2: 'DOWN', … }. */
export declare function replicaStates(socket: string): Promise<Record<string, string>>;

// Types of free-port.mjs for the TypeScript that imports it (apps/api/test, e2e, bench).
export declare function freePort(): Promise<number>;

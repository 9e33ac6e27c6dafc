// Types of build-api.mjs for the TypeScript that imports it (bench/lib/api-server.ts).
export declare const API_DIST: string;
export declare const SERVER_BUNDLE: string;
export declare const API_NODE_FLAGS: readonly string[];
export declare function buildApi(): Promise<string>;
export declare function apiServerArgs(nodeArgs?: readonly string[]): Promise<string[]>;

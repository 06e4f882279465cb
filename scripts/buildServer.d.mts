// Types of scripts/buildServer.mjs for the TypeScript that imports it (the benches and the build test).
export declare const SERVER_MAIN: string;
export declare function newest(path: string): number;
export declare function buildServerIfStale(options?: { force?: boolean; log?: (message: string) => void }): Promise<boolean>;

export declare const MALLOC_TUNABLE: string;
export declare const NODE_HEAP_OPTION: string;

export declare function serverProcessEnv<T extends Record<string, string | undefined>>(
  env: T,
): T & { GLIBC_TUNABLES: string; NODE_OPTIONS: string };

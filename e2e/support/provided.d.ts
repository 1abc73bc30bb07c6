import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The journey servers, one per vitest worker (support/journey.ts picks this worker's). */
    servers: { baseURL: string; dataDir: string }[];
    /** The demo data folder the servers started from copies of, for a journey's own server. */
    demoSnapshot: string;
  }
}

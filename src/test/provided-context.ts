declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a migrated PGlite data folder, restored once per test file. */
    pgliteTemplatePath: string;
    /** Name of a migrated PostgreSQL database that each test file copies. */
    postgresTemplate: string;
    /** Which database this project's test files run on, and the PostgreSQL server's URL. */
    testDatabase: { kind: 'pglite' } | { kind: 'postgres'; serverUrl: string };
  }
}

export {};

// Values the global setup hands to every test file through vitest's provide/inject.
declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the 'demo' tenant (group A), e.g. http://demo.localhost:41234 */
    baseUrl: string;
    /** The provider simulator's base URL (its control API at /__simulador/). */
    simulatorUrl: string;
  }
}

export {};

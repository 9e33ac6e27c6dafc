import type { TestProject } from 'vitest/node';
import { startApiServer } from './api-server';
import './provided-context';

/** One real server for every e2e file; torn down when the run ends. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startApiServer();
  project.provide('baseUrl', `http://demo.localhost:${server.port}`);
  return async () => {
    await server.stop();
    const stderr = server.stderr().trim();
    if (stderr !== '') {
      console.warn(`API server wrote to stderr during the e2e run (full log: ${server.logFile}):\n${stderr}`);
    }
  };
}

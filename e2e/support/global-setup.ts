import type { TestProject } from 'vitest/node';
import { startProviderSimulator } from '@ventas/provider-simulator/simulator-server';
import { startApiServer } from './api-server';
import './provided-context';

/** One real server for every e2e file; torn down when the run ends. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Issue 18: the operator providers' stand-in, as npm start runs it.
  const simulator = await startProviderSimulator({ port: 0 });
  const server = await startApiServer(simulator.url);
  project.provide('baseUrl', `http://demo.localhost:${server.port}`);
  project.provide('simulatorUrl', simulator.url);
  return async () => {
    await server.stop();
    await simulator.close();
    const stderr = server.stderr().trim();
    if (stderr !== '') {
      console.warn(`API server wrote to stderr during the e2e run (full log: ${server.logFile}):\n${stderr}`);
    }
  };
}

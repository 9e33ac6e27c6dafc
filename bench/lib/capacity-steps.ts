/**
 * bench/embedded-capacity.ts's figures: one step (a number of simulated agents for some minutes)
 * measured around the people's run, the rule a step must meet to "serve well", and the table of
 * every step with the largest number of agents served well.
 */
import { performance } from 'node:perf_hooks';
import { chromiumCpuSeconds, treeMemory } from './process-tree';
import type { RunningServer } from './api-server';
import { fixed, loadAverage, printTable } from './load';
import { requestsSent } from './request-count';
import type { ActionFigures, SoakRecorder } from './soak-figures';

export interface StepFigures {
  agents: number;
  /** From the step's start until its last action ended (in-flight ones included). */
  seconds: number;
  actions: ActionFigures[];
  all: ActionFigures;
  /** HTTP requests sent (an action makes 1 to 5). */
  requests: number;
  /** CPU ms per HTTP request: the API's node process (all threads), its Chromium, this client. */
  apiCpuMs: number;
  chromiumCpuMs: number;
  clientCpuMs: number;
  /** MiB: the API process's peak over the step; Chromium's processes summed at its end. */
  apiRssPeak: number;
  chromiumRss: number;
  loadAverage: string;
}

/** What "serves well" means: every action answered, none late, and the overall p95 within `p95Ms`. */
export interface ServesWellRule {
  p95Ms: number;
}

export const describeRule = (rule: ServesWellRule) =>
  `overall p95 ≤ ${rule.p95Ms} ms, 0 errors and 0 timeouts`;

/** Why a step does not serve well; empty when it does. */
export function shortfalls(step: StepFigures, rule: ServesWellRule): string[] {
  return [
    ...(step.all.p95 > rule.p95Ms ? [`p95 ${fixed(step.all.p95, 0)} ms`] : []),
    ...(step.all.errors > step.all.timeouts ? [`${step.all.errors - step.all.timeouts} errors`] : []),
    ...(step.all.timeouts > 0 ? [`${step.all.timeouts} timeouts`] : []),
  ];
}

/** Counters read at a step's start, to take differences at its end. */
export class StepMeter {
  private readonly startedAt = performance.now();
  private readonly requests = requestsSent();
  private readonly apiCpu: number;
  private readonly chromiumCpu: number;
  private readonly clientCpu = process.cpuUsage();

  constructor(private readonly server: RunningServer) {
    server.memory.reset();
    this.apiCpu = server.cpuSeconds();
    this.chromiumCpu = chromiumCpuSeconds(server.pid);
  }

  finish(agents: number, recorder: SoakRecorder): StepFigures {
    const seconds = (performance.now() - this.startedAt) / 1000;
    const requests = requestsSent() - this.requests;
    const perRequest = (cpuSeconds: number) => (cpuSeconds * 1000) / Math.max(1, requests);
    const client = process.cpuUsage(this.clientCpu);
    return {
      agents,
      seconds,
      ...recorder.figures(),
      requests,
      apiCpuMs: perRequest(this.server.cpuSeconds() - this.apiCpu),
      chromiumCpuMs: perRequest(chromiumCpuSeconds(this.server.pid) - this.chromiumCpu),
      clientCpuMs: perRequest((client.user + client.system) / 1e6),
      apiRssPeak: this.server.memory.peak(),
      chromiumRss: treeMemory(this.server.pid).chromiumRss,
      loadAverage: loadAverage(),
    };
  }
}

const worstAction = (step: StepFigures) =>
  step.actions.reduce<ActionFigures | null>(
    (worst, action) => (action.count > 0 && (worst === null || action.p95 > worst.p95) ? action : worst),
    null,
  );

/**
 * The steps side by side, then the largest number of agents that was served well with every
 * smaller step served well too (a step that passes above one that failed is luck, not capacity).
 */
export function printSteps(steps: readonly StepFigures[], rule: ServesWellRule): void {
  printTable(
    [
      'agents',
      'actions',
      'requests',
      'req/s',
      'errors',
      'timeouts',
      'p50 ms',
      'p95 ms',
      'worst action p95',
      'API CPU ms/req',
      'Chromium CPU ms/req',
      'client CPU ms/req',
      'API RSS peak MiB',
      'Chromium RSS MiB',
      'load at end',
      'serves well',
    ],
    steps.map((step) => {
      const worst = worstAction(step);
      const missed = shortfalls(step, rule);
      return [
        step.agents,
        step.all.count,
        step.requests,
        fixed(step.requests / step.seconds),
        step.all.errors,
        step.all.timeouts,
        fixed(step.all.p50, 0),
        fixed(step.all.p95, 0),
        worst ? `${worst.name} ${fixed(worst.p95, 0)}` : '-',
        fixed(step.apiCpuMs, 2),
        fixed(step.chromiumCpuMs, 2),
        fixed(step.clientCpuMs, 2),
        fixed(step.apiRssPeak, 0),
        fixed(step.chromiumRss, 0),
        step.loadAverage.split(' ')[0]!,
        missed.length ? `no: ${missed.join(', ')}` : 'yes',
      ];
    }),
  );
  const firstMiss = steps.findIndex((step) => shortfalls(step, rule).length > 0);
  const served = firstMiss === -1 ? steps.at(-1) : steps[firstMiss - 1];
  console.log(
    `\nRule: a step serves well with ${describeRule(rule)}.\n` +
      (served
        ? `Served well up to ${served.agents} agents` +
          (firstMiss === -1 ? ' (every step; try more).' : `; not at ${steps[firstMiss]!.agents}.`)
        : `Not served well even at ${steps[0]?.agents ?? 0} agents.`),
  );
}

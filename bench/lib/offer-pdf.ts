/**
 * The saved offer's PDF (GET /api/utils/generate-oferta-pdf/{id}) as bench/pdf.ts measures the
 * posted one: the first (the API launches its browser), `requests` at 1 client after `warmup`,
 * `concurrent` sent at once `rounds` times (the wall time until all are answered), and the memory
 * of the API process and of its Chromium meanwhile.
 */
import { performance } from 'node:perf_hooks';
import { fixed, percentile, type ApiSession } from './load';
import { TreeMemoryWatch, type TreeMemory } from './process-tree';
import { measure, type Counts, type Meters } from './offer-measure';

export interface PdfOptions extends Counts {
  concurrent: number;
  rounds: number;
  /** How often Chromium's memory is sampled. */
  sampleMs: number;
}

export interface PdfFigures {
  first: { ms: number; bytes: number };
  /** The 1-client cell's row. */
  warm: Array<string | number>;
  /** Per round: until all `concurrent` were answered, and the slowest answer. */
  walls: number[];
  slowest: number[];
  /** MiB: the API process before the first PDF, and its peak from then on. */
  apiBefore: number;
  apiPeak: number;
  tree: TreeMemory;
}

export async function measurePdf(
  meters: Meters,
  session: ApiSession,
  offers: readonly number[],
  options: PdfOptions,
): Promise<PdfFigures> {
  const { server } = meters;
  let next = 0;
  const pdf = () => session.load(`/api/utils/generate-oferta-pdf/${offers[next++ % offers.length]}`);
  const timed = async () => {
    const started = performance.now();
    const answer = await pdf();
    if (answer.status !== 200)
      throw new Error(`PDF: ${answer.status} ${answer.body.toString('utf8').slice(0, 300)}`);
    return { ms: performance.now() - started, bytes: answer.body.length };
  };
  const apiBefore = server.memory.rss();
  server.memory.reset();
  const watch = new TreeMemoryWatch(server.pid, options.sampleMs);
  const first = await timed();
  const warm = await measure(meters, 'PDF', { label: '1 client', concurrency: 1, thinkMs: 0 }, pdf, options);
  const walls: number[] = [];
  const slowest: number[] = [];
  for (let round = 0; round < options.rounds; round += 1) {
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: options.concurrent }, timed));
    walls.push(performance.now() - started);
    slowest.push(Math.max(...answers.map((answer) => answer.ms)));
  }
  const tree = watch.stop();
  return { first, warm, walls, slowest, apiBefore, apiPeak: server.memory.peak(), tree };
}

export function printPdf(figures: PdfFigures, options: PdfOptions): void {
  const { tree } = figures;
  console.log(
    `PDF: first ${fixed(figures.first.ms)} ms (launches the browser; ${figures.first.bytes} bytes); ` +
      `${options.concurrent} at once, ${options.rounds} rounds: all answered in median ` +
      `${fixed(percentile(figures.walls, 50))} ms, worst ${fixed(Math.max(...figures.walls))} ms ` +
      `(slowest answer per round: ${figures.slowest.map((ms) => fixed(ms, 0)).join(', ')} ms)`,
  );
  console.log(
    `memory (MiB): API process ${fixed(figures.apiBefore, 0)} before the first PDF, peak ` +
      `${fixed(figures.apiPeak, 0)} with the browser up (VmHWM and 100 ms samples); Chromium ` +
      `(${tree.chromiumProcesses} processes) RSS sum ${fixed(tree.chromiumRss, 0)}, PSS sum ` +
      `${fixed(tree.chromiumPss, 0)}; whole tree PSS ${fixed(tree.treePss, 0)} (peaks sampled every ${options.sampleMs} ms)`,
  );
}

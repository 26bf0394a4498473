/**
 * A closed-loop HTTP load generator, run as a child process so it does not share an event loop
 * with the servers it measures. Reads {url, ids, concurrency, durationMs} as JSON from argv[2]
 * and prints {requests, errors, elapsedMs, p50, p99} as JSON.
 */
import http from 'node:http';
import type { LoadPlan } from './lib/load.js';
import { percentile } from './lib/stats.js';

const plan = JSON.parse(process.argv[2] ?? '{}') as LoadPlan;
const agent = new http.Agent({ keepAlive: true, maxSockets: plan.concurrency });
const latencies: number[] = [];
let errors = 0;
let next = 0;

function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

async function worker(deadline: number) {
  while (performance.now() < deadline) {
    const id = plan.ids[next++ % plan.ids.length]!;
    const started = performance.now();
    try {
      const status = await get(plan.url + id);
      if (status !== 200) errors++;
    } catch {
      errors++;
    }
    latencies.push(performance.now() - started);
  }
}

const started = performance.now();
const deadline = started + plan.durationMs;
await Promise.all(Array.from({ length: plan.concurrency }, () => worker(deadline)));
const elapsedMs = performance.now() - started;
agent.destroy();
process.stdout.write(
  JSON.stringify({
    requests: latencies.length,
    errors,
    elapsedMs,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  }),
);

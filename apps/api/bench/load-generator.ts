/**
 * A closed-loop HTTP load generator, forked with an IPC channel by LoadGeneratorProcess: it runs
 * each plan ({url, ids, concurrency, durationMs}) it is sent and sends back its result
 * ({requests, errors, elapsedMs, p50, p99, cpuMs}).
 *
 * Each client is one keep-alive socket speaking just enough HTTP/1.1 (status line, Content-Length or
 * chunked bodies): on two cores the generator competes with the server it measures, and node:http's
 * client cost about as much CPU per request as the server's answer did, capping what could be seen.
 */
import net from 'node:net';
import type { LoadPlan, LoadResult } from './lib/load.js';
import { percentile } from './lib/stats.js';

const CRLF_CRLF = Buffer.from('\r\n\r\n');
/** What browsers send: a viral link is opened by browsers, and the pages are sent compressed to them. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** Parses one response off the front of `buffer`: its status and length, or null while incomplete. */
function parseResponse(buffer: Buffer): { status: number; length: number } | null {
  const headEnd = buffer.indexOf(CRLF_CRLF);
  if (headEnd < 0) return null;
  const head = buffer.toString('latin1', 0, headEnd);
  const status = Number(head.slice(9, 12));
  const bodyStart = headEnd + 4;
  const lengthMatch = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (lengthMatch) {
    const end = bodyStart + Number(lengthMatch[1]);
    return buffer.length >= end ? { status, length: end } : null;
  }
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    let at = bodyStart;
    for (;;) {
      const lineEnd = buffer.indexOf('\r\n', at);
      if (lineEnd < 0) return null;
      const size = parseInt(buffer.toString('latin1', at, lineEnd), 16);
      at = lineEnd + 2 + size + 2;
      if (buffer.length < at) return null;
      if (size === 0) return { status, length: at };
    }
  }
  // 204, 304 and HEAD answers have no body.
  return { status, length: bodyStart };
}

async function runPlan(plan: LoadPlan): Promise<LoadResult> {
  const target = new URL(plan.url);
  const basePath = plan.url.slice(target.origin.length);
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;

  /** One client: a keep-alive connection that sends its next request as soon as the answer is in. */
  function client(deadline: number): Promise<void> {
    return new Promise((resolve) => {
      let socket: net.Socket;
      let buffer = Buffer.alloc(0);
      let started = 0;
      let pending = false;
      let done = false;
      const finish = () => {
        done = true;
        socket.end();
        resolve();
      };
      const send = () => {
        if (performance.now() >= deadline) return finish();
        const id = plan.ids[next++ % plan.ids.length]!;
        started = performance.now();
        pending = true;
        socket.write(`GET ${basePath}${id} HTTP/1.1\r\nHost: ${target.host}\r\nAccept-Encoding: ${ACCEPT_ENCODING}\r\n\r\n`);
      };
      const connect = () => {
        buffer = Buffer.alloc(0);
        socket = net.connect(Number(target.port), target.hostname, send);
        socket.setNoDelay(true);
        socket.on('data', (chunk) => {
          buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
          const response = parseResponse(buffer);
          if (!response) return;
          pending = false;
          latencies.push(performance.now() - started);
          if (response.status !== 200) errors++;
          buffer = buffer.subarray(response.length);
          send();
        });
        socket.on('error', () => {});
        // A connection lost mid-request is an error; the client reconnects and goes on.
        socket.on('close', () => {
          if (done) return;
          if (pending) {
            errors++;
            latencies.push(performance.now() - started);
            pending = false;
          }
          if (performance.now() < deadline) setTimeout(connect, 10);
          else {
            done = true;
            resolve();
          }
        });
      };
      connect();
    });
  }

  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + plan.durationMs;
  await Promise.all(Array.from({ length: plan.concurrency }, () => client(deadline)));
  const elapsedMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  return {
    requests: latencies.length,
    errors,
    elapsedMs,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
}

if (!process.send) throw new Error('Fork this with an IPC channel (LoadGeneratorProcess) and send it load plans');
process.on('message', (plan: LoadPlan) => {
  void runPlan(plan).then((result) => process.send!(result));
});
process.send('ready');

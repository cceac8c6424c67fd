import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** The built Worker on 127.0.0.1, as the end-to-end tests serve it (scripts/serve-built.ts), on bench ports. */
export const benchPort = 8801;
/** The same server behind a proxy that gzips text like the edge does, so Lighthouse sees transfer sizes. */
export const compressedPort = 8811;

const compressible = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg)/;

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function waitForClosed(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} still answers ${timeoutMs} ms after its server stopped`);
}

/**
 * The edge compresses a static file once and serves the stored result; compressing again on every request
 * would put this machine's gzip on the same two cores as the page Lighthouse is timing (docs/decisions/056).
 */
function compressedOnce(): (body: Buffer) => Buffer {
  const compressed = new Map<string, Buffer>();
  return (body) => {
    const key = createHash('sha1').update(body).digest('hex');
    const stored = compressed.get(key) ?? gzipSync(body);
    compressed.set(key, stored);
    return stored;
  };
}

function compressingProxy(targetPort: number): http.Server {
  const compress = compressedOnce();
  return http.createServer((request, response) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: targetPort, path: request.url, method: request.method, headers: request.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const headers = { ...answer.headers };
          let body: Buffer = Buffer.concat(chunks);
          const accepts = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
          if (accepts && !headers['content-encoding'] && compressible.test(String(headers['content-type'] ?? ''))) {
            body = compress(body);
            headers['content-encoding'] = 'gzip';
          }
          headers['content-length'] = String(body.length);
          delete headers['transfer-encoding'];
          response.writeHead(answer.statusCode ?? 502, headers);
          response.end(body);
        });
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
}

export interface ServedBuild {
  plainUrl: string;
  compressedUrl: string;
  stop(): Promise<void>;
}

/**
 * Serves build/ (run `npm run build` first) with a fresh local D1 until `stop()`; with `seedFile`, that SQL
 * is run on the D1 before the server starts, and `staffPasswordPepper` is the pepper its staff passwords
 * were hashed with.
 */
export async function serveBuild({
  seedFile,
  staffPasswordPepper,
}: { seedFile?: string; staffPasswordPepper?: string } = {}): Promise<ServedBuild> {
  const server: ChildProcess = spawn('tsx', [fileURLToPath(new URL('../serve-built.ts', import.meta.url))], {
    env: {
      ...process.env,
      E2E_PORT: String(benchPort),
      E2E_STATE_DIR: '.wrangler/bench-state',
      ...(seedFile ? { E2E_SEED_SQL: seedFile } : {}),
      ...(staffPasswordPepper ? { E2E_STAFF_PASSWORD_PEPPER: staffPasswordPepper } : {}),
    },
    stdio: 'ignore',
  });
  const plainUrl = `http://127.0.0.1:${benchPort}`;
  await waitFor(`${plainUrl}/`, 120_000);
  const proxy = compressingProxy(benchPort);
  await new Promise<void>((resolve) => proxy.listen(compressedPort, '127.0.0.1', resolve));
  return {
    plainUrl,
    compressedUrl: `http://127.0.0.1:${compressedPort}`,
    async stop() {
      await new Promise((resolve) => proxy.close(resolve));
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      // The server's own children stop a moment later: the next run's server must not find them answering.
      await waitForClosed(`${plainUrl}/`, 30_000);
    },
  };
}

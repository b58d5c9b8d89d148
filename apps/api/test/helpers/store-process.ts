import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
/** The server's entry from source, run as `npm start` runs its bundle: the real signal handling and stop. */
const SERVER_ENTRY = join(repoRoot, 'apps/api/src/server.ts');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** One line of the server's JSON log. */
export type LogLine = Record<string, unknown> & { msg?: string; req?: { route?: string } };

/**
 * The store's server in a process of its own, on a free port: its log lines are kept (and waited on), its exit
 * code is awaited. Everything it is waited for is a condition (a line logged, an answer, an exit), never a time.
 */
export class StoreProcess {
  readonly lines: LogLine[] = [];
  private output = '';
  private readonly waiters: (() => void)[] = [];
  readonly exited: Promise<number | null>;

  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {
    let partial = '';
    const take = (chunk: Buffer) => {
      this.output += chunk.toString();
      partial += chunk.toString();
      const complete = partial.split('\n');
      partial = complete.pop() ?? '';
      for (const line of complete) {
        try {
          this.lines.push(JSON.parse(line) as LogLine);
        } catch {
          // Not a log line (a start failure's message): kept in `output` only.
        }
      }
      for (const wake of this.waiters.splice(0)) wake();
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    this.exited = new Promise((resolve) => {
      child.once('exit', (code) => {
        for (const wake of this.waiters.splice(0)) wake();
        resolve(code);
      });
    });
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get log(): string {
    return this.output;
  }

  /** Starts the server with `env` (on top of this process's) and waits until it answers /healthz. */
  static async start(env: NodeJS.ProcessEnv): Promise<StoreProcess> {
    const port = await freePort();
    const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' };
    for (const [key, value] of Object.entries(env)) if (value === undefined) delete childEnv[key];
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], { cwd: repoRoot, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    const store = new StoreProcess(child, port);
    try {
      await store.waitForLog((line) => typeof line.msg === 'string' && line.msg.startsWith('Server listening'), 'the server to listen');
    } catch (error) {
      store.kill();
      throw error;
    }
    return store;
  }

  /** Resolves with the first log line (from `from` on) matching; rejects when the server exits first. */
  async waitForLog(match: (line: LogLine) => boolean, what: string, from = 0): Promise<LogLine> {
    for (;;) {
      const found = this.lines.slice(from).find(match);
      if (found) return found;
      if (this.child.exitCode !== null || this.child.signalCode !== null) throw new Error(`The server exited before ${what}:\n${this.output}`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  signal(name: NodeJS.Signals): void {
    this.child.kill(name);
  }

  /** For a failed test: no store is left running. */
  kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }
}

export interface HeldRequest {
  /** Sends the rest of the body: the server can now run the handler. */
  release(): void;
  answer: Promise<{ status: number; body: string }>;
}

/**
 * A POST whose headers and first byte are sent, its body's rest held back: the server has started it (its
 * onRequest ran, it is logged) and cannot answer before release(). A connection of its own (no keep-alive pool).
 */
export function heldPost(port: number, path: string, body: unknown, headers: Record<string, string> = {}): HeldRequest {
  const payload = Buffer.from(JSON.stringify(body));
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path,
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': String(payload.length), ...headers },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  // A test that fails before awaiting it kills the server: that rejection is no news of its own.
  answer.catch(() => undefined);
  req.write(payload.subarray(0, 1));
  return { release: () => req.end(payload.subarray(1)), answer };
}

/** A GET on a connection of its own: its answer's status, or the connection's error code (ECONNREFUSED). */
export function freshGet(port: number, path: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    req.end();
  });
}

/**
 * An app whose inject() goes over HTTP to a running server, so the tests' Browser (helpers/browser.ts) and their
 * step helpers drive a real process as they drive an in-process app.
 */
export function overHttp(baseUrl: string): FastifyInstance {
  const inject = async (options: InjectOptions) => {
    const url = new URL(String(options.url), baseUrl);
    for (const [key, value] of Object.entries((options.query ?? {}) as Record<string, string>)) url.searchParams.set(key, value);
    const body = options.payload === undefined ? undefined : typeof options.payload === 'string' ? options.payload : JSON.stringify(options.payload);
    const headers = { ...(options.headers as Record<string, string>), ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
    const res = await fetch(url, { method: options.method ?? 'GET', headers, body });
    const text = await res.text();
    const cookies = res.headers.getSetCookie().map((header) => {
      const pair = header.split(';')[0]!;
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: decodeURIComponent(pair.slice(at + 1)) };
    });
    return { statusCode: res.status, body: text, json: () => JSON.parse(text) as unknown, cookies, headers: Object.fromEntries(res.headers) };
  };
  return { inject } as unknown as FastifyInstance;
}

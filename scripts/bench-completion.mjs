// Completion under load (issue 11 budgets): N browsers each with a completable enrollment (a dental plan, Member Only,
// every step saved through its call), then all N call save-review-info at once; the time of each call is the
// transaction and the queued mail (the outbox worker sends later). Used by scripts/bench.mjs; run by itself it
// starts the API from source on DATABASE_URL (else PGlite) and prints the call times and the time each completion
// held the enrollment's row lock (the Server-Timing 'lock' figure the server sends):
//   DATABASE_URL=postgres://… node scripts/bench-completion.mjs

import { summarize } from './bench-report.mjs';

const json = (body) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function call(base, cookie, path, init) {
  const res = await fetch(`${base}/${path}`, { ...init, headers: { ...(init?.headers ?? {}), ...(cookie ? { cookie } : {}) } });
  const body = await res.json().catch(() => null);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
  return { res, body };
}

/** One browser with an enrollment whose every required step is saved; its cookie and enrollment id. */
async function completableEnrollment(base, n) {
  const created = await fetch(`${base}/add-filter-for-new-user`, json({ zip: '10001', gender: 1, tier: 'IO', dob: '04/12/1984' }));
  const cookie = created.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const id = (await created.json()).data.temp_enrollment_id;
  const listing = (await call(base, cookie, `get-filtered-plans?enrollment_id=${id}`)).body;
  const plan = listing.data.result.flatMap((g) => g.plans).find((p) => p.ppid !== null && p.plan_category === 'dental');
  await call(base, cookie, 'add-plan-to-cart', json({ enrollment_id: id, plan_id: plan.plan_id, plan_pricing_id: plan.ppid }));
  const tag = `${Date.now().toString(36)}${n}`;
  await call(base, cookie, 'save-personal-info', json({ enrollment_id: id, first_name: 'Bench', last_name: 'Person', weight: 150, height_feet: 5, height_inch: 7, marital_status: 0, ssn: '123-45-6789', prior_coverage_flag: 0 }));
  await call(base, cookie, 'save-contact-info', json({ enrollment_id: id, email_address: `bench.${tag}@example.com`, phone_number: `212555${String(1000 + n).slice(-4)}`, address1: '350 Fifth Avenue', city: 'New York', zip: '10001', state: 'NY', birth_state: 'NY', birth_city: 'Albany', with_validation: 0 }));
  await call(base, cookie, 'save-billing-info', json({ enrollment_id: id, payment_method: 'cc', first_name_on_cc: 'Bench', last_name_on_cc: 'Person', card_number: '4242424242424242', expiration_month: '12', expiration_year: String(new Date().getUTCFullYear() + 2), security_code: '123', address1: '350 Fifth Avenue', city: 'New York', state: 'NY', zip: '10001', is_physical_address: 'no' }));
  const texts = (await call(base, cookie, `get-agreement-texts?enrollment_id=${id}`)).body.data.result;
  await call(base, cookie, 'save-agreement-info', json({ enrollment_id: id, ...Object.fromEntries(texts.map((t) => [`agree_${t.id}`, true])), user_name: 'Bench Person', signature_name: 'Bench Person' }));
  return { cookie, id };
}

const summary = summarize;
const lockMs = (res) => Number(/lock;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN);

/**
 * `rounds` rounds of `concurrency` simultaneous completions; each call's milliseconds with p50, p99 and max, and
 * the same figures for the time each one held the enrollment's row lock (`lock`).
 */
export async function benchCompletion(base, { concurrency = 20, rounds = 3 } = {}) {
  const samples = [];
  const locks = [];
  for (let round = 0; round < rounds; round++) {
    const ready = [];
    for (let i = 0; i < concurrency; i++) ready.push(await completableEnrollment(base, round * concurrency + i));
    const times = await Promise.all(
      ready.map(async ({ cookie, id }) => {
        const started = performance.now();
        const { res } = await call(base, cookie, 'save-review-info', json({ enrollment_id: id, additional_notes: '', first_enroll: 1, send_sms: 0 }));
        locks.push(lockMs(res));
        return performance.now() - started;
      }),
    );
    samples.push(...times);
  }
  return { ...summary(samples), lock: summary(locks.filter(Number.isFinite)) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { spawn } = await import('node:child_process');
  const { randomBytes } = await import('node:crypto');
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const root = new URL('..', import.meta.url).pathname;
  const port = 20000 + Math.floor(Math.random() * 20000);
  const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'bs-bench-')), LOG_LEVEL: 'error', RATE_LIMIT_MAX: '0', SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(32).toString('base64url') };
  const api = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/server.ts')], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}/api/v1`;
  try {
    for (let up = false; !up; ) {
      up = await fetch(`${base}/get-plan-category`).then((r) => r.ok, () => false);
      if (!up) await new Promise((r) => setTimeout(r, 250));
    }
    const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
    const r = await benchCompletion(base, { concurrency: 20, rounds });
    console.log(`save-review-info, 20 at once on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} (${r.count} completions)`);
    console.log(`| call | p50 ${r.p50} ms | p99 ${r.p99} ms | max ${r.max} ms |`);
    console.log(`| lock held | median ${r.lock.p50} ms | p99 ${r.lock.p99} ms | max ${r.lock.max} ms |`);
  } finally {
    api.kill('SIGTERM');
  }
}

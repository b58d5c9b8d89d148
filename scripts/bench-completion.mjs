// Completion under load (issue 11 budgets): N browsers each with a completable enrollment (a dental plan, Member Only,
// every step saved through its call), then all N call save-review-info at once; the time of each call is the
// transaction and the queued mail (the outbox worker sends later). Used by scripts/bench.mjs.

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

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** `rounds` rounds of `concurrency` simultaneous completions; each call's milliseconds, with p50, p99 and max. */
export async function benchCompletion(base, { concurrency = 20, rounds = 3 } = {}) {
  const samples = [];
  for (let round = 0; round < rounds; round++) {
    const ready = [];
    for (let i = 0; i < concurrency; i++) ready.push(await completableEnrollment(base, round * concurrency + i));
    const times = await Promise.all(
      ready.map(async ({ cookie, id }) => {
        const started = performance.now();
        await call(base, cookie, 'save-review-info', json({ enrollment_id: id, additional_notes: '', first_enroll: 1, send_sms: 0 }));
        return performance.now() - started;
      }),
    );
    samples.push(...times);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return { count: sorted.length, p50: Math.round(percentile(sorted, 50)), p99: Math.round(percentile(sorted, 99)), max: Math.round(sorted.at(-1)) };
}

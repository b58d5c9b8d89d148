// An open-enrollment morning (issue 24 item 4): OE_EMPLOYEES employees (300) of one employer group, all from ONE
// address, each do the whole journey through the API as the web app calls it: the landing, the group's enrollment
// code, the basic information, the plans, a plan page, the cart, the checkout, every wizard step and the completion.
// They arrive one after another over OE_ARRIVAL_SECONDS and pause OE_THINK_MS between the pages they open; the calls
// one page makes go out together, as the browser sends them. The store runs as OE_WORKERS (2) API processes sharing
// one port (node:cluster, round-robin) on a new PostgreSQL database of the DATABASE_URL server (both start on it at
// once: the start's migrations and demo data are taken one process at a time) and REDIS_URL when set, with the rate
// limits as configured by default. Reports completions, errors, answers 429 and each step's p50/p99 per call.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379/11 OE_EMPLOYEES=30 node scripts/bench-open-enrollment.mjs
// `npm run bench` calls benchOpenEnrollment() and puts its figures in its table.
// OE_ORIGIN=http://127.0.0.1:3000 sends the employees to a store already running instead (to try the journey).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { summarize } from './bench-report.mjs';
import { buildIfStale, freePort, root } from './lib.mjs';

/** The goal of issue 24 item 4, which the bench's table checks. */
export const OPEN_ENROLLMENT_GOAL = { p99Ms: 500, minutes: 10 };

export const openEnrollmentSettings = (env = process.env) => ({
  employees: Number(env.OE_EMPLOYEES ?? 300),
  arrivalSeconds: Number(env.OE_ARRIVAL_SECONDS ?? 300),
  thinkMs: Number(env.OE_THINK_MS ?? 1000),
  workers: Number(env.OE_WORKERS ?? 2),
});

/** A new database on the server of `serverUrl`, dropped by the answer's `drop`. */
async function newDatabase(serverUrl) {
  const name = `bs_oe_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

// The cluster's primary: forks the API processes on one port and says when all listen (their pids) or one died.
const primarySource = `
  import cluster from 'node:cluster';
  const workers = Number(process.env.OE_WORKERS);
  // The workers run the server alone (not this script's -e source, which execArgv would hand them).
  cluster.setupPrimary({ exec: process.env.OE_SERVER, execArgv: [] });
  let listening = 0;
  let stopping = false;
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on('listening', () => {
    listening += 1;
    if (listening === workers) console.log('OE-READY ' + Object.values(cluster.workers).map((w) => w.process.pid).join(' '));
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers).length === 0) process.exit(0);
      return;
    }
    console.log('OE-DIED ' + worker.process.pid + ' ' + (code ?? signal));
    process.exit(1);
  });
  process.on('SIGTERM', () => {
    stopping = true;
    for (const w of Object.values(cluster.workers)) w.process.kill('SIGTERM');
  });
`;

/** Starts the cluster; resolves with { port, pids, stop } once every process listens. */
async function startCluster({ workers, databaseUrl, redisUrl }) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bs-oe-'));
  const env = {
    ...process.env,
    OE_WORKERS: String(workers),
    OE_SERVER: join(root, 'apps/api/dist/server.js'),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'error',
    // Every process must sign and encrypt alike.
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    DATA_KEY: randomBytes(32).toString('base64'),
  };
  // The limits as configured by default: no RATE_LIMIT_MAX of the caller's (the other benches turn them off).
  delete env.RATE_LIMIT_MAX;
  if (redisUrl) env.REDIS_URL = redisUrl;
  else delete env.REDIS_URL;
  const child = spawn(process.execPath, ['--input-type=module', '-e', primarySource], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  const pids = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const ready = /OE-READY ([\d ]+)/.exec(output);
      if (ready) resolve(ready[1].trim().split(' ').map(Number));
      const died = /OE-DIED (\d+) (\S+)/.exec(output);
      if (died) reject(new Error(`an API process (pid ${died[1]}) stopped while starting: ${died[2]}`));
    });
    child.on('exit', (code) => reject(new Error(`the API processes stopped while starting (exit ${code})`)));
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { port, pids, stop, died: () => /OE-DIED/.test(output) };
}

/** The CPU seconds a process has used (Linux): both API processes served, and what the morning cost each. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A call that did not answer 2xx: ends that employee's journey. */
class CallFailed extends Error {
  constructor(step, path, status, code) {
    super(`${step}: ${path} answered ${status}${code ? ` ${code}` : ''}`);
    this.step = step;
    this.path = path;
    this.status = status;
  }
}

/**
 * One employee's browser: its cookies, and every call it makes timed into `record` ({ step, path, ms, status }).
 * Calls answer their envelope's `data`.
 */
class Browser {
  constructor(origin, record) {
    this.origin = origin;
    this.record = record;
    this.cookies = new Map();
  }

  async call(step, method, path, params = {}) {
    const url = new URL(path.startsWith('/') ? path : `/api/v1/${path}`, this.origin);
    const init = { method, headers: { accept: 'application/json' } };
    if (method === 'GET') {
      for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
    } else {
      init.headers['content-type'] = 'application/json';
      init.body = JSON.stringify(params);
    }
    if (this.cookies.size) init.headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const started = performance.now();
    let res;
    let body;
    try {
      res = await fetch(url, init);
      body = await res.json().catch(() => null);
    } catch (err) {
      this.record.push({ step, path: url.pathname, ms: performance.now() - started, status: 0 });
      throw new CallFailed(step, url.pathname, 0, err.cause?.code ?? err.message);
    }
    this.record.push({ step, path: url.pathname, ms: performance.now() - started, status: res.status });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    if (res.status < 200 || res.status > 299) {
      const field = Array.isArray(body?.data) ? body.data.find((f) => f?.target_element) : undefined;
      throw new CallFailed(step, url.pathname, res.status, [body?.errorCode, field && `${field.target_element}: ${field.error_message}`].filter(Boolean).join(' '));
    }
    return body?.data;
  }

  /** The calls one page makes together, as the browser sends them; their answers in order. */
  page(step, calls) {
    return Promise.all(calls.map(([method, path, params]) => this.call(step, method, path, params)));
  }
}

// The journey, as the web app calls the API (recorded from Chromium clicking through it, November 2026). A page's
// calls go out together; a form's save waits for the person (thinkMs). Employees alternate between two carts so that
// every wizard step is walked: Member Only with the critical illness plan and a term life plan (beneficiaries), and
// Member + Spouse with the critical illness plan and a dental plan (dependents); both answer employer and health.

const GROUP_CODE = 'ACME2024';
const GROUP_NAME = 'Acme Fabrication Co.';
const PLAN_PAGE = 'Summit Critical Illness 10K';
/** What the web sends after each saved step and at checkout: a picture of the page (about 110 KB of base64 each). */
const SCREENSHOT = `data:image/png;base64,${Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(82_000)]).toString('base64')}`;

const first = (list, what) => {
  if (!list?.length) throw new Error(`no ${what}`);
  return list[0];
};

/** The wizard's step page: its bootstrap, the person's time to fill it, then its save calls and what follows a save. */
async function wizardStep(b, step, id, tab, thinkMs, save) {
  const [bootstrap] = await b.page(step, [['GET', 'get-enrollment-step', { enrollment_id: id, tab }]]);
  await sleep(thinkMs);
  await save(bootstrap);
  await b.page(step, [
    ['GET', 'get-enrollment-step', { enrollment_id: id, tab }],
    ['POST', 'save-screenshot', { enrollment_id: id, name: tab, image: SCREENSHOT }],
  ]);
  return bootstrap;
}

/** Every answer No, in the shape the health step sends (its questions from the step's bootstrap or the call). */
const allNo = (set) => ({
  condition_questions: (set?.codition_questions ?? set?.condition_questions ?? []).map((q) => ({ question_id: q.question_id, question_text: q.question_text, yes_no_flag: 0, conditions: [] })),
  medication_question: set?.medication_question ? { question_id: set.medication_question.question_id, question_text: set.medication_question.question_text, yes_no_flag: 0, medications: [] } : null,
  notes: '',
});

async function journey(b, { n, runTag, thinkMs }) {
  const withSpouse = n % 2 === 1;
  const tier = withSpouse ? 'IS' : 'IO';
  const secondCategory = withSpouse ? 'dental' : 'term_life';
  const siteDomain = Buffer.from(new URL(b.origin).hostname).toString('base64');
  const deviceId = randomBytes(16).toString('hex');
  const tag = `${runTag}${n}`;
  const email = `oe.${tag}@example.com`;
  const phone = `212${String(2_000_000 + ((Number.parseInt(runTag, 16) + n) % 7_000_000)).padStart(7, '0')}`;

  // The landing page of the store, then Employee Enroll with the group's code: the group's store, its home.
  await b.page('landing', [
    ['GET', 'get-external-site-dynamic-information', { site_domain: siteDomain }],
    ['GET', 'get-common-menu'],
    ['GET', 'get-default-info'],
    ['GET', 'get-plan-category'],
    ['GET', 'get-domainSite-infromation', { site_domain: siteDomain }],
    ['GET', 'get-elevate-info'],
    ['GET', 'check-lead-information', { device_id: deviceId, web_url: '/' }],
    ['GET', 'get-featured-plans'],
    ['GET', 'get-ticket-link'],
  ]);
  await sleep(thinkMs);
  const group = await b.call('group code', 'GET', 'validate-group', { group_code: GROUP_CODE });
  const groupId = group?.group_id ?? group?.result?.group_id;
  if (!groupId) throw new Error(`validate-group answered no group: ${JSON.stringify(group)}`);
  const context = { group_id: groupId, eprocess: 'group', open_type: 'group' };
  await b.page('group code', [
    ['GET', 'get-external-site-dynamic-information', { site_domain: siteDomain }],
    ['GET', 'get-common-menu', context],
    ['GET', 'get-group-landing-page-info', { group_id: groupId }],
    ['GET', 'get-default-info'],
    ['GET', 'get-ticket-link'],
    ['GET', 'get-domainSite-infromation', { site_domain: siteDomain }],
    ['GET', 'get-elevate-info'],
  ]);
  await b.page('group code', [
    ['GET', 'check-lead-information', { device_id: deviceId, web_url: '/home' }],
    ['GET', 'get-group-menu', { group_id: groupId }],
    ['GET', 'get-featured-plans', context],
  ]);
  await sleep(thinkMs);

  // The basic information (zip, gender, tier, birth dates) on the group's home.
  const created = await b.call('basic information', 'POST', 'add-filter-for-new-user', {
    ...context,
    type: 'new-group-member',
    zip: '78741',
    gender: 1,
    tier,
    dob: '01/15/1990',
  });
  const id = created.temp_enrollment_id;
  if (withSpouse) await b.call('basic information', 'POST', 'store-temp-dependent-info', { enrollment_id: id, dep_dob: '04/12/1986' });
  await b.page('basic information', [
    ['GET', 'get-common-menu', { ...context, enrollment_id: id }],
    ['GET', 'get-cart-count', { enrollment_id: id }],
    ['GET', 'get-cart-amount', { enrollment_id: id }],
    ['POST', '/benefit-api/v1/decrypt-detail', { groupId }],
    ['GET', 'get-enrollment-temp-info', { enrollment_id: id, column: 'filter_info' }],
  ]);

  // The plans: the listing, the recommendations beside it, each card's membership line.
  const recommend = { groupID: groupId, enroll_type: 'group', enrollment_id: id };
  const [, , , listing] = await b.page('plans', [
    ['GET', 'get-enrollment-temp-info', { enrollment_id: id, column: 'filter_info' }],
    ['GET', 'get-left-side-filter-fields', { enrollment_id: id }],
    ['GET', 'get-plan-category'],
    ['GET', 'get-filtered-plans', { enrollment_id: id }],
    ['GET', 'get-plan-cart', { enrollment_id: id }],
    ['POST', '/benefit-api/v1/decrypt-detail', { groupId }],
    ['GET', '/benefit-api/v1/recommendation/filter', recommend],
  ]);
  const cards = listing.result.flatMap((g) => g.plans);
  await b.page('plans', cards.slice(0, 6).map((c) => ['GET', 'get-plan-membership', { plan_id: c.plan_id }]));
  await sleep(thinkMs);

  // A plan page (its pricing detail), and Add to Cart there.
  const planCard = first(cards.filter((c) => c.plan_name === PLAN_PAGE), PLAN_PAGE);
  const planId = planCard.plan_id;
  const onPlan = { plan_id: planId, enrollment_id: id };
  const [, pricing] = await b.page('plan page', [
    ['GET', `get-plan-detail/${planId}`],
    ['GET', 'get-plan-pricing-detail', { pid: planId, enrollment_id: id }],
    ['GET', 'get-related-plans', onPlan],
    ['GET', 'get-aflac-questions', onPlan],
    ['GET', 'check-prudential-plan', onPlan],
    ['GET', 'group-enrollment-info', { enrollment_id: id }],
    ['GET', 'check-active-plan', onPlan],
    ['GET', 'get-plan-membership', { plan_id: planId }],
  ]);
  await sleep(thinkMs);
  const ppid = planCard.ppid ?? pricing?.result?.find?.((p) => p.tier === tier)?.ppid;
  await b.call('add to cart', 'POST', 'add-plan-to-cart', { enrollment_id: id, plan_id: planId, plan_pricing_id: ppid });
  await b.page('add to cart', [
    ['GET', 'get-cart-count', { enrollment_id: id }],
    ['GET', 'get-cart-amount', { enrollment_id: id }],
    ['GET', 'get-plan-cart', { enrollment_id: id }],
    ['GET', 'get-plan-pricing-detail', { pid: planId, enrollment_id: id }],
    ['GET', 'get-related-plans', onPlan],
    ['GET', 'check-prudential-plan', onPlan],
  ]);
  await sleep(thinkMs);

  // A second plan from its category's listing (the menu), added from its card.
  const [category] = await b.page('second plan', [
    ['GET', 'get-filtered-plans', { enrollment_id: id, categories: secondCategory }],
    ['GET', 'get-plan-cart', { enrollment_id: id }],
    ['GET', '/benefit-api/v1/recommendation/filter', recommend],
  ]);
  const second = first(category.result.flatMap((g) => g.plans).filter((c) => c.ppid !== null), `${secondCategory} plan`);
  await sleep(thinkMs);
  await b.call('second plan', 'POST', 'add-plan-to-cart', { enrollment_id: id, plan_id: second.plan_id, plan_pricing_id: second.ppid });
  await b.page('second plan', [
    ['GET', 'get-cart-count', { enrollment_id: id }],
    ['GET', 'get-cart-amount', { enrollment_id: id }],
    ['GET', 'get-plan-cart', { enrollment_id: id }],
    ['GET', 'get-filtered-plans', { enrollment_id: id, categories: secondCategory }],
  ]);
  await sleep(thinkMs);

  // The cart, its first effective date, Proceed to Checkout, Member Enrollment.
  const cartPage = await b.page('cart', [
    ['GET', 'get-cart-count', { enrollment_id: id }],
    ['GET', 'get-cart-amount', { enrollment_id: id }],
    ['GET', 'get-plan-cart', { enrollment_id: id }],
    ['GET', 'get-left-side-filter-fields', { enrollment_id: id }],
    ['GET', 'get-more-requirement', { enrollment_id: id }],
    ['POST', '/benefit-api/v1/decrypt-detail', { groupId }],
    ['GET', '/benefit-api/v1/recommendation/association', recommend],
    ['GET', 'get-cart-effective-dates', { enrollment_id: id }],
  ]);
  const effectiveDate = first(cartPage[7].result, 'effective date');
  await sleep(thinkMs);
  await b.call('checkout', 'POST', 'cart-checkout', { enrollment_id: id, effective_date: effectiveDate, type: 'member' });
  const tabs = await b.call('checkout', 'GET', 'get-dynamic-tabs', { enrollment_id: id });
  await b.call('checkout', 'POST', 'save-screenshot', { enrollment_id: id, name: 'cart', image: SCREENSHOT });
  const required = new Set((tabs.result ?? tabs).filter((t) => t.required).map((t) => t.tab_name));

  // The wizard, every required step.
  await wizardStep(b, 'personal', id, 'primary_info', thinkMs, () =>
    b.call('personal', 'POST', 'save-personal-info', {
      enrollment_id: id,
      first_name: 'Ana',
      last_name: 'Lopez',
      weight: 150,
      height_feet: 5,
      height_inch: 6,
      gender: 1,
      marital_status: withSpouse ? 1 : 0,
      ssn: '123456789',
      birthdate: '01/15/1990',
      prior_coverage_flag: 0,
    }),
  );
  await wizardStep(b, 'contact', id, 'contact_info', thinkMs, async () => {
    // Checked as the person types and leaves each field.
    await b.page('contact', [
      ['POST', 'validate-member-email', { email, enrollment_id: id }],
      ['GET', 'validate-phone-numverify', { phone, enrollment_id: id }],
      ['POST', 'validate-email-neverbounce', { email, enrollment_id: id }],
      ['GET', 'validate-zip-code', { zip_code: '10118' }],
    ]);
    await b.call('contact', 'POST', 'save-contact-info', {
      enrollment_id: id,
      email_address: email,
      phone_number: phone,
      address1: '350 5th Ave',
      city: 'New York',
      zip: '10118',
      state: 'NY',
      birth_state: 'NY',
      birth_city: 'Albany',
      with_validation: 1,
      skip_validation_email: 0,
      skip_validation_phone: 0,
    });
  });
  if (required.has('employer_info')) {
    await wizardStep(b, 'employer', id, 'employer_info', thinkMs, () =>
      b.call('employer', 'POST', 'save-employer-info', {
        enrollment_id: id,
        name: 'Acme Fabrication Co',
        phone: '5125550199',
        address1: '1200 Foundry Way',
        city: 'Austin',
        zip: '78741',
        state: 'TX',
        average_work_week: '40_plus',
        employment_start_date: '06/03/2019',
        occupation: 'Welder',
        compensation_type: 'Salary',
        employment_status: 'A',
        emp_industry: 'Metal fabrication',
        emp_num_employed: 140,
        emp_vac_policy: '2_weeks',
        emp_barg_unit: 'none',
        holiday_policy: { Standard_6: 1, Presendents_Day: 0, Columbus_Day: 0, Religious_Days: 0, Birthday: 0, Floating_Day: 0 },
        with_validation: 0,
        skip_validation_phone: 0,
      }),
    );
  }
  if (required.has('beneficiary_info')) {
    await wizardStep(b, 'beneficiaries', id, 'beneficiary_info', thinkMs, async () => {
      const beneficiary = { is_contigent: false, first_name: 'Tom', last_name: 'Lopez', birthdate: '01/02/1990', ssn: '123456788', relationship: 'Spouse', beneficiary_percentage: 100 };
      await b.call('beneficiaries', 'POST', 'validate-single-beneficiary', { enrollment_id: id, ...beneficiary });
      await sleep(thinkMs);
      await b.call('beneficiaries', 'POST', 'save-beneficiary-info', { enrollment_id: id, beneficiaries: [beneficiary] });
    });
  }
  if (required.has('primary_health_info')) {
    await wizardStep(b, 'health', id, 'primary_health_info', thinkMs, (bootstrap) =>
      b.call('health', 'POST', 'save-primary-health-info', { enrollment_id: id, ...allNo(bootstrap.options?.questions) }),
    );
  }
  if (required.has('dependent_info')) {
    const [, questions] = await b.page('dependents', [
      ['GET', 'get-enrollment-step', { enrollment_id: id, tab: 'dependent_info' }],
      ['GET', 'get-health-questions-dependent-info', { enrollment_id: id }],
    ]);
    await sleep(thinkMs);
    const spouse = {
      primary_info: { relationship: 'spouse', first_name: 'Sam', last_name: 'Lopez', gender: 0, ssn: '212451001', weight: 175, height_feet: 5, height_inch: 10, birthdate: '1986-04-12', is_legally_disabled: 0, employed: 0 },
      health_info: allNo(questions.result),
    };
    await b.call('dependents', 'POST', 'validate-single-dependent', { enrollment_id: id, ...spouse });
    const kept = await b.call('dependents', 'POST', 'save-dependent-info-to-temp', { enrollment_id: id, dependents: [spouse], spouse_answer: null });
    await sleep(thinkMs);
    const listed = kept?.result?.dependents ?? kept?.dependents ?? kept?.result ?? [spouse];
    await b.call('dependents', 'POST', 'save-dependent-info', { enrollment_id: id, dependents: listed, spouse_answer: null });
    await b.page('dependents', [
      ['GET', 'get-enrollment-step', { enrollment_id: id, tab: 'dependent_info' }],
      ['POST', 'save-screenshot', { enrollment_id: id, name: 'dependent_info', image: SCREENSHOT }],
    ]);
  }
  await wizardStep(b, 'billing', id, 'billing_info', thinkMs, () =>
    b.call('billing', 'POST', 'save-billing-info', {
      enrollment_id: id,
      payment_method: 'cc',
      first_name_on_cc: 'Ana',
      last_name_on_cc: 'Lopez',
      card_number: '4242 4242 4242 4242',
      expiration_month: '12',
      expiration_year: String(new Date().getUTCFullYear() + 2),
      security_code: '123',
      address1: '350 5th Ave',
      city: 'New York',
      state: 'NY',
      zip: '10118',
      is_physical_address: 'yes',
    }),
  );
  await wizardStep(b, 'agreement', id, 'agreement_info', thinkMs, (bootstrap) =>
    b.call('agreement', 'POST', 'save-agreement-info', {
      enrollment_id: id,
      ...agreed(bootstrap),
      agent_name: '',
      agent_code: '',
      group_name: GROUP_NAME,
      group_code: GROUP_CODE,
      user_name: '',
      date: usDate(new Date()),
      signature: '',
      signature_name: 'Ana Lopez',
      eprocess: 'group',
    }),
  );

  // The review, Complete Enrollment, the receipt.
  await b.page('review', [
    ['GET', 'get-enrollment-step', { enrollment_id: id, tab: 'review_info' }],
    ['GET', 'get-review-summary', { enrollment_id: id }],
  ]);
  await b.call('review', 'POST', 'save-screenshot', { enrollment_id: id, name: 'review_info', image: SCREENSHOT });
  await sleep(thinkMs);
  await b.call('completion', 'POST', 'save-review-info', { enrollment_id: id, first_enroll: 1, send_sms: 0 });
  await b.page('receipt', [
    ['GET', 'get-cart-count', { enrollment_id: id }],
    ['GET', 'get-cart-amount', { enrollment_id: id }],
    ['GET', 'get-receipt', { enrollment_id: id }],
    ['GET', 'get-common-menu', context],
  ]);
}

/** The agreement texts the step shows (its bootstrap's options.result), each ticked: agree_<id> true. */
function agreed(bootstrap) {
  return Object.fromEntries((bootstrap.options?.result ?? []).map((text) => [`agree_${text.id}`, true]));
}

const usDate = (d) => `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;

/**
 * The run: a new database, the API processes on it, the employees' journeys; its figures. Without DATABASE_URL it
 * answers { skipped } (PGlite's data belongs to one process).
 */
export async function benchOpenEnrollment(options = {}) {
  const settings = { ...openEnrollmentSettings(), ...options };
  const serverUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL ?? null;
  if (process.env.OE_ORIGIN) return runJourneys(settings, process.env.OE_ORIGIN, { redis: Boolean(redisUrl), startMs: 0, pids: [] });
  if (!serverUrl) return { settings, skipped: 'needs DATABASE_URL: two API processes cannot share PGlite' };
  const database = await newDatabase(serverUrl);
  let cluster;
  try {
    const starting = performance.now();
    cluster = await startCluster({ workers: settings.workers, databaseUrl: database.url, redisUrl });
    const startMs = Math.round(performance.now() - starting);
    return await runJourneys(settings, `http://127.0.0.1:${cluster.port}`, { redis: Boolean(redisUrl), startMs, pids: cluster.pids });
  } finally {
    await cluster?.stop();
    await database.drop();
  }
}

/** The employees' journeys against the store at `origin` (OE_ORIGIN: a store already running); the run's figures. */
async function runJourneys(settings, origin, { redis, startMs, pids }) {
  const cpuBefore = pids.map(cpuSeconds);
  const clientBefore = process.cpuUsage();
  const loadBefore = loadavg()[0];
  const record = [];
  const failures = [];
  let completed = 0;
  const runTag = randomBytes(3).toString('hex');
  const began = performance.now();
  await Promise.all(
    Array.from({ length: settings.employees }, async (_, i) => {
      await sleep((i * settings.arrivalSeconds * 1000) / settings.employees);
      try {
        await journey(new Browser(origin, record), { n: i, runTag, thinkMs: settings.thinkMs });
        completed += 1;
      } catch (err) {
        failures.push(err instanceof CallFailed ? err.message : `${err.name}: ${err.message}`);
      }
    }),
  );
  const durationMs = performance.now() - began;
  const cpu = pids.map((pid, i) => Math.round(((cpuSeconds(pid) ?? Number.NaN) - (cpuBefore[i] ?? Number.NaN)) * 10) / 10);
  const client = process.cpuUsage(clientBefore);
  const steps = [];
  for (const call of record) {
    let step = steps.find((s) => s.step === call.step);
    if (!step) steps.push((step = { step: call.step, times: [], refused: 0, errors: 0 }));
    step.times.push(call.ms);
    if (call.status === 429) step.refused += 1;
    else if (call.status < 200 || call.status > 299) step.errors += 1;
  }
  const reasons = new Map();
  for (const f of failures) reasons.set(f, (reasons.get(f) ?? 0) + 1);
  return {
    settings,
    redis,
    startMs,
    durationMs: Math.round(durationMs),
    completed,
    calls: record.length,
    rps: record.length / (durationMs / 1000),
    refused: record.filter((c) => c.status === 429).length,
    errors: record.filter((c) => c.status !== 429 && (c.status < 200 || c.status > 299)).length,
    all: summarize(record.map((c) => c.ms)),
    steps: steps.map(({ step, times, refused, errors }) => ({ step, ...summarize(times), refused, errors })),
    failures: [...reasons].sort((a, b) => b[1] - a[1]).map(([reason, count]) => ({ reason, count })),
    cpuSeconds: cpu,
    clientCpuSeconds: Math.round((client.user + client.system) / 100_000) / 10,
    load: [loadBefore, loadavg()[0]].map((l) => Math.round(l * 100) / 100),
  };
}

/** Whether the run met the goal: every employee completed, nothing failed or refused, each step's p99 within the goal, in time. */
export function openEnrollmentMet(r) {
  return (
    r.completed === r.settings.employees &&
    r.errors === 0 &&
    r.refused === 0 &&
    r.steps.every((s) => s.p99 <= OPEN_ENROLLMENT_GOAL.p99Ms) &&
    r.durationMs <= OPEN_ENROLLMENT_GOAL.minutes * 60_000
  );
}

/** The run's rows for the bench's one table (scripts/bench-report.mjs formatTable). */
export function openEnrollmentRows(r) {
  const s = r.settings;
  const title = `open enrollment: ${s.employees} employees of one group from one address, ${s.workers} API processes on one port`;
  if (r.skipped) return [{ section: title }, { figure: 'the run', measured: `not run: ${r.skipped}` }];
  const goal = OPEN_ENROLLMENT_GOAL;
  return [
    { section: title },
    {
      figure: `every call (${r.calls.toLocaleString('en-US')}), arrivals over ${s.arrivalSeconds} s, ${s.thinkMs} ms between pages, ${r.redis ? 'Redis' : 'no Redis'}`,
      rps: r.rps,
      p50: r.all.p50,
      p99: r.all.p99,
      measured: `${r.completed}/${s.employees} completed, ${r.errors} errors, ${r.refused} refused (429), ${(r.durationMs / 1000).toFixed(0)} s`,
      target: `${s.employees}/${s.employees}, 0 errors, 0 refused, p99 ≤ ${goal.p99Ms} ms per step, ≤ ${goal.minutes} min`,
      met: openEnrollmentMet(r),
    },
    ...r.steps.map((step) => ({
      figure: `↳ ${step.step} (${step.count} calls)`,
      p50: step.p50,
      p99: step.p99,
      measured: step.refused || step.errors ? `${step.errors} errors, ${step.refused} refused` : undefined,
      target: `p99 ≤ ${goal.p99Ms} ms`,
      met: step.p99 <= goal.p99Ms && step.errors === 0 && step.refused === 0,
    })),
  ];
}

/** The run's report on its own: settings, outcome, each step, why journeys stopped. */
export function printOpenEnrollment(r) {
  const s = r.settings;
  if (r.skipped) {
    console.log(`Open enrollment not run: ${r.skipped}`);
    return;
  }
  console.log(`\nOpen enrollment: ${s.employees} employees of one group from one address, arriving over ${s.arrivalSeconds} s, ${s.thinkMs} ms between pages`);
  console.log(`${s.workers} API processes on one port (started together on a new database in ${r.startMs} ms), PostgreSQL${r.redis ? ' and Redis' : ' (no REDIS_URL)'}, rate limits as configured by default`);
  console.log(`CPU seconds used: API processes ${r.cpuSeconds.join(' and ')}, the employees' client ${r.clientCpuSeconds}; load average ${r.load[0]} at the start, ${r.load[1]} at the end\n`);
  console.log(`completed ${r.completed} of ${s.employees} in ${(r.durationMs / 1000).toFixed(1)} s; ${r.calls} calls (${r.rps.toFixed(0)} req/s), ${r.errors} errors, ${r.refused} refused (429); every call p50 ${r.all.p50} ms, p99 ${r.all.p99} ms, max ${r.all.max} ms\n`);
  console.log('| step | calls | p50 ms | p99 ms | max ms | errors | 429 |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const step of r.steps) console.log(`| ${step.step} | ${step.count} | ${step.p50} | ${step.p99} | ${step.max} | ${step.errors} | ${step.refused} |`);
  if (r.failures.length) {
    console.log('\nJourneys stopped by (first failing call):');
    for (const f of r.failures.slice(0, 10)) console.log(`  ${f.count} × ${f.reason}`);
  }
  console.log(`\ngoal (${s.employees}/${s.employees}, 0 errors, 0 refused, p99 ≤ ${OPEN_ENROLLMENT_GOAL.p99Ms} ms per step, within ${OPEN_ENROLLMENT_GOAL.minutes} min): ${openEnrollmentMet(r) ? 'met' : 'NOT met'}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if ((await buildIfStale()) !== 0) process.exit(1);
  const report = await benchOpenEnrollment();
  printOpenEnrollment(report);
}

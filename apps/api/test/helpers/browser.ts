import type { PlanCard } from '@benefit-store/domain';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../../src/plugins/session.js';

type Query = Record<string, string | number | undefined>;

/** One browser: keeps every cookie it is given (the store session's, a staff sign-in's) between calls, like a cookie jar. */
export class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(protected readonly app: FastifyInstance) {}

  get hasSession(): boolean {
    return this.cookies.has(SESSION_COOKIE);
  }

  /** The value of one of its cookies, or null. */
  cookieValue(name: string): string | null {
    return this.cookies.get(name) ?? null;
  }

  /** Takes the cookies of a Cookie header (`a=1; b=2`), as a sign-in made elsewhere hands them over. */
  acceptCookies(header: string): this {
    for (const part of header.split(';')) {
      const [name, ...value] = part.trim().split('=');
      if (name) this.cookies.set(name, value.join('='));
    }
    return this;
  }

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const headers = { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) };
    const response = await this.app.inject({ ...options, headers });
    for (const c of response.cookies) this.cookies.set(c.name, c.value);
    return response;
  }

  get(path: string, query: Query = {}): Promise<LightMyRequestResponse> {
    const defined = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
    return this.request({ method: 'GET', url: `/api/v1/${path}`, query: defined });
  }

  post(path: string, body: unknown): Promise<LightMyRequestResponse> {
    return this.request({ method: 'POST', url: `/api/v1/${path}`, payload: body as InjectOptions['payload'] });
  }

  put(path: string, body: unknown): Promise<LightMyRequestResponse> {
    return this.request({ method: 'PUT', url: `/api/v1/${path}`, payload: body as InjectOptions['payload'] });
  }
}

/** A date of birth for someone of the given age today (birthday a month ago, well clear of the 365.25 rounding). */
export function dobForAge(age: number, today = new Date()): string {
  const d = new Date(today.getFullYear() - age, today.getMonth() - 1, 1);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}

/** The landing form as a visitor fills it; override any field. */
export function filterForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { zip: '10001', gender: 0, tier: 'IO', dob: dobForAge(35), ...overrides };
}

/** Creates a temporary enrollment for this browser and returns its id. */
export async function startEnrollment(browser: Browser, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await browser.post('add-filter-for-new-user', filterForm(overrides));
  if (response.statusCode !== 200) throw new Error(`add-filter-for-new-user answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;
}

/** The named plan's card in the enrollment's listing (get-filtered-plans); throws when it is not listed. */
export async function listedCard(browser: Browser, id: string, name: string): Promise<PlanCard> {
  const groups = (await browser.get('get-filtered-plans', { enrollment_id: id })).json().data.result as { plans: PlanCard[] }[];
  const card = groups.flatMap((g) => g.plans).find((p) => p.plan_name === name);
  if (!card) throw new Error(`no plan ${name}`);
  return card;
}

/** Puts the named plan in the enrollment's cart, as its card's Add to Cart does; throws when it is not offered or refused. */
export async function addPlan(browser: Browser, id: string, name: string): Promise<void> {
  const card = await listedCard(browser, id, name);
  const added = await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: card.plan_id, plan_pricing_id: card.ppid });
  if (added.statusCode !== 200) throw new Error(`add-plan-to-cart answered ${added.statusCode}: ${added.body}`);
}

/** A new browser's enrollment (the landing filter, with overrides) with the named plans in its cart. */
export async function enrollmentWith(app: ConstructorParameters<typeof Browser>[0], plans: string[], overrides: Record<string, unknown> = {}): Promise<{ browser: Browser; id: string }> {
  const browser = new Browser(app);
  const id = await startEnrollment(browser, overrides);
  for (const name of plans) await addPlan(browser, id, name);
  return { browser, id };
}

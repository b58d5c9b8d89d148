import { join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { apiModuleBoundaries } from './api-module-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = afterAll;

const src = join(process.cwd(), 'apps/api/src');
const at = (path) => join(src, path);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' } });

tester.run('no-cross-module-internals', apiModuleBoundaries.rules['no-cross-module-internals'], {
  valid: [
    // Another module through its door, as a folder, index.js or index.ts, values and types.
    { filename: at('modules/enrollment/review/review.service.ts'), code: "import { cartLines, getPlanCart } from '../../cart/index.js';" },
    { filename: at('modules/checkout/checkout.service.ts'), code: "import type { CatalogSnapshot } from '../catalog/index.ts';" },
    { filename: at('modules/quotes/quotes.service.ts'), code: "import { withLockedEnrollment } from '../enrollment-record';" },
    { filename: at('modules/cart/cart.routes.ts'), code: "export { cartCount } from '../cart/cart.repository.js';" },
    // Its own files, however deep.
    { filename: at('modules/enrollment/billing/billing-info.service.ts'), code: "import { readTabData } from '../tab-data.repository.js';" },
    // The kernel's files from anywhere.
    { filename: at('modules/cart/cart.service.ts'), code: "import { AppError } from '../shared/app-error.js';" },
    { filename: at('plugins/session.ts'), code: "import type { Clock } from '../modules/shared/clock.js';" },
    // plugins/ through a door.
    { filename: at('plugins/rate-limit.ts'), code: "import { PeriodicSweeper } from '../modules/limits/index.js';" },
    // app.ts, db/ and the API tests may reach further (they register and set up what they test).
    { filename: at('app.ts'), code: "import cartRoutes from './modules/cart/cart.routes.js';" },
    { filename: at('db/seed/load-demo-data.ts'), code: "import { saveTabData } from '../../modules/enrollment/tab-data.repository.js';" },
    { filename: join(process.cwd(), 'apps/api/test/cart.test.ts'), code: "import { cartLines } from '../src/modules/cart/cart.repository.js';" },
    // Packages are not modules.
    { filename: at('modules/cart/cart.service.ts'), code: "import { eq } from 'drizzle-orm';" },
  ],
  invalid: [
    {
      filename: at('modules/enrollment/review/review.service.ts'),
      code: "import { cartLines } from '../../cart/cart.repository.js';",
      errors: [{ messageId: 'internals', data: { source: '../../cart/cart.repository.js', target: 'cart', from: "module 'enrollment'" } }],
    },
    {
      filename: at('modules/catalog/plan-detail.service.ts'),
      code: "import type { EnrollmentRow } from '../enrollment-record/enrollment.repository.js';",
      errors: [{ messageId: 'internals' }],
    },
    { filename: at('modules/quotes/quote-draft.ts'), code: "export { getPlanCart } from '../cart/cart.service.js';", errors: [{ messageId: 'internals' }] },
    { filename: at('modules/homes/homes.service.ts'), code: "export * from '../sites/sites.repository.js';", errors: [{ messageId: 'internals' }] },
    { filename: at('modules/members/member.service.ts'), code: "const m = () => import('../enrollment/enrollment.service.js');", errors: [{ messageId: 'internals' }] },
    // A folder inside the door's module is not the door.
    { filename: at('modules/members/member.service.ts'), code: "import { x } from '../enrollment/resume';", errors: [{ messageId: 'internals' }] },
    {
      filename: at('plugins/session.ts'),
      code: "import { PeriodicSweeper } from '../modules/limits/periodic-sweeper.js';",
      errors: [{ messageId: 'internals', data: { source: '../modules/limits/periodic-sweeper.js', target: 'limits', from: 'plugins/' } }],
    },
    // The kernel imports no module, not even through a door.
    { filename: at('modules/shared/link-token.ts'), code: "import { LIMIT_PURPOSE } from '../limits/index.js';", errors: [{ messageId: 'kernel' }] },
  ],
});

tester.run('no-repository-in-door', apiModuleBoundaries.rules['no-repository-in-door'], {
  valid: [
    // A door names services and types from its own files.
    { filename: at('modules/mail/index.ts'), code: "export { enqueueMessage, hasMessage } from './enqueue-message.js';" },
    { filename: at('modules/enrollment-record/index.ts'), code: "export type { EnrollmentRow, NewEnrollment } from './enrollment-row.js';" },
    { filename: at('modules/checkout/index.ts'), code: 'export {};' },
    // It may use a table's type for its own declarations without exporting it.
    { filename: at('modules/jobs/index.ts'), code: "import type { jobs } from '../../db/schema/index.js';\nexport type JobId = (typeof jobs.$inferSelect)['id'];" },
    // Files other than a door may export a repository's names (within their module; the other rule guards the rest).
    { filename: at('modules/cart/cart-contents.ts'), code: "export { cartLines } from './cart.repository.js';" },
    { filename: at('modules/enrollment/resume/index.ts'), code: "export { moveResumeCodes } from './resume-codes.repository.js';" },
    { filename: at('db/schema/index.ts'), code: "export * from './jobs.js';" },
    // A name that merely contains "repository" is not a repository file.
    { filename: at('modules/sites/index.ts'), code: "export { findGroupById } from './repository-free-lookups.js';" },
  ],
  invalid: [
    {
      filename: at('modules/mail/index.ts'),
      code: "export { enqueueMessage, hasMessage } from './outbox.repository.js';",
      errors: [{ messageId: 'repository', data: { module: 'mail', source: './outbox.repository.js' } }],
    },
    // Types from a repository too: the row type belongs in its own file.
    { filename: at('modules/enrollment-record/index.ts'), code: "export type { EnrollmentRow } from './enrollment.repository.js';", errors: [{ messageId: 'repository' }] },
    { filename: at('modules/jobs/index.ts'), code: "export { enqueueJob, type JobRow } from './jobs.repository.ts';", errors: [{ messageId: 'repository' }] },
    { filename: at('modules/sites/index.ts'), code: "export * from './sites.repository.js';", errors: [{ messageId: 'repository' }] },
    // A repository deeper in the module, or another module's (the door's own rule forbids the latter as well).
    { filename: at('modules/enrollment/index.ts'), code: "export { moveResumeCodes } from './resume/resume-codes.repository.js';", errors: [{ messageId: 'repository' }] },
    // Imported, then exported by name.
    {
      filename: at('modules/cart/index.ts'),
      code: "import { cartLines } from './cart.repository.js';\nexport { cartLines };",
      errors: [{ messageId: 'repository', data: { module: 'cart', source: './cart.repository.js' } }],
    },
    { filename: at('modules/cart/index.ts'), code: "import { cartCount as count } from './cart.repository.js';\nexport { count as cartCount };", errors: [{ messageId: 'repository' }] },
    // A table from db/schema, however it is named.
    {
      filename: at('modules/jobs/index.ts'),
      code: "export { jobs } from '../../db/schema/index.js';",
      errors: [{ messageId: 'table', data: { module: 'jobs', source: '../../db/schema/index.js' } }],
    },
    { filename: at('modules/mail/index.ts'), code: "export { outboxMessages } from '../../db/schema/outbox.ts';", errors: [{ messageId: 'table' }] },
    { filename: at('modules/mail/index.ts'), code: "import { outboxMessages } from '../../db/schema/index.js';\nexport { outboxMessages };", errors: [{ messageId: 'table' }] },
    { filename: at('modules/quotes/index.js'), code: "import { quotes } from '../../db/schema/index.js';\nexport default quotes;", errors: [{ messageId: 'table' }] },
  ],
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { durationsFromReports, projectOf } from './test-durations.mjs';
import { root } from './lib.mjs';

describe('the recorded test lengths', () => {
  it('keys each file by the project it runs in, as the sequencer looks it up', () => {
    expect(projectOf('e2e/journeys/plans.test.ts')).toBe('e2e');
    expect(projectOf('apps/api/test/fuzz-1.test.ts')).toBe('api');
    expect(projectOf('apps/web/src/features/enrollment/wizard/wizard-step.test.tsx')).toBe('web-mocks');
    expect(projectOf('apps/web/src/features/cart/components/cart-view.test.tsx')).toBe('web');
    expect(projectOf('packages/domain/src/messages.test.ts')).toBe('unit');
    expect(projectOf('scripts/test-durations.test.mjs')).toBe('unit');
  });

  it("reads each file's seconds from a Vitest JSON report, to a tenth", () => {
    const report = {
      testResults: [
        { name: join(root, 'e2e/journeys/plans.test.ts'), startTime: 1_000, endTime: 154_149 },
        { name: join(root, 'apps/api/test/cart.test.ts'), startTime: 5_000, endTime: 6_240 },
        { name: join(root, 'apps/api/test/skipped.test.ts') },
      ],
    };
    expect(durationsFromReports([report])).toEqual({ 'e2e:e2e/journeys/plans.test.ts': 153.1, 'api:apps/api/test/cart.test.ts': 1.2 });
  });

  it('has a length for every journey, so a fresh clone deals the shards by what each takes', () => {
    const table = JSON.parse(readFileSync(join(root, 'scripts/test-durations.json'), 'utf8'));
    const journeys = readdirSync(join(root, 'e2e/journeys')).filter((f) => f.endsWith('.test.ts'));
    const missing = journeys.filter((f) => !(`e2e:e2e/journeys/${f}` in table));
    // A journey missing here is dealt as the longest one: measure them with `npm run test:e2e -- --record-durations`.
    expect(missing).toEqual([]);
  });
});

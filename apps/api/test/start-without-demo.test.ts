import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from './helpers/test-app.js';

// The demo catalog files (catalog/demo) as if absent: loading their module fails, as reading a missing folder would.
vi.mock('../src/db/seed/demo/catalog-files.js', () => {
  throw new Error('the demo catalog files were read');
});

describe('a store without demo data', () => {
  it('starts without the demo catalog files, and answers', async () => {
    const t = await createTestApp({ demoData: null, config: { seedDemoData: false } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/catalog/export' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

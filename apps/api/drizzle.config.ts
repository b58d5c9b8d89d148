import { defineConfig } from 'drizzle-kit';

// Only used to generate migrations (npm run db:generate -w apps/api); the app applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});

import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/schema/*.ts, committed, and never edited once released.
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/db/src/schema/*.ts',
  out: './packages/db/migrations',
});

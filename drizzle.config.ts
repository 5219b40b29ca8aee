// drizzle-kit: `npx drizzle-kit generate` turns src/store/schema.ts into the one migration folder
// (drizzle/) that both backends run at start.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/store/schema.ts',
  out: './drizzle',
});

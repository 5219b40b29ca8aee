/**
 * The application as `npm start`, the tests and the bench run it: the service (REST, the
 * operations under it) with MCP mounted at /mcp. Composed here, above both, so that the service
 * does not import the MCP adapter that imports the service's operations.
 */
import mcpRoutes from './mcp/http.ts';
import { createApp, type AppOptions, type VeilApp } from './service/app.ts';

export async function createVeilApp(options: AppOptions): Promise<VeilApp> {
  // MCP shares the authenticated scope (auth, plan gate, rate limit), registered before the extras as it always was.
  return createApp({ ...options, extraRoutes: [mcpRoutes, ...(options.extraRoutes ?? [])] });
}

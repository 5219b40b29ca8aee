/**
 * The API documentation under /docs (Swagger UI, /docs/json, /docs/yaml), loaded with its first
 * request instead of at start-up. Registering @fastify/swagger-ui loads its YAML library and
 * @fastify/static and builds their routes: 60–130 ms of the main thread's start-up measured
 * (`node --cpu-prof dist/main.js`, 2-core VM), on the path to a healthy /api/health, for pages a
 * production server may never serve. Here /docs and /docs/* forward to a small fastify instance that
 * holds only the Swagger UI plugin, built on the first request; the document itself is the app's
 * (`app.swagger()` of @fastify/swagger, registered on the app as before).
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/** What this needs of the app: its OpenAPI document (@fastify/swagger's decorator) and GET routes. */
interface DocsHost {
  swagger: FastifyInstance['swagger'];
  get: FastifyInstance['get'];
}

export default function docsRoutes(app: DocsHost, prefix = '/docs'): void {
  let docs: Promise<FastifyInstance> | null = null;
  const load = async (): Promise<FastifyInstance> => {
    const { default: swaggerUi } = await import('@fastify/swagger-ui');
    const inner = Fastify();
    // Stands in for @fastify/swagger (which swagger-ui declares as its dependency): the document is
    // the app's, so it lists the app's routes.
    const swaggerOfApp = Object.assign(
      (instance: FastifyInstance, _opts: unknown, done: () => void) => {
        instance.decorate('swagger', (opts?: { yaml?: boolean }) => app.swagger({ yaml: opts?.yaml === true }));
        done();
      },
      { [Symbol.for('skip-override')]: true, [Symbol.for('plugin-meta')]: { name: '@fastify/swagger' } },
    );
    await inner.register(swaggerOfApp);
    await inner.register(swaggerUi, { routePrefix: prefix });
    await inner.ready();
    return inner;
  };
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    docs ??= load().catch((err: unknown) => {
      docs = null;
      throw err;
    });
    const res = await (await docs).inject({ method: 'GET', url: request.url, headers: { ...request.headers } });
    for (const [name, value] of Object.entries(res.headers)) {
      // Framing is the outer server's business (it sets its own for the body it sends).
      if (value !== undefined && !['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date'].includes(name)) void reply.header(name, value);
    }
    // An empty body (a redirect) stays empty, without a content type of its own.
    return reply.code(res.statusCode).send(res.rawPayload.length > 0 ? res.rawPayload : undefined);
  };
  for (const url of [prefix, `${prefix}/*`]) app.get(url, { schema: { hide: true } }, forward);
}

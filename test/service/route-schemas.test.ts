/**
 * The app compiles its route schemas without checking them against JSON Schema's meta-schema
 * (Ajv's `validateSchema`, off unless `checkSchemas`: it made Ajv compile the meta-schema at every
 * start, ~30–50 ms of the main thread before listening; issue 13's cold start), and builds each
 * response serializer on the route's first response. Both are done here at once instead
 * (`checkSchemas`): the whole app, every route and extra route, builds with them on, and a malformed
 * schema is refused when it is on (so the check is real).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyPluginCallback } from 'fastify';
import { createApp } from '../../src/service/app.ts';
import { lazyImageRoutes } from '../../src/service/routes/image.ts';
import { MEMORY, PgliteStore } from '../../src/store/index.ts';
import { MASTER_KEY, serviceConfig } from './harness.ts';

test('every route schema passes the meta-schema check; a malformed one fails it', async () => {
  const store = new PgliteStore({ dataDir: MEMORY, masterKey: MASTER_KEY });
  await store.init();
  try {
    const app = await createApp({ store, config: serviceConfig(), logger: false, checkSchemas: true, extraRoutes: [lazyImageRoutes] });
    await app.ready();
    await app.close();

    const malformed: FastifyPluginCallback = (scope, _options, done) => {
      scope.post('/malformed', { schema: { body: { type: 'object', properties: { list: { type: 'array', minItems: -1 } } } } }, () => ({}));
      done();
    };
    const bad = await createApp({ store, config: serviceConfig(), logger: false, checkSchemas: true, extraRoutes: [malformed] });
    await assert.rejects(async () => {
      await bad.ready();
    }, /minItems|schema/i);
    await bad.close().catch(() => undefined);
    const unchecked = await createApp({ store, config: serviceConfig(), logger: false, extraRoutes: [malformed] });
    await unchecked.ready();
    await unchecked.close();
  } finally {
    await store.close();
  }
});

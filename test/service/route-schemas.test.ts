/**
 * The app compiles its route schemas without checking them against JSON Schema's meta-schema
 * (Ajv's `validateSchema`, off unless `checkSchemas`: it made Ajv compile the meta-schema at every
 * start, ~30–50 ms of the main thread before listening; issue 13's cold start), and builds each
 * response serializer on the route's first response. Both are done here at once instead
 * (`checkSchemas`): the whole app, every route and extra route, builds with them on, and a malformed
 * schema is refused when it is on (so the check is real). Request validators are likewise compiled
 * on a route's first request; they answer exactly as eagerly compiled ones.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyPluginCallback } from 'fastify';
import { createApp } from '../../src/service/app.ts';
import { lazyImageRoutes } from '../../src/service/routes/image.ts';
import { MEMORY, PgliteStore } from '../../src/store/index.ts';
import { makeAccount, MASTER_KEY, serviceConfig } from './harness.ts';

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

test('validators compiled on first use answer as eagerly compiled ones: the same 400s, defaults and passes', async () => {
  const store = new PgliteStore({ dataDir: MEMORY, masterKey: MASTER_KEY });
  await store.init();
  const route: FastifyPluginCallback = (scope, _options, done) => {
    const schema = {
      body: { type: 'object', required: ['n'], additionalProperties: false, properties: { n: { type: 'integer', minimum: 1 }, tag: { type: 'string', default: 'none' } } },
      querystring: { type: 'object', properties: { limit: { type: 'string', pattern: '^[0-9]+$' } } },
    };
    scope.post('/echo', { schema }, (request) => ({ body: request.body, query: request.query }));
    done();
  };
  const requests = [
    { url: '/echo', payload: { n: 2 } },
    { url: '/echo', payload: { n: 0 } },
    { url: '/echo', payload: { n: '2' } },
    { url: '/echo', payload: { n: 2, extra: true } },
    { url: '/echo', payload: {} },
    { url: '/echo?limit=x', payload: { n: 2 } },
    { url: '/echo?limit=5', payload: { n: 3, tag: 'a' } },
  ];
  const { token } = await makeAccount(store, 'pro');
  const answers = async (checkSchemas: boolean) => {
    const app = await createApp({ store, config: serviceConfig(), logger: false, checkSchemas, extraRoutes: [route] });
    try {
      const out: [number, string][] = [];
      // Twice: the first request compiles the lazy validator, the second reuses it.
      for (const r of [...requests, ...requests]) {
        const res = await app.inject({ method: 'POST', url: r.url, payload: r.payload, headers: { authorization: `Bearer ${token}` } });
        out.push([res.statusCode, res.body]);
      }
      return out;
    } finally {
      await app.close();
    }
  };
  try {
    const lazy = await answers(false);
    assert.deepEqual(lazy, await answers(true));
    assert.deepEqual(
      lazy.slice(0, requests.length).map(([status]) => status),
      [200, 400, 400, 400, 400, 400, 200],
    );
    assert.match(lazy[0]![1], /"tag":"none"/, 'defaults are applied');
  } finally {
    await store.close();
  }
});

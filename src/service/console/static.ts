/**
 * The console's pages: the built front-end (web/dist, made by `npm run build:web`) served at `/`.
 * Hashed assets under /assets/ are cached for a year; every page path answers index.html (the
 * front-end routes on the client). Without a build, the pages say how to make one.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

/** <repo>/web/dist, from src/service/console/ (and from a compiled dist/service/console/ alike). */
export const WEB_DIST = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

/** The client-side routes (web/src/routes.ts lists the same paths). */
export const PAGE_PATHS = ['/', '/signin', '/signup', '/usage', '/playground', '/presets', '/keys', '/settings', '/settings/developer-access', '/settings/account'];

/** Scripts and styles only from this server; no framing, no inline script. */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

function pageHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('Content-Security-Policy', CSP)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'no-referrer')
    .header('X-Frame-Options', 'DENY');
}

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Veil console</title></head>
<body><main><h1>The Veil console is not built</h1><p>Run <code>npm run build:web</code> (npm install does it) and restart the server.
The API is available under <a href="/docs">/docs</a>.</p></main></body></html>`;

export function consolePages(root = WEB_DIST): FastifyPluginAsync {
  return async (app) => {
    const built = existsSync(`${root}index.html`);
    if (built) {
      await app.register(fastifyStatic, {
        root: `${root}assets`,
        prefix: '/assets/',
        decorateReply: false,
        immutable: true,
        maxAge: '365d',
      });
      // Its own instance for index.html (no directory listing, no caching of the page itself).
      await app.register(async (pages) => {
        await pages.register(fastifyStatic, { root, serve: false });
        for (const path of PAGE_PATHS) {
          pages.get(path, { schema: { hide: true } }, (_request, reply) => pageHeaders(reply).header('Cache-Control', 'no-cache').sendFile('index.html', root));
        }
        // Here, not on `app`: only this instance decorates the reply with sendFile (the assets'
        // instance has decorateReply off), and outside it the route answered 500.
        pages.get('/favicon.svg', { schema: { hide: true } }, (_request, reply) => reply.sendFile('favicon.svg', root));
      });
    } else {
      for (const path of PAGE_PATHS) {
        app.get(path, { schema: { hide: true } }, (_request, reply) => pageHeaders(reply).code(503).type('text/html; charset=utf-8').send(NOT_BUILT));
      }
    }
  };
}

import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { createSchema, createYoga } from 'graphql-yoga';
import { authRoutes, BROWSER_COOKIE, CSRF_COOKIE, CSRF_HEADER } from './auth/authRoutes.ts';
import { HttpError, bearerToken } from './auth/requestAuth.ts';
import type { Secrets } from './auth/secrets.ts';
import { verifyAccessToken, verifyCsrfToken } from './auth/tokens.ts';
import { createContext, loadViewer, type DeliverLink, type GraphQLContext } from './context.ts';
import type { Database } from './db/database.ts';
import { buildResolvers } from './resolvers/index.ts';

export const SCHEMA_PATH = new URL('../../schema.graphql', import.meta.url);

export function buildSchema() {
  return createSchema<GraphQLContext>({
    typeDefs: readFileSync(SCHEMA_PATH, 'utf8'),
    resolvers: buildResolvers() as never,
  });
}

export interface AppOptions {
  db: Database;
  secrets: Secrets;
  staticDir?: string;
  logger?: boolean | object;
  development?: boolean;
  deliverLink?: DeliverLink;
}

// Never let a password, token or card field reach a log line.
const REDACT = [
  'req.headers.authorization', 'req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]',
  '*.password', '*.accessToken', '*.token', '*.cardNumber', '*.cvv', '*.ccv', '*.card',
];

export async function buildApp(options: AppOptions) {
  const { db, secrets } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: 'info', redact: REDACT, ...(typeof options.logger === 'object' ? options.logger : {}) },
    bodyLimit: 64 * 1024,
    trustProxy: false,
    // Fastify's defaults would coerce wrong types ("password": 123 -> "123") and silently drop unknown properties;
    // bad input must be refused instead.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
  });
  await app.register(fastifyCookie);

  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, _request, reply) => {
    const statusCode = error instanceof HttpError ? error.statusCode : error.statusCode ?? 500;
    if (statusCode >= 500) app.log.error(error);
    const message = statusCode === 413 ? 'The request body is too large'
      : statusCode >= 500 ? 'Something went wrong on the server' : error.message;
    reply.status(statusCode).send({ statusCode, message });
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    return payload;
  });

  // Anti-forgery: every state-changing call carries the signed token in a header matching its cookie.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.method !== 'POST') return;
    // The matched route, not the raw URL: '/%61uth/login' reaches /auth/login but does not start with '/auth/'.
    const route = request.routeOptions.url ?? '';
    if (!route.startsWith('/auth/') && !route.startsWith('/graphql')) return;
    const header = request.headers[CSRF_HEADER];
    const cookie = request.cookies[CSRF_COOKIE];
    const browser = request.cookies[BROWSER_COOKIE];
    if (typeof header !== 'string' || !cookie || header !== cookie || !browser || !verifyCsrfToken(secrets, header, [browser])) {
      throw new HttpError(403, 'Missing or invalid anti-forgery token');
    }
  });

  const deliverLink: DeliverLink =
    options.deliverLink ?? ((kind, email, link) => app.log.info({ kind, email, link }, `${kind} link`));
  await app.register(authRoutes, { db, secrets, deliverLink });

  const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }>({
    schema: buildSchema() as never,
    graphqlEndpoint: '/graphql',
    graphiql: options.development ?? false,
    landingPage: false,
    batching: false,
    logging: { debug: () => {}, info: () => {}, warn: (...a) => app.log.warn(a), error: (...a) => app.log.error(a) },
    context: async ({ req }) => {
      const token = bearerToken(req);
      const claims = token ? await verifyAccessToken(secrets, token) : null;
      // A token outlives a logout by minutes; the session row says whether it still counts, and in which OU.
      const viewer = claims ? await loadViewer(db, claims) : null;
      return createContext(db, viewer, { deliverLink });
    },
  });

  app.route({
    url: '/graphql',
    method: options.development ? ['GET', 'POST', 'OPTIONS'] : ['POST'],
    // A 5 MB attachment travels as base64 (about 7 MB); the resolver, not the transport, tells when a file is too large.
    bodyLimit: 8 * 1024 * 1024,
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => reply.header(key, value));
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });

  app.get('/healthz', async () => ({ ok: true }));

  const staticDir = options.staticDir;
  if (staticDir && existsSync(join(staticDir, 'index.html'))) {
    const indexHtml = readFileSync(join(staticDir, 'index.html'));
    await app.register(fastifyStatic, { root: staticDir, wildcard: false, index: false });
    app.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET' || request.url.startsWith('/graphql') || request.url.startsWith('/auth/') && !request.headers.accept?.includes('text/html')) {
        return reply.status(404).send({ statusCode: 404, message: 'Not found' });
      }
      // Every client route is answered by the SPA, which shows its own 404 page.
      return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
    });
  }
  return app;
}

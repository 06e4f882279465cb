import { readFileSync, existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { createSchema, createYoga } from 'graphql-yoga';
import { refuseNulCharacters } from './graphql/nulCharacters.ts';
import { authRoutes, BROWSER_COOKIE, CSRF_COOKIE, CSRF_HEADER } from './auth/authRoutes.ts';
import { HttpError, bearerToken, restErrorBody } from './auth/requestAuth.ts';
import { mfaKeys } from './auth/mfaCrypto.ts';
import type { MfaKit } from './auth/mfaStore.ts';
import type { Secrets } from './auth/secrets.ts';
import { defaultSessionPolicy, type SessionPolicy } from './auth/sessionPolicy.ts';
import { verifyAccessToken, verifyCsrfToken } from './auth/tokens.ts';
import { createContext, loadViewer, type DeliverLink, type GraphQLContext } from './context.ts';
import type { Database } from './db/database.ts';
import {
  armorPlugins, hideVariableSuggestionsPlugin, introspectionForAdminsPlugin, loadPersistedOperations, persistedOperationsPlugin,
} from './graphql/hardening.ts';
import { refuseDeepVariables } from './graphql/variableShape.ts';
import { buildResolvers } from './resolvers/index.ts';
import { reportRoutes } from './reports/reportRoutes.ts';
import { testSetupRoutes } from './testing/testSetupRoutes.ts';
import { linkUrl, mailLink } from './mail/linkMail.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { registerSecurityHeaders } from './securityHeaders.ts';
import { pageEncoding, pagePreloader } from './pagePreloads.ts';

/** Vite writes content-hashed files under assets/. */
const isHashedAsset = (staticDir: string, path: string) => relative(staticDir, path).split(sep)[0] === 'assets';

export const SCHEMA_PATH = new URL('../../schema.graphql', import.meta.url);

/** The executable schema; TServer is what the HTTP server adds to the context (fastify's request and reply). */
export function buildSchema<TServer extends object = object>() {
  return createSchema<TServer & GraphQLContext>({
    typeDefs: readFileSync(SCHEMA_PATH, 'utf8'),
    resolvers: buildResolvers(),
  });
}

export interface AppOptions {
  db: Database;
  secrets: Secrets;
  staticDir?: string;
  logger?: boolean | object;
  development?: boolean;
  /**
   * Also told of every reset and activation link (tests collect them; `npm start` appends them to MAIL_OUTBOX_FILE).
   * The links themselves always travel as mail (SMTP or the outbox table).
   */
  deliverLink?: DeliverLink;
  /** SMTP_URL: where mail goes; unset keeps every mail in the outbox table for an administrator to read. */
  smtpUrl?: string;
  /** A mailer of the caller's own (tests); otherwise one is made from smtpUrl. */
  mailer?: Mailer;
  /** The address people open the app at, written into mailed links (default http://localhost:4000). */
  publicUrl?: string;
  /** The clock second-factor codes are checked against (tests move it; the default is the real time). */
  mfaClock?: () => number;
  /** Session limits and the clock they read (tests move it; defaults: 30 minutes idle, 12 hours absolute). */
  sessionPolicy?: SessionPolicy;
  /**
   * Run only the persisted operations relay-compiler wrote (production). Off unless asked: development and the server
   * tests send documents; dedicated tests turn it on.
   */
  persistedOperationsOnly?: boolean;
  /**
   * TEST ONLY (E2E_GRAPHQL_SETUP=1, set by playwright.config.ts): with persistedOperationsOnly, a signed-in request
   * that also sends `x-test-setup: 1` may run a document, so browser tests can set up data; the app's own requests
   * still run only persisted operations.
   */
  allowTestSetupDocuments?: boolean;
  /** Where the persisted operations are read from (tests point at their own file). */
  persistedOperations?: Map<string, string>;
}

// Never let a password, token or card field reach a log line.
const REDACT = [
  'req.headers.authorization', 'req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]',
  '*.password', '*.accessToken', '*.token', '*.cardNumber', '*.cvv', '*.ccv', '*.card',
  '*.mfaToken', '*.secret', '*.otpauthUri', '*.recoveryCodes',
];

/**
 * One access-log line per request, written when it completes, instead of Fastify's two (incoming and completed):
 * under load the second line cost as much as checking the caller's session. Errors are logged as Fastify does.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>) {
    if (error) return super.requestCompleted(error, request, reply, metadata);
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

export async function buildApp(options: AppOptions) {
  const { db, secrets } = options;
  const sessionPolicy = options.sessionPolicy ?? defaultSessionPolicy;
  const app = Fastify({
    logger: options.logger === false ? false : { level: 'info', redact: REDACT, ...(typeof options.logger === 'object' ? options.logger : {}) },
    bodyLimit: 64 * 1024,
    trustProxy: false,
    // Fastify's defaults would coerce wrong types ("password": 123 -> "123") and silently drop unknown properties;
    // bad input must be refused instead.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
    logController: new OneLinePerRequest(),
  });
  await app.register(fastifyCookie);

  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, _request, reply) => {
    const statusCode = error instanceof HttpError ? error.statusCode : error.statusCode ?? 500;
    if (statusCode >= 500) app.log.error(error);
    const message = statusCode === 413 ? 'The request body is too large'
      : statusCode >= 500 ? 'Something went wrong on the server' : error.message;
    reply.status(statusCode).send(restErrorBody(statusCode, message, error));
  });

  await registerSecurityHeaders(app, options.development ?? false);
  // Answers of 1 KB and more travel compressed (brotli at a cheap level, or gzip). Static files come precompressed
  // from the build (@fastify/static preCompressed, below), which sets content-encoding so they are not compressed
  // twice. Types mime-db calls incompressible (XLSX, fonts, images) and NDJSON (the report screen reads its rows as
  // they arrive, which a compressor would hold back) go as they are.
  // Request bodies are never inflated (globalDecompression off): a small compressed body must not expand past the limits.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });

  // Anti-forgery: every state-changing call carries the signed token in a header matching its cookie.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.method !== 'POST') return;
    // The matched route, not the raw URL: '/%61uth/login' reaches /auth/login but does not start with '/auth/'.
    const route = request.routeOptions.url ?? '';
    if (!route.startsWith('/auth/') && !route.startsWith('/graphql') && !route.startsWith('/api/')) return;
    const header = request.headers[CSRF_HEADER];
    const cookie = request.cookies[CSRF_COOKIE];
    const browser = request.cookies[BROWSER_COOKIE];
    if (typeof header !== 'string' || !cookie || header !== cookie || !browser || !verifyCsrfToken(secrets, header, [browser])) {
      throw new HttpError(403, 'Missing or invalid anti-forgery token');
    }
  });

  const mfa: MfaKit = { keys: mfaKeys(secrets), now: options.mfaClock ?? Date.now };
  const mailer = options.mailer ?? createMailer({ smtpUrl: options.smtpUrl });
  app.addHook('onClose', async () => {
    if (!options.mailer) mailer.close();
  });
  const publicUrl = options.publicUrl ?? 'http://localhost:4000';
  const deliverLink: DeliverLink = (kind, email, link) => {
    options.deliverLink?.(kind, email, link);
    // After the answer: a registration or reset must not wait for (or reveal) the mail server.
    mailLink(db, mailer, mfa.keys, kind, email, linkUrl(publicUrl, link))
      .catch((error: unknown) => app.log.error({ err: error, kind }, 'the link mail was not recorded'));
  };
  await app.register(authRoutes, { db, secrets, deliverLink, mfa, sessionPolicy });
  await app.register(reportRoutes, { db, secrets, mfa, sessionPolicy });
  if (options.allowTestSetupDocuments) await app.register(testSetupRoutes, { db, secrets, sessionPolicy });

  const development = options.development ?? false;
  /** A signed-in caller of a live session (the test set-up calls run as the person the test signed in). */
  const signedIn = async (request: Request) => {
    const token = bearerToken({ headers: { authorization: request.headers.get('authorization') ?? undefined } });
    const claims = token ? await verifyAccessToken(secrets, token) : null;
    return claims ? (await loadViewer(db, claims, sessionPolicy)) !== null : false;
  };
  const allowDocument = async (request: Request) => {
    if (!options.persistedOperationsOnly) return true;
    return Boolean(options.allowTestSetupDocuments) && request.headers.get('x-test-setup') === '1' && (await signedIn(request));
  };

  const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }>({
    schema: buildSchema<{ req: FastifyRequest; reply: FastifyReply }>(),
    plugins: [
      refuseDeepVariables(),
      persistedOperationsPlugin(options.persistedOperations ?? loadPersistedOperations(), allowDocument),
      ...armorPlugins(development),
      ...(development ? [] : [introspectionForAdminsPlugin(), hideVariableSuggestionsPlugin()]),
      refuseNulCharacters(),
    ],
    // Unexpected errors answer 'Unexpected error.' without stack or SQL; development shows them.
    maskedErrors: { isDev: development },
    graphqlEndpoint: '/graphql',
    graphiql: development,
    landingPage: false,
    batching: false,
    logging: { debug: () => {}, info: () => {}, warn: (...a) => app.log.warn(a), error: (...a) => app.log.error(a) },
    context: async ({ req }) => {
      const token = bearerToken(req);
      const claims = token ? await verifyAccessToken(secrets, token) : null;
      // A token outlives a logout by minutes; the session row says whether it still counts, and in which OU.
      const viewer = claims ? await loadViewer(db, claims, sessionPolicy) : null;
      return createContext(db, viewer, { deliverLink, mfa, sessionPolicy, mailer });
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
      // Answers carry one person's data: no browser or proxy keeps them.
      reply.header('cache-control', 'no-store');
      reply.status(response.status);
      // A whole JSON answer is read into one buffer: a compressor knows its size (small answers go uncompressed) and
      // compresses it in one step. Anything else (an event stream) keeps streaming.
      const type = response.headers.get('content-type') ?? '';
      if (response.body && /json/i.test(type)) {
        reply.removeHeader('content-length');
        reply.send(Buffer.from(await response.arrayBuffer()));
      } else {
        reply.send(response.body);
      }
      return reply;
    },
  });

  app.get('/healthz', async () => ({ ok: true }));

  const staticDir = options.staticDir;
  if (staticDir && existsSync(join(staticDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz next to each text file (scripts/precompress.ts); the best one the browser accepts
      // is sent. Source maps stay in the build for whoever debugs but are never served.
      preCompressed: true,
      globIgnore: ['**/*.map', '**/*.br', '**/*.gz', '**/page-preloads.json'],
      cacheControl: false,
      setHeaders: (reply: FastifyReply, path: string) => {
        // Hashed file names change with their content: cached for a year, never revalidated. Anything else is asked again.
        reply.header('cache-control', isHashedAsset(staticDir, path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    const pageFor = pagePreloader(staticDir);
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0];
      // A missing asset or source map is a 404, not the SPA's page in its place.
      if (request.method !== 'GET' || path.startsWith('/assets/') || path.endsWith('.map') || request.url.startsWith('/graphql') || request.url.startsWith('/api/') || request.url.startsWith('/auth/') && !request.headers.accept?.includes('text/html')) {
        return reply.status(404).send(restErrorBody(404, 'Not found'));
      }
      // Every client route is answered by the SPA, which shows its own 404 page (no-cache as above). A signed-in
      // page names its own first requests first (./pagePreloads.ts); a guest page is the build's precompressed file.
      const withPreloads = pageFor(path);
      if (withPreloads) {
        // Compressed once when first made (@fastify/compress works on routes, and this handler is none).
        const encoding = pageEncoding(request.headers['accept-encoding']);
        reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
        if (encoding) reply.header('content-encoding', encoding);
        return reply.send(encoding ? withPreloads[encoding] : withPreloads.html);
      }
      return reply.code(200).sendFile('index.html');
    });
  }
  return app;
}

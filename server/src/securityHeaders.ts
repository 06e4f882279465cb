import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Requests to this machine itself: no TLS is expected there, so no HSTS and no Secure-only cookies. */
export function isLocalHost(request: FastifyRequest): boolean {
  const host = request.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '::1';
}

/**
 * react-aria adds two fixed <style> elements at run time (usePress: touch-action on pressables; usePreventScroll:
 * overscroll-behavior under modals). Their hashes allow exactly those texts and no other inline style; the browser
 * test fails on any CSP violation, so a react-aria upgrade that changes them is caught.
 */
const REACT_ARIA_STYLE_HASHES = [
  "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
  "'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='",
];

/**
 * OWASP secure headers on every response, static files and errors included. The CSP allows scripts and styles only
 * from this origin (the built app has no inline script; vanilla-extract emits CSS files): blob: is for the document
 * viewer's frame and images and the passenger sheet download; data: for images such as QR codes. GraphiQL
 * (development only) needs inline scripts, so development has no CSP.
 */
export async function registerSecurityHeaders(app: FastifyInstance, development: boolean) {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: development ? false : {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", ...REACT_ARIA_STYLE_HASHES],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Sent per request below: only where the site is reached by name, never on localhost.
    hsts: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!isLocalHost(request)) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}

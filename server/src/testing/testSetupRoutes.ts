import type { FastifyInstance } from 'fastify';
import { bearerToken } from '../auth/requestAuth.ts';
import type { Secrets } from '../auth/secrets.ts';
import type { SessionPolicy } from '../auth/sessionPolicy.ts';
import { verifyAccessToken } from '../auth/tokens.ts';
import { loadViewer } from '../context.ts';
import type { Database } from '../db/database.ts';
import { today } from '../domain/calendar.ts';

/**
 * TEST ONLY (E2E_GRAPHQL_SETUP=1, browser tests): what the browser tests must arrange but no screen or operation does.
 * Tourdesk has no way to close an accounting period yet, so `POST /test/accounting-period {status}` closes (or opens
 * again) today's DAY period of the caller's OU, for the test that opens a daily cashier into a closed period.
 * Registered only when app.ts is told to allow test set-up; the caller must be signed in and send x-test-setup: 1.
 */
export async function testSetupRoutes(app: FastifyInstance, options: { db: Database; secrets: Secrets; sessionPolicy: SessionPolicy }) {
  const { db, secrets, sessionPolicy } = options;
  app.post<{ Body: { status?: string } }>('/test/accounting-period', async (request, reply) => {
    const token = bearerToken(request);
    const claims = token && request.headers['x-test-setup'] === '1' ? await verifyAccessToken(secrets, token) : null;
    const viewer = claims ? await loadViewer(db, claims, sessionPolicy) : null;
    if (!viewer) return reply.code(401).send({ code: 'UNAUTHENTICATED', message: 'Invalid token' });
    const status = request.body?.status;
    if (status !== 'OPEN' && status !== 'CLOSED') return reply.code(400).send({ code: 'VALIDATION', message: 'status: OPEN or CLOSED' });
    const key = today();
    await db.query(
      `insert into accounting_period (id_ou, period_type, period_key, status, id_user_create) values ($1, 'DAY', $2, $3, $4)
       on conflict (id_ou, period_type, period_key) do update set status = excluded.status`,
      [viewer.idOu, key, status, viewer.idUser],
    );
    return { level: 'DAY', key, status };
  });
}

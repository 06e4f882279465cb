import type { MfaKit } from '../auth/mfaStore.ts';
import type { SessionPolicy } from '../auth/sessionPolicy.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { bearerToken } from '../auth/requestAuth.ts';
import type { Secrets } from '../auth/secrets.ts';
import { verifyAccessToken } from '../auth/tokens.ts';
import { createContext, loadViewer, type Viewer } from '../context.ts';
import type { Database } from '../db/database.ts';
import { reportDefinition } from '../domain/reports/reportCatalog.ts';
import { validateReportParams } from '../domain/reports/reportParams.ts';
import { estimateRows, reportBatches, reportChart, reportTotals } from '../domain/reports/reportRunner.ts';
import { columnLabel, REPORT_TITLES, reportLanguage, type ReportLanguage } from '../domain/reports/reportText.ts';
import type { FieldErrorCode } from '../graphql/errors.ts';
import { ReportParamError, type ReportDefinition, type ReportParams } from '../domain/reports/reportTypes.ts';
import { requirePermission } from '../graphql/authorization.ts';
import { csvReport } from './csvReport.ts';
import { reportBody } from './reportBody.ts';
import { xlsxReport } from './xlsxReport.ts';

/** Rows the screen shows at most; the totals and the files cover everything. */
const SCREEN_ROW_LIMIT = 5000;
const BATCH_SIZE = 1000;
const FORMATS = ['screen', 'csv', 'xlsx'] as const;
type Format = (typeof FORMATS)[number];

interface RunBody {
  params?: Record<string, unknown>;
  format?: Format;
  locale?: string;
}

/**
 * The report parameters' reasons as the field codes of schema.graphql (FieldErrorCode), answered in `fieldErrors` like
 * the GraphQL refusals (issue 19); `message` is English, for logs only.
 */
const REPORT_FIELD_CODE: Record<string, FieldErrorCode> = {
  required: 'REQUIRED', invalidDate: 'INVALID_DATE', toBeforeFrom: 'END_BEFORE_START', rangeTooLong: 'RANGE_TOO_LONG',
  notFound: 'NOT_FOUND', invalidValue: 'INVALID_CHOICE', unknownParameter: 'INVALID_CHOICE',
};

const refuse = (reply: FastifyReply, statusCode: number, body: Record<string, unknown>) =>
  reply.status(statusCode).header('cache-control', 'no-store').send({ statusCode, ...body });

async function* screenStream(db: Database, def: ReportDefinition, viewer: Viewer, params: ReportParams, language: ReportLanguage) {
  const line = (value: unknown) => `${JSON.stringify(value)}\n`;
  try {
    const estimate = Math.min(await estimateRows(db, def, viewer.idOu, params), SCREEN_ROW_LIMIT);
    yield line({
      type: 'start', title: REPORT_TITLES[def.key][language], estimate,
      columns: def.columns.map((c) => ({ key: c.key, type: c.type, total: Boolean(c.total), label: columnLabel(c.key, language) })),
      currencyColumn: def.currencyColumn ?? null,
    });
    let count = 0;
    for await (const rows of reportBatches(db, def, viewer.idOu, params, { batchSize: BATCH_SIZE, limit: SCREEN_ROW_LIMIT + 1 })) {
      const shown = rows.slice(0, Math.max(0, SCREEN_ROW_LIMIT - count));
      count += rows.length;
      if (shown.length) yield line({ type: 'rows', rows: shown.map((row) => def.columns.map((c) => row[c.key])) });
    }
    yield line({ type: 'totals', totals: await reportTotals(db, def, viewer.idOu, params) });
    yield line({ type: 'chart', chart: await reportChart(db, def, viewer.idOu, params) });
    yield line({ type: 'end', rows: Math.min(count, SCREEN_ROW_LIMIT), truncated: count > SCREEN_ROW_LIMIT });
  } catch (error) {
    // Headers are gone: the failure travels as the last line, which the screen shows as 'Error Generating Report'.
    yield line({ type: 'error', message: (error as Error).message });
  }
}

const fileName = (def: ReportDefinition, params: ReportParams, extension: string) =>
  `${def.key}-${params.from}-${params.to}.${extension}`;

/**
 * POST /api/reports/:key {params, format, locale}: the report streamed as NDJSON for the screen, or as a CSV or XLSX
 * download. Same sign-in, anti-forgery header and OU as GraphQL; each report needs its own BACK permission.
 */
export async function reportRoutes(
  app: FastifyInstance,
  options: { db: Database; secrets: Secrets; mfa: MfaKit; sessionPolicy: SessionPolicy },
) {
  const { db, secrets, mfa, sessionPolicy } = options;
  app.post<{ Params: { key: string }; Body: RunBody }>('/api/reports/:key', async (request, reply) => {
    const token = bearerToken(request);
    const claims = token ? await verifyAccessToken(secrets, token) : null;
    const viewer = claims ? await loadViewer(db, claims, sessionPolicy) : null;
    if (!viewer) return refuse(reply, 401, { code: 'UNAUTHENTICATED', message: 'Invalid token' });
    const def = reportDefinition(request.params.key);
    if (!def) return refuse(reply, 404, { code: 'NOT_FOUND', message: 'Report not found' });
    try {
      await requirePermission(createContext(db, viewer, { mfa, sessionPolicy }), def.permission);
    } catch {
      return refuse(reply, 403, { code: 'FORBIDDEN', message: `You don't have the roles required to use ${def.permission}` });
    }
    const body = (request.body ?? {}) as RunBody;
    const format: Format = body.format ?? 'screen';
    if (!FORMATS.includes(format)) {
      return refuse(reply, 400, {
        code: 'VALIDATION', message: 'format: invalidValue',
        fieldErrors: [{ path: 'format', code: 'INVALID_CHOICE', params: {} }],
      });
    }
    const language = reportLanguage(body.locale);
    let params: ReportParams;
    try {
      params = await validateReportParams(db, viewer.idOu, def, body.params ?? {});
    } catch (error) {
      if (!(error instanceof ReportParamError)) throw error;
      return refuse(reply, 400, {
        code: 'VALIDATION', message: error.message,
        fieldErrors: [{ path: error.field, code: REPORT_FIELD_CODE[error.reason] ?? 'INVALID_CHOICE', params: error.detail }],
      });
    }
    reply.header('cache-control', 'no-store');
    if (format === 'screen') {
      return reply.type('application/x-ndjson; charset=utf-8').send(reportBody(screenStream(db, def, viewer, params, language)));
    }
    reply.header('x-report-estimate', String(await estimateRows(db, def, viewer.idOu, params)));
    const file = {
      columns: def.columns, rows: reportBatches(db, def, viewer.idOu, params, { batchSize: BATCH_SIZE }), language,
      totals: () => reportTotals(db, def, viewer.idOu, params), currencyColumn: def.currencyColumn,
    };
    if (format === 'csv') {
      return reply.type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName(def, params, 'csv')}"`)
        .send(reportBody(csvReport(file)));
    }
    return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${fileName(def, params, 'xlsx')}"`)
      .send(reportBody(xlsxReport({ ...file, title: REPORT_TITLES[def.key][language] })));
  });
}

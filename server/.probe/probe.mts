import { printSchema } from 'graphql';
import { readFileSync } from 'node:fs';
import { buildSchema, SCHEMA_PATH } from '../src/app.ts';
import { createTestServer, countRows } from '../src/testing/testServer.ts';

const printed = printSchema(buildSchema() as any);
const file = readFileSync(SCHEMA_PATH, 'utf8').trim();
console.log('schema equal:', printed === file);
if (printed !== file) { const fs = await import('node:fs'); fs.writeFileSync('/tmp/probe/printed.graphql', printed + '\n'); }

const kind = (process.argv[2] ?? 'pglite') as any;
const t0 = Date.now();
const s = await createTestServer(kind);
console.log('startup ms', Date.now() - t0);
const c = s.client();
await c.fetchCsrf();
let r = await c.post('/auth/login', { name: 'admin@tourdesk.test', password: 123 });
console.log('wrong type', r.statusCode, r.body);
r = await c.post('/auth/login', { name: 'admin@tourdesk.test', password: 'Tourdesk#2026', extra: 1 });
console.log('extra', r.statusCode, r.body.slice(0, 100));
r = await c.request('POST', '/%61uth/login', { body: { name: 'admin@tourdesk.test', password: 'Tourdesk#2026' }, csrf: false });
console.log('encoded no csrf', r.statusCode, r.body.slice(0, 100));
r = await c.request('POST', '/%67raphql', { body: { query: '{viewer{name}}' }, csrf: false });
console.log('encoded gql no csrf', r.statusCode, r.body.slice(0, 100));
console.log(await s.db.query(`select code, created_at from ou order by created_at limit 1`));
console.log(await s.db.query(`select code, created_at from ou`));
r = await c.post('/auth/login', 'x'.repeat(1024*1024));
console.log('big', r.statusCode, r.body);
r = await c.post('/auth/register', { name: 'Ann', email: 'ann@x.test', password: 'abcdefghijkl12', businessName: 'B', businessCode: 'C' });
console.log('register', r.statusCode, r.body);
console.log(await s.db.query(`select u.email, o.code from app_user u join ou o using(id_ou) where email='ann@x.test'`));
const tok = await c.loginAs('ADMIN');
let g = await c.graphql('{ checkAccessToPermission(target: "/x", idUser: "nope") }', {}, tok);
console.log('admin bad id', g.status, JSON.stringify(g.errors));
g = await c.graphql('{ viewer { name } }', {});
console.log('unauth', g.status, JSON.stringify(g.errors));
await s.close();

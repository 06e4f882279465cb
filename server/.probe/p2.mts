import { createTestServer } from '../src/testing/testServer.ts';
const s = await createTestServer('pglite');
const c = s.client(); await c.fetchCsrf();
const r = await c.request('POST', '/auth/login', { headers: { 'content-type': 'text/plain' }, body: 'name=a&password=b' });
console.log(r.statusCode, r.body);
await s.close();

import { DEMO_PASSWORD } from '../db/demoData.ts';
import { signIn } from './adminFixtures.ts';
import type { TestServer } from './testServer.ts';

/**
 * Signs in an administrator of the Cusco OU, created on first use with the demo password (the demo users all work
 * in Lima), for the suites that check one OU cannot see or change another's rows.
 */
export async function signInCusco(server: TestServer, email = 'admin.cusco@tourdesk.test') {
  const exists = await server.db.query('select 1 from app_user where email = $1', [email]);
  if (!exists.length) {
    const [user] = await server.db.query<{ id: string }>(
      `insert into app_user (id_ou, name, user_name, email, password_hash)
       select o.id_ou, 'Cusco administrator', $1, $1, a.password_hash
       from ou o, app_user a where o.code = 'CUZ' and a.email = 'admin@tourdesk.test' returning id_user as id`,
      [email],
    );
    await server.db.query(`insert into user_role (id_user, id_role) select $1, id_role from role where code = 'ADMIN'`, [user.id]);
  }
  return signIn(server, email, DEMO_PASSWORD);
}

import { afterAll, beforeAll } from 'vitest';
import { setTodayForTests } from '../domain/calendar.ts';
import { demoIds, signIn, type DemoIds, type SignedIn } from './adminFixtures.ts';
import { signInCusco } from './ouFixtures.ts';
import { catalogLookup, type CatalogLookup } from './rateFixtures.ts';
import { createTestServer, type DbKind, type TestServer } from './testServer.ts';

export interface SuiteOptions<Users extends readonly string[]> {
  /** Demo role codes (or e-mails) to sign in, in this order. */
  users?: Users;
  /** Also sign in an administrator of the Cusco OU (see signInCusco). */
  cusco?: boolean;
  /** Look up the demo data's ids (see demoIds). */
  ids?: boolean;
  /** Look up the shared catalogs' value ids (see catalogLookup). */
  catalog?: boolean;
  /** The business day the suite runs on, set before the server seeds and cleared after the suite. */
  today?: string;
  /** How long the set-up may take (five minutes by default: seeding a server takes minutes on a loaded machine). */
  timeout?: number;
  server?: Parameters<typeof createTestServer>[1];
}

export interface Suite<Users extends readonly string[]> {
  server: TestServer;
  users: { [K in keyof Users]: SignedIn };
  cusco: SignedIn;
  ids: DemoIds;
  /** A shared catalog value's id by catalog and value code. */
  v: CatalogLookup;
}

/**
 * The usual frame of a server suite: one test server made before the describe block's tests, with its callers signed
 * in, and closed after them. The objects are handed back at once and filled in by the set-up, so call this before
 * the suite's own hooks, which (like the tests) then read `server.db` or `admin.gql` as if they had assigned them.
 */
export function suiteServer<const Users extends readonly string[] = []>(
  kind: DbKind,
  options: SuiteOptions<Users> = {},
): Suite<Users> {
  const roles = options.users ?? [];
  let lookup: CatalogLookup | undefined;
  const suite = {
    server: {} as TestServer,
    users: roles.map(() => ({}) as SignedIn) as Suite<Users>['users'],
    cusco: {} as SignedIn,
    ids: {} as DemoIds,
    v: ((catalog, code) => lookup!(catalog, code)) as CatalogLookup,
  };
  let started = false;
  beforeAll(async () => {
    if (options.today) setTodayForTests(options.today);
    Object.assign(suite.server, await createTestServer(kind, options.server));
    started = true;
    const signedIn = await Promise.all(roles.map((role) => signIn(suite.server, role)));
    signedIn.forEach((caller, i) => Object.assign(suite.users[i], caller));
    if (options.cusco) Object.assign(suite.cusco, await signInCusco(suite.server));
    if (options.ids) Object.assign(suite.ids, await demoIds(suite.server));
    if (options.catalog) lookup = await catalogLookup(suite.server.db);
  }, options.timeout ?? 300_000);
  afterAll(async () => {
    if (options.today) setTodayForTests(null);
    if (started) await suite.server.close();
  });
  return suite;
}

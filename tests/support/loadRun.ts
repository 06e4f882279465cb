/** One load run: a scratch database with the demo data, the real server process, the read mix at a fixed rate. */
import { DEMO_PASSWORD } from '../../server/src/db/demoData.ts';
import { LOAD_ROLE_EMAIL, loadWorld, operation } from './loadOperations.ts';
import { openLoop, type OpenLoopResult } from './openLoop.ts';
import { HttpSession, createScratchDatabase, startServerProcess, type Engine } from './serverProcess.ts';

export async function runLoad(options: { engine: Engine; port: number; rate: number; seconds: number; baseUrl?: string }): Promise<OpenLoopResult> {
  const database = await createScratchDatabase(options.engine, options.baseUrl);
  try {
    const world = await database.use(loadWorld);
    const server = await startServerProcess(database, options.port);
    try {
      const session = new HttpSession(server.base);
      await session.login(LOAD_ROLE_EMAIL, DEMO_PASSWORD);
      // Warm-up (first compilation of each document and plan), not measured.
      for (let n = 0; n < 30; n++) await session.graphql(operation(world, n).body);
      return await openLoop({
        rate: options.rate,
        seconds: options.seconds,
        send: async (n) => {
          const { label, body } = operation(world, n);
          await session.graphql(body);
          return label;
        },
      });
    } catch (error) {
      throw new Error(`${(error as Error).message}\nserver output:\n${server.output().slice(-3000)}`);
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

import { tmpdir } from 'node:os';
import { startSnapshotRun } from './seedSnapshots.ts';

/** Vitest globalSetup of the server project: one place per run for the seeded snapshots, removed after the run. */
export default async function setup() {
  return startSnapshotRun(tmpdir());
}

import { openAsBlob } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishOnce } from '../seedSnapshots.ts';

describe('publishing a seeded snapshot', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tourdesk-snapshot-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps the first file published, so a blob opened on it still reads after a second test file finishes its own', async () => {
    const file = join(dir, 'plain.tar');
    await writeFile(join(dir, 'first.partial'), 'made by the first test file');
    await publishOnce(join(dir, 'first.partial'), file);
    const loading = await openAsBlob(file);

    await writeFile(join(dir, 'second.partial'), 'made by the second test file, later');
    await publishOnce(join(dir, 'second.partial'), file);

    expect(await loading.text()).toBe('made by the first test file');
    expect(await readdir(dir)).toEqual(['plain.tar']);
  });

  it('reports a failure other than the file being there already', async () => {
    await expect(publishOnce(join(dir, 'missing.partial'), join(dir, 'plain.tar'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

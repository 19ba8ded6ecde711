import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DiskStore } from '../../../src/server/room-store';

let folder: string | null = null;

afterEach(async () => {
  if (folder !== null) await rm(folder, { recursive: true, force: true });
  folder = null;
});

describe('rooms stored on disk', () => {
  it('two writes of one room at once both land, leaving one whole document and no temporary file', async () => {
    folder = await mkdtemp(join(tmpdir(), 'skyjo-disk-store-'));
    const store = new DiskStore(folder);
    const documents = Array.from({ length: 8 }, (_, n) => JSON.stringify({ n }));
    await Promise.all(documents.map((document) => store.save('ABCD2345', document)));
    expect(documents).toContain(await store.load('ABCD2345'));
    expect(await readdir(folder)).toEqual(['ABCD2345.json']);
  });

  it('a room never stored loads as null, and a removed room is gone', async () => {
    folder = await mkdtemp(join(tmpdir(), 'skyjo-disk-store-'));
    const store = new DiskStore(folder);
    expect(await store.load('ZZZZ2345')).toBeNull();
    await store.save('ZZZZ2345', '{}');
    await store.remove('ZZZZ2345');
    expect(await store.load('ZZZZ2345')).toBeNull();
  });
});

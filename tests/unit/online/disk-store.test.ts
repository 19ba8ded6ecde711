import { readdirSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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
    expect((await readdir(folder)).sort()).toEqual(['ABCD2345.json', 'ABCD2345.json.copy']);
    await store.close();
  });

  it('a room never stored loads as null, and a removed room is gone', async () => {
    folder = await mkdtemp(join(tmpdir(), 'skyjo-disk-store-'));
    const store = new DiskStore(folder);
    expect(await store.load('ZZZZ2345')).toBeNull();
    await store.save('ZZZZ2345', '{}');
    await store.remove('ZZZZ2345');
    expect(await store.load('ZZZZ2345')).toBeNull();
    expect(await readdir(folder)).toEqual([]);
  });

  it('a shorter document replaces a longer one whole, in both files (padded, still JSON)', async () => {
    folder = await mkdtemp(join(tmpdir(), 'skyjo-disk-store-'));
    const store = new DiskStore(folder);
    await store.save('LONG2345', JSON.stringify({ text: 'x'.repeat(5000) }));
    await store.save('LONG2345', JSON.stringify({ text: 'y'.repeat(6000) }));
    await store.save('LONG2345', JSON.stringify({ n: 1 }));
    expect(JSON.parse((await store.load('LONG2345'))!)).toEqual({ n: 1 });
    for (const name of ['LONG2345.json', 'LONG2345.json.copy'])
      expect(JSON.parse(await readFile(join(folder, name), 'utf8'))).toEqual({ n: 1 });
    await store.close();
    // A store of the next process reads what this one wrote.
    expect(JSON.parse((await new DiskStore(folder).load('LONG2345'))!)).toEqual({ n: 1 });
  });

  it('a room whose file a crash cut short loads from its copy; a cut copy leaves the room file', async () => {
    folder = await mkdtemp(join(tmpdir(), 'skyjo-disk-store-'));
    const store = new DiskStore(folder);
    await store.save('CUTS2345', JSON.stringify({ v: 1, pad: 'a'.repeat(9000) }));
    await store.save('CUTS2345', JSON.stringify({ v: 2, pad: 'b'.repeat(9000) }));
    await store.close();
    const file = join(folder, 'CUTS2345.json');
    const whole = await readFile(file, 'utf8');
    // The room file's write stopped after its first page: the copy holds the document whole.
    await writeFile(
      file,
      whole.slice(0, 4096) + JSON.stringify({ v: 1, pad: 'a'.repeat(9000) }).slice(4096),
    );
    expect((JSON.parse((await new DiskStore(folder).load('CUTS2345'))!) as { v: number }).v).toBe(
      2,
    );
    // The copy's write stopped (the room file was not written yet): the room file is whole.
    await writeFile(file, whole);
    await writeFile(`${file}.copy`, whole.slice(0, 4096));
    expect((JSON.parse((await new DiskStore(folder).load('CUTS2345'))!) as { v: number }).v).toBe(
      2,
    );
  });

  it("also seen: files stay open only for rooms in play, within the store's budget: 600 rooms saved twice hold at most 100 rooms' files, a released room's are closed, and none after close", async () => {
    folder = await mkdtemp(join(tmpdir(), 'skyjo-disk-store-'));
    const store = new DiskStore(folder, 100);
    const open = () => readdirSync('/proc/self/fd').length;
    const before = open();
    const codes = Array.from({ length: 600 }, (_, n) => `R${String(n).padStart(7, '0')}`);
    for (const code of codes) await store.save(code, JSON.stringify({ code, v: 1 }));
    expect(open() - before).toBeLessThan(16);
    // Every room at once: the descriptors open meanwhile, counted at every turn of the loop.
    let most = 0;
    let saving = true;
    const count = () => {
      most = Math.max(most, open() - before);
      if (saving) setImmediate(count);
    };
    count();
    await Promise.all(codes.map((code) => store.save(code, JSON.stringify({ code, v: 2 }))));
    await Promise.all(codes.map((code) => store.save(code, JSON.stringify({ code, v: 3 }))));
    saving = false;
    // The budget, plus the pairs being opened (16 at once) and those let go but not closed yet.
    expect(most).toBeLessThan(2 * 100 + 4 * 16);
    const held = open() - before;
    expect(held).toBeGreaterThanOrEqual(2 * 100);
    expect(held).toBeLessThan(2 * 100 + 16);
    const loaded = await Promise.all(codes.map((code) => store.load(code)));
    expect(loaded.every((text, n) => text === JSON.stringify({ code: codes[n], v: 3 }))).toBe(true);
    // The rooms that close let go of their files; a released room saves and loads as before.
    await Promise.all(codes.map((code) => store.release(code)));
    expect(open() - before).toBeLessThan(16);
    await store.save(codes[599]!, JSON.stringify({ v: 4 }));
    expect(await store.load(codes[599]!)).toBe(JSON.stringify({ v: 4 }));
    await store.close();
    expect(open() - before).toBeLessThan(16);
    expect(await new DiskStore(folder).load(codes[599]!)).toBe(JSON.stringify({ v: 4 }));
  });
});

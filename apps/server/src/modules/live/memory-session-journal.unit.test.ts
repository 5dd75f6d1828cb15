import { MAX_PLAYERS_LIMIT } from '@awarequest/contracts';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLiveJournal, readLines } from './live-journal.js';
import { openMemorySessionStore } from './memory-session-store.js';
import { closeQuestion, openQuestion, startSession } from './session-engine.js';
import { join, sessionOf } from './session-engine.fixtures.js';

/** The memory store's journal: what it writes, and the sessions it gives back after a restart. */

const newDir = () => mkdtempSync(path.join(tmpdir(), 'aq-journal-'));

describe('a journal file', () => {
  it('reads up to a torn last line or the first line that is not JSON', () => {
    expect(readLines('{"a":1}\n{"a":2}\n{"a":')).toEqual([{ a: 1 }, { a: 2 }]);
    expect(readLines('{"a":1}\n\u0000\u0000\n{"a":3}\n')).toEqual([{ a: 1 }]);
    expect(readLines('')).toEqual([]);
  });

  it('has every appended line on disk, in order, once its append resolved', async () => {
    const dir = newDir();
    const journal = createLiveJournal(dir);
    await Promise.all(Array.from({ length: 500 }, (_, n) => journal.append('123456', { n })));
    const lines = readLines(readFileSync(path.join(dir, '123456.jsonl'), 'utf8'));
    expect(lines).toEqual(Array.from({ length: 500 }, (_, n) => ({ n })));
    await journal.append('123456', { n: 500 });
    expect(readLines(readFileSync(path.join(dir, '123456.jsonl'), 'utf8'))).toHaveLength(501);
    await journal.close();
  });

  it('replaces a file by a rewrite, keeps what is appended after it, and removes it', async () => {
    const dir = newDir();
    const journal = createLiveJournal(dir);
    void journal.append('111111', { old: true });
    void journal.rewrite('111111', [{ fresh: 1 }]);
    await journal.append('111111', { fresh: 2 });
    await journal.append('222222', { other: true });
    expect(await journal.load()).toEqual(
      new Map<string, unknown[]>([
        ['111111', [{ fresh: 1 }, { fresh: 2 }]],
        ['222222', [{ other: true }]],
      ]),
    );
    await journal.remove('111111');
    expect(readdirSync(dir)).toEqual(['222222.jsonl']);
    await journal.close();
  });

  it('refuses a key that could name another path', () => {
    expect(() => createLiveJournal(newDir()).append('../x', {})).toThrow(/bad key/);
  });
});

describe('the memory store on a journal', () => {
  /** A session at its first question: two players, one answer, as a store makes them. */
  async function played(dir: string, now: () => number) {
    const store = (await openMemorySessionStore({ journal: createLiveJournal(dir), clock: now })).store;
    const { core, def } = sessionOf({ reading_seconds: 0 });
    await store.create(def, core);
    const [sara, omar] = [
      join(core, { nickname: 'Sara' }),
      join(core, { nickname: 'Omar', extendedTime: true }),
    ];
    await store.addPlayer(def.pin, sara, core.version, MAX_PLAYERS_LIMIT);
    await store.addPlayer(def.pin, omar, core.version, MAX_PLAYERS_LIMIT);
    const counts = { players: 2, extended: 1 };
    const ready = startSession(core, counts, 0);
    if (!ready.ok) throw new Error(ready.code);
    await store.commit(def.pin, core.version, { core: ready.core });
    const open = openQuestion(ready.core, counts, 3000);
    if (!open.ok) throw new Error(open.code);
    await store.commit(def.pin, ready.core.version, { core: open.core });
    await store.addAnswer(def.pin, { round: 1, index: 0 }, sara.id, { keys: ['a'], at: 4000 });
    return { store, pin: def.pin, core: open.core, def, sara, omar };
  }

  it('gives back after a restart every session as it was: core, counts, players, answers', async () => {
    const dir = newDir();
    const { store, pin, core, def, sara, omar } = await played(dir, () => 5000);
    const before = { read: await store.read(pin), players: await store.players(pin) };
    // No close: the process is gone, only its journal stays.
    const reopened = await openMemorySessionStore({ journal: createLiveJournal(dir), clock: () => 9000 });
    expect(reopened.resumed).toEqual([pin]);
    const restarted = reopened.store;
    expect(await restarted.read(pin)).toEqual(before.read);
    expect(await restarted.read(pin)).toEqual({
      core,
      counts: { players: 2, extended: 1, avatars: { cat: 2 } },
    });
    expect(await restarted.definition(pin)).toEqual(def);
    expect(await restarted.players(pin)).toEqual(before.players);
    expect(await restarted.answers(pin, 1, 0)).toEqual(new Map([[sara.id, { keys: ['a'], at: 4000 }]]));
    // Nobody is connected until they come back; the nicknames are still taken.
    expect(await restarted.connectedIds(pin)).toEqual(new Set());
    const again = join(core, { nickname: 'SARA' });
    expect(await restarted.addPlayer(pin, again, core.version, MAX_PLAYERS_LIMIT)).toEqual({
      ok: false,
      code: 'NICKNAME_TAKEN',
    });
    expect(
      await restarted.addAnswer(pin, { round: 1, index: 0 }, sara.id, { keys: ['b'], at: 9000 }),
    ).toEqual({
      ok: false,
      code: 'ALREADY_ANSWERED',
    });
    // The game goes on, and what happens after the restart survives the next one.
    const closed = closeQuestion(
      core,
      await restarted.players(pin),
      await restarted.answers(pin, 1, 0),
      def.questions[0],
      9000,
    );
    if (!closed.ok) throw new Error(closed.code);
    await restarted.commit(pin, core.version, { core: closed.core, players: closed.players });
    const third = (await openMemorySessionStore({ journal: createLiveJournal(dir), clock: () => 9500 }))
      .store;
    expect((await third.read(pin))?.core).toEqual(closed.core);
    expect(await third.player(pin, omar.id)).toEqual(closed.players.find((player) => player.id === omar.id));
  });

  it('ignores a torn last line, and what it appends after it survives the next restart', async () => {
    const dir = newDir();
    const { pin, core, omar } = await played(dir, () => 5000);
    appendFileSync(path.join(dir, `${pin}.jsonl`), '{"t":"answer","round":1,"index":0,"playerId":"p');
    const restarted = (await openMemorySessionStore({ journal: createLiveJournal(dir), clock: () => 6000 }))
      .store;
    expect((await restarted.answers(pin, 1, 0)).size).toBe(1);
    await restarted.addAnswer(pin, { round: 1, index: 0 }, omar.id, { keys: ['b'], at: 6000 });
    const third = (await openMemorySessionStore({ journal: createLiveJournal(dir), clock: () => 7000 }))
      .store;
    expect([...(await third.answers(pin, 1, 0)).keys()]).toHaveLength(2);
    expect((await third.read(pin))?.core).toEqual(core);
  });

  it('forgets on start the sessions that expired meanwhile, and deletes their journals', async () => {
    const dir = newDir();
    const { pin } = await played(dir, () => 5000);
    const restarted = (
      await openMemorySessionStore({
        journal: createLiveJournal(dir),
        clock: () => 5000 + 60_000,
        ttlMs: 60_000,
      })
    ).store;
    expect(await restarted.read(pin)).toBeUndefined();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('deletes a deleted session’s journal', async () => {
    const dir = newDir();
    const { store, pin } = await played(dir, () => 5000);
    await store.delete(pin);
    await store.close();
    expect(readdirSync(dir)).toEqual([]);
  });
});

/**
 * The emulator's SQLite driver (server/sqlite.ts): WebAssembly SQLite behind the part of better-sqlite3's API the
 * server uses, with better-sqlite3's semantics: how parameters bind, what rows look like, error codes,
 * transactions, the statement cache, and a file database that survives a restart or a crashed owner.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Database, parameterLayout, SqliteError } from '../../server/sqlite';

let db: Database;
beforeEach(() => {
  db = new Database(':memory:');
  db.exec(`CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT UNIQUE, n INTEGER, data BLOB, note TEXT NOT NULL DEFAULT '');
           CREATE TABLE pair (a TEXT, b TEXT, PRIMARY KEY (a, b));
           CREATE TABLE child (id INTEGER PRIMARY KEY, t_id INTEGER NOT NULL REFERENCES t(id));`);
});
afterEach(() => {
  db.close();
});

describe('parameters', () => {
  it('binds named values from an object without prefix, a name used twice once, extra keys ignored', () => {
    db.prepare('INSERT INTO t (name, n, note) VALUES (@name, @n, @name || :suffix)').run({ name: 'a', n: 1, suffix: '!', extra: 9 });
    expect(db.prepare('SELECT name, n, note FROM t').get()).toEqual({ name: 'a', n: 1, note: 'a!' });
  });

  it('binds positional values spread or in arrays, and anonymous with named ones', () => {
    db.prepare('INSERT INTO t (name, n) VALUES (?, ?)').run('a', 1);
    db.prepare('INSERT INTO t (name, n) VALUES (?, ?)').run(['b', 2]);
    db.prepare('INSERT INTO t (name, n, note) VALUES (?, @n, ?)').run('c', { n: 3 }, 'x');
    expect(db.prepare('SELECT name, n, note FROM t ORDER BY id').all()).toEqual([
      { name: 'a', n: 1, note: '' },
      { name: 'b', n: 2, note: '' },
      { name: 'c', n: 3, note: 'x' },
    ]);
  });

  it('throws as better-sqlite3 does for missing, too few, too many and unbindable values', () => {
    const named = db.prepare('SELECT @a + @b');
    expect(() => named.get({ a: 1 })).toThrow(new RangeError('Missing named parameter "b"'));
    expect(() => named.get()).toThrow(new TypeError('Missing named parameters'));
    const positional = db.prepare('SELECT ? + ?');
    expect(() => positional.get(1)).toThrow(new RangeError('Too few parameter values were provided'));
    expect(() => positional.get(1, 2, 3)).toThrow(new RangeError('Too many parameter values were provided'));
    for (const value of [true, new Date(), () => 1, Symbol('s')]) {
      expect(() => positional.get(1, value)).toThrow(new TypeError('SQLite3 can only bind numbers, strings, bigints, buffers, and null'));
    }
    expect(() => named.get({ a: 1, b: 2 }, { b: 2 })).toThrow(new TypeError('You cannot specify named parameters in two different objects'));
    expect(() => positional.get(1, 2n ** 64n)).toThrow(new RangeError('The bound string, buffer, or bigint is too big'));
  });

  it('binds undefined as NULL, BigInts as integers, Buffers as blobs', () => {
    expect(db.prepare('SELECT ? AS a, ? AS b, ? AS c').get(undefined, 2n ** 60n, Buffer.from('hi'))).toEqual({
      a: null,
      b: Number(2n ** 60n),
      c: Buffer.from('hi'),
    });
  });

  it('binds every number as a REAL, as better-sqlite3 does: no integer division, integers stay integers in INTEGER columns', () => {
    expect(db.prepare('SELECT ? / 2 AS half, typeof(?) AS type').get(5, 5)).toEqual({ half: 2.5, type: 'real' });
    db.prepare('INSERT INTO t (name, n) VALUES (?, ?)').run('a', 5);
    expect(db.prepare('SELECT typeof(n) FROM t').pluck().get()).toBe('integer');
  });

  it('binds bytes of any realm, as under jsdom where Buffer is not the global Uint8Array', () => {
    const foreign = runInNewContext('new Uint8Array([1, 2])') as Uint8Array;
    expect(foreign instanceof Uint8Array).toBe(false);
    expect(db.prepare('SELECT ? AS a, ? AS b').get(foreign, new DataView(new ArrayBuffer(1)))).toEqual({
      a: Buffer.from([1, 2]),
      b: Buffer.from([0]),
    });
    expect(db.prepare('SELECT @a AS a').get(runInNewContext('({ a: 1 })'))).toEqual({ a: 1 });
  });

  it('finds parameters as SQLite does, not in strings, quoted names or comments', () => {
    expect(parameterLayout(`SELECT '@no', "@no", \`@no\`, [@no], 'it''s @no' -- @no\n, /* ?, @no */ ?, @a, a$b, ?5, :a, @a, ?`)).toEqual({
      names: [null, 'a', null, null, '5', 'a', null],
      named: [
        { name: 'a', index: 2 },
        { name: '5', index: 5 },
        { name: 'a', index: 6 },
      ],
    });
  });
});

describe('results', () => {
  it('answers undefined when there is no row, and the first column when plucked', () => {
    expect(db.prepare('SELECT * FROM t WHERE id = ?').get(1)).toBeUndefined();
    expect(db.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(0);
    db.prepare('INSERT INTO t (name) VALUES (?), (?)').run('a', 'b');
    expect(db.prepare('SELECT name, id FROM t ORDER BY id').pluck().all()).toEqual(['a', 'b']);
    // pluck belongs to one prepared handle, not to every handle on the same SQL.
    expect(db.prepare('SELECT name, id FROM t ORDER BY id').all()).toEqual([
      { name: 'a', id: 1 },
      { name: 'b', id: 2 },
    ]);
  });

  it('answers integers as Numbers, past 2^53 too, and blobs as Buffers', () => {
    db.prepare('INSERT INTO t (name, n, data) VALUES (?, ?, ?)').run('a', 2n ** 62n, new Uint8Array([1, 2, 3]));
    const row = db.prepare('SELECT n, data FROM t').get() as { n: unknown; data: unknown };
    expect(row.n).toBe(2 ** 62);
    expect(Buffer.isBuffer(row.data)).toBe(true);
    expect([...(row.data as Buffer)]).toEqual([1, 2, 3]);
  });

  it('counts the rows a statement changed, 0 for one that changes none, and the last rowid as a Number', () => {
    const insert = db.prepare('INSERT INTO t (name) VALUES (?)');
    expect(insert.run('a')).toEqual({ changes: 1, lastInsertRowid: 1 });
    expect(insert.run('b')).toEqual({ changes: 1, lastInsertRowid: 2 });
    expect(db.prepare('UPDATE t SET n = 1').run().changes).toBe(2);
    expect(db.prepare('SELECT * FROM t').run().changes).toBe(0);
    expect(db.prepare('CREATE TABLE other (x)').run().changes).toBe(0);
    expect(db.prepare('DELETE FROM t WHERE id = 99').run().changes).toBe(0);
  });
});

describe('errors', () => {
  it('carry better-sqlite3 codes, a primary key told apart from a unique column', () => {
    db.prepare('INSERT INTO t (id, name) VALUES (1, ?)').run('a');
    db.prepare('INSERT INTO pair VALUES (?, ?)').run('x', 'y');
    const code = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        expect(error).toBeInstanceOf(SqliteError);
        return (error as SqliteError).code;
      }
      return 'no error';
    };
    expect(code(() => db.prepare('INSERT INTO t (name) VALUES (?)').run('a'))).toBe('SQLITE_CONSTRAINT_UNIQUE');
    expect(code(() => db.prepare('INSERT INTO t (id, name) VALUES (?, ?)').run(1, 'b'))).toBe('SQLITE_CONSTRAINT_PRIMARYKEY');
    expect(code(() => db.prepare('INSERT INTO pair VALUES (?, ?)').run('x', 'y'))).toBe('SQLITE_CONSTRAINT_PRIMARYKEY');
    expect(code(() => db.prepare('INSERT INTO t (name, note) VALUES (?, NULL)').run('b'))).toBe('SQLITE_CONSTRAINT_NOTNULL');
    expect(code(() => db.prepare('INSERT INTO child (t_id) VALUES (?)').run(42))).toBe('SQLITE_CONSTRAINT_FOREIGNKEY');
    expect(code(() => db.prepare('SELECT * FROM missing'))).toBe('SQLITE_ERROR');
  });

  it('leave the statement usable: the next run of the same SQL works', () => {
    const insert = db.prepare('INSERT INTO t (name) VALUES (?)');
    insert.run('a');
    expect(() => insert.run('a')).toThrow('UNIQUE constraint failed: t.name');
    expect(insert.run('b').changes).toBe(1);
  });

  it('a get that stops at the first row leaves no statement running (DROP works)', () => {
    db.prepare('INSERT INTO t (name) VALUES (?), (?)').run('a', 'b');
    expect(db.prepare('SELECT name FROM t ORDER BY id').pluck().get()).toBe('a');
    db.exec('DROP TABLE child; DROP TABLE t');
  });
});

describe('transactions', () => {
  const names = () => db.prepare('SELECT name FROM t ORDER BY id').pluck().all();

  it('commit what fn did and answer what it returns; roll back and rethrow when it throws', () => {
    const add = db.transaction((name: string) => db.prepare('INSERT INTO t (name) VALUES (?)').run(name).lastInsertRowid);
    expect(add('a')).toBe(1);
    expect(db.inTransaction).toBe(false);
    const failing = db.transaction(() => {
      db.prepare('INSERT INTO t (name) VALUES (?)').run('b');
      throw new Error('no');
    });
    expect(failing).toThrow('no');
    expect(db.inTransaction).toBe(false);
    expect(names()).toEqual(['a']);
  });

  it('nest as savepoints: an inner failure undoes the inner part only', () => {
    const insert = (name: string) => db.prepare('INSERT INTO t (name) VALUES (?)').run(name);
    db.transaction(() => {
      insert('outer');
      expect(() =>
        db.transaction(() => {
          insert('inner');
          throw new Error('inner failed');
        })(),
      ).toThrow('inner failed');
      expect(db.inTransaction).toBe(true);
      db.transaction(() => insert('inner-kept'))();
    })();
    expect(names()).toEqual(['outer', 'inner-kept']);
  });

  it('refuse a function that returns a promise, rolled back', () => {
    const run = db.transaction(() => {
      db.prepare('INSERT INTO t (name) VALUES (?)').run('a');
      return Promise.resolve();
    });
    expect(run).toThrow(new TypeError('Transaction function cannot return a promise'));
    expect(names()).toEqual([]);
  });
});

describe('statements and closing', () => {
  it('re-prepares a statement the cache evicted, through a handle kept across', () => {
    const kept = db.prepare('SELECT COUNT(*) FROM t').pluck();
    for (let i = 0; i < 600; i++) db.prepare(`SELECT ${i}`).get();
    expect(kept.get()).toBe(0);
  });

  it('closes once, then refuses to run', () => {
    const statement = db.prepare('SELECT 1');
    db.close();
    expect(db.open).toBe(false);
    expect(db.inTransaction).toBe(false);
    db.close();
    expect(() => statement.get()).toThrow(new TypeError('The database connection is not open'));
    expect(() => db.prepare('SELECT 1')).toThrow(new TypeError('The database connection is not open'));
  });
});

describe('a file database', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'emulator-sqlite-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('is in WAL mode, keeps its rows across a reopen, and leaves no lock behind', () => {
    const path = join(dir, 'e.sqlite');
    const first = new Database(path);
    expect(first.prepare('PRAGMA journal_mode').pluck().get()).toBe('wal');
    first.exec('CREATE TABLE kv (k TEXT PRIMARY KEY, v TEXT)');
    first.prepare('INSERT INTO kv VALUES (?, ?)').run('a', 'b');
    first.close();
    expect(existsSync(`${path}.lock`)).toBe(false);
    const second = new Database(path);
    expect(second.prepare('SELECT v FROM kv WHERE k = ?').pluck().get('a')).toBe('b');
    second.close();
  });

  it('is held by one process: a second open names the holder; a dead holder’s lock is removed', () => {
    const path = join(dir, 'e.sqlite');
    const first = new Database(path);
    expect(() => new Database(path)).toThrow(`${path} is in use by process ${process.pid} (this one)`);
    first.prepare('SELECT 1').get();
    first.close();

    // What a killed process leaves: the VFS's lock directory and its pid, no longer running.
    mkdirSync(`${path}.lock`);
    writeFileSync(`${path}.lock-owner`, '2147483646');
    const reopened = new Database(path);
    expect(reopened.prepare('SELECT 1').pluck().get()).toBe(1);
    reopened.close();
  });
});

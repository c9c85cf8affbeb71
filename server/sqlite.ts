/**
 * The emulator's SQLite driver: SQLite compiled to WebAssembly (node-sqlite3-wasm, which reads and writes files
 * through node:fs), so `npm ci` has nothing to compile. It exposes the part of better-sqlite3's API the server
 * uses (prepare → run/get/all/pluck, exec, transaction, open, inTransaction, close), with better-sqlite3's
 * semantics wherever node-sqlite3-wasm's differ:
 *   - parameters: positional values (spread or in arrays) fill the anonymous `?`s; one plain object fills the named
 *     ones by their name without prefix (`@name` ← `{ name }`); a missing named value, too few or too many values,
 *     and values SQLite cannot bind (booleans, dates, …) throw; `undefined` binds NULL;
 *   - results: `get` answers `undefined` when there is no row, integers are Numbers (never BigInts), blobs Buffers,
 *     `changes` counts what this statement changed (0 for one that changes nothing) and `lastInsertRowid` is a Number;
 *   - errors carry better-sqlite3's extended `code` (e.g. 'SQLITE_CONSTRAINT_UNIQUE');
 *   - `transaction(fn)` begins a transaction, or a savepoint inside one, commits it when fn returns and rolls it back
 *     when fn throws;
 *   - every JS number binds as a REAL, as in better-sqlite3 (SQLite stores it as an integer in an INTEGER column; a
 *     bound value never divides as an integer).
 * One difference stays: a RAISE() in a trigger fails with code 'SQLITE_ERROR' (better-sqlite3:
 * 'SQLITE_CONSTRAINT_TRIGGER'); the WebAssembly build exports no extended result codes and RAISE's message is free.
 *
 * node-sqlite3-wasm's statements hold WebAssembly memory until finalized, so `prepare` returns a light handle on a
 * statement cached per SQL text: a bounded LRU finalizes what it evicts, `close` finalizes them all, and a database
 * dropped without `close` is closed when it is garbage-collected (as better-sqlite3 does).
 *
 * A file database takes SQLite's exclusive locking mode, which WAL needs without shared memory (the WebAssembly VFS
 * has none): one process at a time uses the file. The VFS locks with a `<file>.lock` directory, which a crashed
 * process leaves behind; a `<file>.lock-owner` file names the process that holds it, so the next start removes a
 * lock whose process is gone.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Wasm from 'node-sqlite3-wasm';

// The package is CommonJS and assigns its classes on an object ESM's export detection cannot see through.
const wasm = createRequire(import.meta.url)('node-sqlite3-wasm') as typeof Wasm;

/**
 * What the adapter needs of node-sqlite3-wasm's statements beyond its API (the package is pinned; checked when this
 * module loads):
 *   - `_reset()`: its `get` leaves the statement stepped (a read transaction open, DROP refused with "table is
 *     locked"), and a statement whose step failed refuses to bind again until reset: each use ends with a reset;
 *   - `_bindValue(value, position)` with `_ptr`: better-sqlite3 binds every JS number as a REAL, and SQL relies on
 *     it (`@lead / MAX(idle_time * @simHour, 1.0)` must not divide integers); node-sqlite3-wasm binds an integral
 *     number as an INTEGER, so our statements bind numbers through the exported sqlite3_bind_double instead.
 */
interface NativeStatement extends Wasm.Statement {
  _reset(): boolean;
  _bindValue(value: unknown, position: number): void;
  _ptr: number;
  _db: { _handleError(code: number): void };
}
const bindDouble = (wasm as unknown as { _sqlite3_bind_double?: (statement: number, position: number, value: number) => number })
  ._sqlite3_bind_double;
const bindValue = (() => {
  // The package exports no Statement class: look at one.
  const probe = new wasm.Database(':memory:');
  const statement = probe.prepare('SELECT 1') as Partial<NativeStatement> & Wasm.Statement;
  const found = statement._bindValue;
  const complete = typeof statement._reset === 'function' && typeof statement._ptr === 'number' && typeof statement._db?._handleError === 'function';
  statement.finalize();
  probe.close();
  if (!found || !complete || !bindDouble) {
    throw new Error('node-sqlite3-wasm: statements lack _reset, _bindValue, _ptr or _db, or sqlite3_bind_double is not exported; server/sqlite.ts needs them');
  }
  return found;
})();

function bindNumbersAsReal(native: NativeStatement): void {
  native._bindValue = function (this: NativeStatement, value: unknown, position: number): void {
    if (typeof value !== 'number') return bindValue.call(this, value, position);
    const code = bindDouble!(this._ptr, position, value);
    if (code !== 0) this._db._handleError(code);
  };
}

/** How many prepared statements one database keeps; the server has about 300 distinct SQL texts, most of them cold. */
const STATEMENT_CACHE_SIZE = 256;

export interface RunResult {
  changes: number;
  lastInsertRowid: number;
}

/** better-sqlite3's error: the SQLite message and the extended result code's name. */
export class SqliteError extends Error {
  readonly code: string;
  constructor(message: string, code: string) {
    super(message);
    this.name = 'SqliteError';
    this.code = code;
  }
}

/** Where each parameter of a statement sits: index i + 1 is anonymous (null) or named (its name without prefix). */
interface ParameterLayout {
  names: (string | null)[];
  named: { name: string; index: number }[];
}

interface CachedStatement {
  native: NativeStatement;
  layout: ParameterLayout;
  /** Whether sqlite3_changes() describes this statement (INSERT, UPDATE, DELETE, REPLACE); else it is measured. */
  changesRows: boolean;
}

type Cache = Map<string, CachedStatement>;

const IDENTIFIER_CHAR = /[A-Za-z0-9_$\u0080-\uffff]/;

/**
 * The parameters SQLite's tokenizer finds in `sql`, numbered as SQLite numbers them: an anonymous `?` takes the next
 * number, `?NNN` the number NNN, and a name its number from its first use. Strings, quoted identifiers and comments
 * are skipped.
 */
export function parameterLayout(sql: string): ParameterLayout {
  const names: (string | null)[] = [];
  const indexOf = new Map<string, number>();
  const at = (index: number, name: string | null): void => {
    while (names.length < index) names.push(null);
    if (name !== null) names[index - 1] = name;
  };
  let i = 0;
  while (i < sql.length) {
    const c = sql[i]!;
    if (c === "'" || c === '"' || c === '`') {
      // A quote inside is doubled: the scan stops at the first lone closing quote.
      let end = i + 1;
      for (;;) {
        end = sql.indexOf(c, end);
        if (end < 0 || sql[end + 1] !== c) break;
        end += 2;
      }
      i = end < 0 ? sql.length : end + 1;
    } else if (c === '[') {
      const end = sql.indexOf(']', i + 1);
      i = end < 0 ? sql.length : end + 1;
    } else if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i + 2);
      i = end < 0 ? sql.length : end + 1;
    } else if (c === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? sql.length : end + 2;
    } else if (c === '?') {
      let end = i + 1;
      while (end < sql.length && sql[end]! >= '0' && sql[end]! <= '9') end++;
      if (end === i + 1) {
        at(names.length + 1, null);
      } else {
        const token = sql.slice(i, end);
        const index = indexOf.get(token) ?? Number(sql.slice(i + 1, end));
        indexOf.set(token, index);
        at(index, sql.slice(i + 1, end));
      }
      i = end;
    } else if ((c === ':' || c === '@' || c === '$') && IDENTIFIER_CHAR.test(sql[i + 1] ?? '')) {
      let end = i + 1;
      while (end < sql.length && IDENTIFIER_CHAR.test(sql[end]!)) end++;
      const token = sql.slice(i, end);
      let index = indexOf.get(token);
      if (index === undefined) {
        index = names.length + 1;
        indexOf.set(token, index);
      }
      at(index, token.slice(1));
      i = end;
    } else if (IDENTIFIER_CHAR.test(c)) {
      // A whole word, so that a `$` inside an identifier (`a$b`) is not read as a parameter.
      while (i < sql.length && IDENTIFIER_CHAR.test(sql[i]!)) i++;
    } else {
      i++;
    }
  }
  const named = names.flatMap((name, k) => (name === null ? [] : [{ name, index: k + 1 }]));
  return { names, named };
}

/** The first keyword, past white space and comments. */
function firstKeyword(sql: string): string {
  const match = /^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*([A-Za-z]+)/.exec(sql);
  return match?.[1]?.toUpperCase() ?? '';
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

function toSqlite(value: unknown): Wasm.SQLiteValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'bigint') {
    if (value < INT64_MIN || value > INT64_MAX) throw new RangeError('The bound string, buffer, or bigint is too big');
    return value;
  }
  // Any realm's bytes (under jsdom, Buffer is not an instance of the global Uint8Array), as node::Buffer::HasInstance
  // takes them; node-sqlite3-wasm wants the global Uint8Array.
  if (ArrayBuffer.isView(value)) {
    return value instanceof Uint8Array ? value : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  }
  throw new TypeError('SQLite3 can only bind numbers, strings, bigints, buffers, and null');
}

/** An object literal of any realm, or one without a prototype. */
function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || Object.getPrototypeOf(proto) === null;
}

/** better-sqlite3's binder: the values of `args` by parameter number, or its errors. */
function bindArgs(layout: ParameterLayout, args: unknown[]): Wasm.SQLiteValue[] {
  const count = layout.names.length;
  const values: Wasm.SQLiteValue[] = new Array<Wasm.SQLiteValue>(count).fill(null);
  let anon = 0;
  let bound = 0;
  let boundObject = false;
  const bindAnonymous = (value: unknown): void => {
    do anon++;
    while (anon <= count && layout.names[anon - 1] !== null);
    if (anon > count) throw new RangeError('Too many parameter values were provided');
    values[anon - 1] = toSqlite(value);
    bound++;
  };
  for (const arg of args) {
    if (Array.isArray(arg)) {
      for (const value of arg) bindAnonymous(value);
      continue;
    }
    if (typeof arg === 'object' && arg !== null && !ArrayBuffer.isView(arg)) {
      if (isPlainObject(arg)) {
        if (boundObject) throw new TypeError('You cannot specify named parameters in two different objects');
        boundObject = true;
        const object = arg as Record<string, unknown>;
        for (const { name, index } of layout.named) {
          if (!Object.hasOwn(object, name)) throw new RangeError(`Missing named parameter "${name}"`);
          values[index - 1] = toSqlite(object[name]);
          bound++;
        }
        continue;
      }
      if (layout.named.length > 0) throw new TypeError('Named parameters can only be passed within plain objects');
    }
    bindAnonymous(arg);
  }
  if (bound < count) {
    if (!boundObject && layout.named.length > 0) throw new TypeError('Missing named parameters');
    throw new RangeError('Too few parameter values were provided');
  }
  return values;
}

/** A row as better-sqlite3 gives it: integers as Numbers (lossy past 2^53, as there), blobs as Buffers. */
function toRow(row: Wasm.NormalQueryResult): Record<string, unknown> {
  const out: Record<string, unknown> = row;
  for (const key in row) {
    const value = row[key];
    if (typeof value === 'bigint') out[key] = Number(value);
    else if (ArrayBuffer.isView(value)) out[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  }
  return out;
}

const CONSTRAINT_CODES: [RegExp, string][] = [
  [/^NOT NULL constraint failed/, 'SQLITE_CONSTRAINT_NOTNULL'],
  [/^CHECK constraint failed/, 'SQLITE_CONSTRAINT_CHECK'],
  [/^FOREIGN KEY constraint failed/, 'SQLITE_CONSTRAINT_FOREIGNKEY'],
  [/^database is locked/, 'SQLITE_BUSY'],
  [/^database table is locked/, 'SQLITE_LOCKED'],
  [/^attempt to write a readonly database/, 'SQLITE_READONLY'],
  [/^(database or disk is full|disk I\/O error)/, 'SQLITE_IOERR'],
];

export class Database {
  readonly #native: Wasm.Database;
  readonly #cache: Cache = new Map();
  readonly #path: string;

  constructor(path: string) {
    const file = path !== ':memory:' && path !== '';
    if (file) clearStaleLock(path);
    this.#native = new wasm.Database(path);
    this.#path = path;
    closeWhenCollected.register(this, { native: this.#native, cache: this.#cache }, this);
    if (file) {
      // WAL without shared memory needs the exclusive locking mode; it takes the lock on the first read.
      try {
        this.exec('PRAGMA locking_mode = EXCLUSIVE');
        const mode = this.prepare('PRAGMA journal_mode = WAL').pluck().get();
        if (mode !== 'wal') throw new Error(`${path}: SQLite kept journal_mode ${String(mode)} instead of WAL`);
      } catch (error) {
        this.close();
        throw error;
      }
      writeFileSync(`${path}.lock-owner`, String(process.pid));
    }
  }

  get open(): boolean {
    return this.#native.isOpen;
  }

  get inTransaction(): boolean {
    return this.#native.isOpen && this.#native.inTransaction;
  }

  prepare(sql: string): Statement {
    this.#statement(sql);
    return new Statement(this, sql);
  }

  exec(sql: string): this {
    this.#assertOpen();
    try {
      this.#native.exec(sql);
    } catch (error) {
      throw this.#translate(error);
    }
    return this;
  }

  /**
   * Wraps `fn` in a transaction, or in a savepoint when one is already open: committed (released) when fn returns,
   * rolled back when it throws. As in better-sqlite3, fn must be synchronous.
   */
  transaction<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
    return (...args: A): R => {
      const nested = this.inTransaction;
      this.exec(nested ? SAVEPOINT : 'BEGIN');
      try {
        const result = fn(...args);
        if (result && typeof (result as { then?: unknown }).then === 'function') {
          throw new TypeError('Transaction function cannot return a promise');
        }
        this.exec(nested ? RELEASE : 'COMMIT');
        return result;
      } catch (error) {
        // SQLite may have rolled back already (e.g. after a failed COMMIT): then there is nothing to undo.
        if (this.inTransaction) {
          this.exec(nested ? ROLLBACK_TO : 'ROLLBACK');
          if (nested) this.exec(RELEASE);
        }
        throw error;
      }
    };
  }

  /** Finalizes every cached statement, then closes; closing a closed database does nothing. */
  close(): this {
    if (!this.#native.isOpen) return this;
    closeWhenCollected.unregister(this);
    release({ native: this.#native, cache: this.#cache });
    if (this.#path !== ':memory:' && this.#path !== '') rmSync(`${this.#path}.lock-owner`, { force: true });
    return this;
  }

  /** @internal Statement's way to run: the cached statement for `sql`, bound to `args`. */
  execute<T>(sql: string, args: unknown[], use: (native: NativeStatement, values: Wasm.SQLiteValue[]) => T): T {
    const cached = this.#statement(sql);
    const values = bindArgs(cached.layout, args);
    try {
      return use(cached.native, values);
    } catch (error) {
      throw this.#translate(error);
    } finally {
      cached.native._reset();
    }
  }

  /** @internal */
  runStatement(sql: string, args: unknown[]): RunResult {
    const cached = this.#statement(sql);
    const before = cached.changesRows ? 0 : this.#totalChanges();
    const { changes, lastInsertRowid } = this.execute(sql, args, (native, values) => native.run(values));
    return {
      changes: cached.changesRows || this.#totalChanges() !== before ? changes : 0,
      lastInsertRowid: Number(lastInsertRowid),
    };
  }

  #totalChanges(): number {
    return this.execute('SELECT total_changes()', [], (native) => Number(native.get()?.['total_changes()']));
  }

  #statement(sql: string): CachedStatement {
    this.#assertOpen();
    const cache = this.#cache;
    let cached = cache.get(sql);
    if (cached) {
      // Most recently used last: Map keeps insertion order.
      cache.delete(sql);
    } else {
      let native: NativeStatement;
      try {
        native = this.#native.prepare(sql) as NativeStatement;
        bindNumbersAsReal(native);
      } catch (error) {
        throw this.#translate(error);
      }
      cached = { native, layout: parameterLayout(sql), changesRows: CHANGES_ROWS.has(firstKeyword(sql)) };
      if (cache.size >= STATEMENT_CACHE_SIZE) {
        const [oldest, evicted] = cache.entries().next().value!;
        cache.delete(oldest);
        finalize(evicted);
      }
    }
    cache.set(sql, cached);
    return cached;
  }

  #assertOpen(): void {
    if (!this.#native.isOpen) throw new TypeError('The database connection is not open');
  }

  /** node-sqlite3-wasm's errors carry SQLite's message only: the code is read from it, as far as it tells. */
  #translate(error: unknown): unknown {
    if (!(error instanceof wasm.SQLite3Error)) return error;
    const message = error.message;
    const unique = /^UNIQUE constraint failed: (.*)$/.exec(message);
    if (unique) return new SqliteError(message, this.#isPrimaryKey(unique[1]!) ? 'SQLITE_CONSTRAINT_PRIMARYKEY' : 'SQLITE_CONSTRAINT_UNIQUE');
    const code = CONSTRAINT_CODES.find(([pattern]) => pattern.test(message))?.[1];
    return new SqliteError(message, code ?? 'SQLITE_ERROR');
  }

  /** Whether "t.a, t.b" names the primary key of t (SQLite words both violations "UNIQUE constraint failed"). */
  #isPrimaryKey(columns: string): boolean {
    const parts = columns.split(', ').map((part) => /^(.+)\.([^.]+)$/.exec(part));
    const table = parts[0]?.[1];
    if (!table || parts.some((part) => part?.[1] !== table)) return false;
    const keys = this.#native.all('SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk', [table]);
    return keys.length === parts.length && keys.every((key, k) => key.name === parts[k]![2]);
  }
}

/** A prepared statement: a handle on the database's cached statement for its SQL text (it may be re-prepared). */
export class Statement {
  readonly #db: Database;
  readonly source: string;
  #pluck = false;

  constructor(db: Database, source: string) {
    this.#db = db;
    this.source = source;
  }

  /** `get` and `all` answer the first column's value instead of the row. */
  pluck(toggle = true): this {
    this.#pluck = toggle;
    return this;
  }

  run(...params: unknown[]): RunResult {
    return this.#db.runStatement(this.source, params);
  }

  /** The first row, or undefined when there is none. */
  get(...params: unknown[]): unknown {
    return this.#db.execute(this.source, params, (native, values) => {
      const row = native.get(values) as Wasm.NormalQueryResult | null;
      return row === null ? undefined : this.#shape(row);
    });
  }

  all(...params: unknown[]): unknown[] {
    return this.#db.execute(this.source, params, (native, values) =>
      (native.all(values) as Wasm.NormalQueryResult[]).map((row) => this.#shape(row)),
    );
  }

  #shape(row: Wasm.NormalQueryResult): unknown {
    const shaped = toRow(row);
    if (!this.#pluck) return shaped;
    for (const key in shaped) return shaped[key];
    return undefined;
  }
}

// better-sqlite3's savepoint name, which no SQL of ours would choose.
const SAVEPOINT = 'SAVEPOINT `\t_bs3.\t`';
const RELEASE = 'RELEASE `\t_bs3.\t`';
const ROLLBACK_TO = 'ROLLBACK TO `\t_bs3.\t`';

const CHANGES_ROWS = new Set(['INSERT', 'UPDATE', 'DELETE', 'REPLACE']);

function finalize(cached: CachedStatement): void {
  try {
    cached.native.finalize();
  } catch {
    // finalize repeats the last step's error, already reported; the memory is freed all the same.
  }
}

function release({ native, cache }: { native: Wasm.Database; cache: Cache }): void {
  for (const cached of cache.values()) finalize(cached);
  cache.clear();
  if (native.isOpen) native.close();
}

const closeWhenCollected = new FinalizationRegistry(release);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the VFS's lock directory when the process that took it is gone; a live owner is an error worth a name. */
function clearStaleLock(path: string): void {
  const lock = `${path}.lock`;
  if (!existsSync(lock)) return;
  let owner = 0;
  try {
    owner = Number(readFileSync(`${path}.lock-owner`, 'utf8')) || 0;
  } catch {
    // No owner recorded: the lock's process died before it could write one.
  }
  if (owner > 0 && isAlive(owner)) {
    throw new SqliteError(`${path} is in use by process ${owner}${owner === process.pid ? ' (this one)' : ''}`, 'SQLITE_BUSY');
  }
  rmSync(lock, { recursive: true, force: true });
}

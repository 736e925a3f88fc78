import { mkdirSync, renameSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import initSqlJs, { type Database, type SqlValue, type Statement } from 'sql.js';
import { MIGRATIONS } from './migrations';

/** A row as returned by the store: column name → SQLite value. */
export type Row = Record<string, SqlValue>;
/** Positional bind values. */
export type Params = readonly SqlValue[];

/** Delay before writing the database file after a change, so bursts of writes cost one export. */
const PERSIST_DELAY_MS = 250;

/**
 * The devnet's embedded SQLite (sql.js, WASM) with versioned migrations, persisted by exporting the
 * whole database to one file, atomically (write a temporary file, then rename).
 */
export class DevnetDatabase {
  private readonly statements = new Map<string, Statement>();
  private persistTimer: NodeJS.Timeout | null = null;
  private closed = false;

  private constructor(
    private readonly db: Database,
    private readonly file: string | null,
  ) {}

  /** Open (or create) the store in `dataDir` (`null` keeps it in memory) and migrate it. */
  static async open(dataDir: string | null): Promise<DevnetDatabase> {
    const SQL = await initSqlJs();
    const file = dataDir ? join(dataDir, 'gateway.sqlite') : null;
    const bytes = file && existsSync(file) ? readFileSync(file) : undefined;
    const store = new DevnetDatabase(new SQL.Database(bytes), file);
    store.migrate();
    return store;
  }

  /** The schema version the store is at. */
  get schemaVersion(): number {
    return Number(this.get('SELECT version FROM schema_version')?.version ?? 0);
  }

  private migrate(): void {
    this.db.run('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
    if (!this.get('SELECT version FROM schema_version'))
      this.db.run('INSERT INTO schema_version VALUES (0)');
    const from = this.schemaVersion;
    for (let v = from; v < MIGRATIONS.length; v++) {
      this.transaction(() => {
        this.db.exec(MIGRATIONS[v]!);
        this.db.run('UPDATE schema_version SET version = ?', [v + 1]);
      });
    }
    if (from !== MIGRATIONS.length) this.persistNow();
  }

  private statement(sql: string): Statement {
    let stmt = this.statements.get(sql);
    if (!stmt) {
      stmt = this.db.prepare(sql);
      this.statements.set(sql, stmt);
    }
    return stmt;
  }

  /** All rows of a query. */
  all(sql: string, params: Params = []): Row[] {
    const stmt = this.statement(sql);
    try {
      stmt.bind(params as SqlValue[]);
      const rows: Row[] = [];
      while (stmt.step()) rows.push(stmt.getAsObject() as Row);
      return rows;
    } finally {
      stmt.reset();
    }
  }

  /** The first row of a query, or undefined. */
  get(sql: string, params: Params = []): Row | undefined {
    return this.all(sql, params)[0];
  }

  /** Run a statement that changes data; schedules a persist. Returns the number of changed rows. */
  run(sql: string, params: Params = []): number {
    const stmt = this.statement(sql);
    stmt.run(params as SqlValue[]);
    this.schedulePersist();
    return this.db.getRowsModified();
  }

  /** Run `fn` in one SQLite transaction (all or nothing). */
  transaction<T>(fn: () => T): T {
    this.db.run('BEGIN');
    try {
      const result = fn();
      this.db.run('COMMIT');
      this.schedulePersist();
      return result;
    } catch (error) {
      this.db.run('ROLLBACK');
      throw error;
    }
  }

  /** A key/value setting (indexer cursor, chain fingerprint, …). */
  getMeta(key: string): string | null {
    const row = this.get('SELECT value FROM meta WHERE key = ?', [key]);
    return row ? String(row.value) : null;
  }

  /** Store a key/value setting. */
  setMeta(key: string, value: string): void {
    this.run(
      'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
      [key, value],
    );
  }

  private schedulePersist(): void {
    if (!this.file || this.persistTimer || this.closed) return;
    this.persistTimer = setTimeout(() => {
      this.persistTimer = null;
      this.persistNow();
    }, PERSIST_DELAY_MS);
  }

  /** Write the database file now (atomically). */
  persistNow(): void {
    if (!this.file || this.closed) return;
    if (this.persistTimer) clearTimeout(this.persistTimer);
    this.persistTimer = null;
    mkdirSync(dirname(this.file), { recursive: true });
    const tmp = `${this.file}.${process.pid}.tmp`;
    const bytes = this.db.export();
    // sql.js frees every prepared statement on export: forget the cached ones.
    this.statements.clear();
    writeFileSync(tmp, bytes);
    renameSync(tmp, this.file);
  }

  /** Persist and release the database. */
  close(): void {
    if (this.closed) return;
    this.persistNow();
    this.closed = true;
    for (const stmt of this.statements.values()) stmt.free();
    this.statements.clear();
    this.db.close();
  }
}

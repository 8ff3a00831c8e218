// Wraps a Kysely dialect so that every query, on either database, reports to the database's
// condition and turns the database's own failures into typed errors (databaseFaults.ts).
//
// It also keeps the first failure of a transaction as its cause. SQLite rolls a transaction back by
// itself when the disk fills, and a PostgreSQL session that was cut has nothing left to roll back:
// Kysely's ROLLBACK then fails ("cannot rollback - no transaction is active", "not queryable") and
// that second error replaced the first, so the log said "cannot rollback" where it should have
// said "database or disk is full".
import {
  DeleteQueryNode,
  InsertQueryNode,
  MergeQueryNode,
  UpdateQueryNode,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { DatabaseCondition } from './databaseCondition.js';
import { databaseFaultOf, faultError } from './databaseFaults.js';

const storesData = (query: CompiledQuery) =>
  InsertQueryNode.is(query.query) ||
  UpdateQueryNode.is(query.query) ||
  DeleteQueryNode.is(query.query) ||
  MergeQueryNode.is(query.query);

class FaultAwareConnection implements DatabaseConnection {
  /** Inside a transaction: whether it changed data yet. Outside one: undefined. */
  transaction: { stores: boolean } | undefined;
  /** The transaction already failed for a database fault, so a failed ROLLBACK adds nothing. */
  faulted = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly report: Reporter,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.report.run(this, () => this.inner.executeQuery<R>(query));
    const stores = storesData(query);
    if (this.transaction) this.transaction.stores ||= stores;
    else this.report.condition.succeeded(stores);
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class Reporter {
  constructor(readonly condition: DatabaseCondition) {}

  /** Runs `work`; a database fault is recorded and rethrown as its typed error, anything else as it is. */
  async run<T>(connection: FaultAwareConnection | undefined, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const fault = databaseFaultOf(error);
      if (fault === undefined) throw error;
      this.condition.failed(fault, error);
      if (connection) connection.faulted = true;
      throw faultError(fault, error);
    }
  }
}

class FaultAwareDriver implements Driver {
  private readonly report: Reporter;

  constructor(
    private readonly inner: Driver,
    condition: DatabaseCondition,
  ) {
    this.report = new Reporter(condition);
  }

  init(): Promise<void> {
    return this.report.run(undefined, () => this.inner.init());
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.report.run(undefined, () => this.inner.acquireConnection());
    return new FaultAwareConnection(connection, this.report);
  }

  async beginTransaction(connection: FaultAwareConnection, settings: TransactionSettings): Promise<void> {
    connection.faulted = false;
    await this.report.run(connection, () => this.inner.beginTransaction(connection.inner, settings));
    connection.transaction = { stores: false };
  }

  async commitTransaction(connection: FaultAwareConnection): Promise<void> {
    const stores = connection.transaction?.stores ?? false;
    connection.transaction = undefined;
    await this.report.run(connection, () => this.inner.commitTransaction(connection.inner));
    this.report.condition.succeeded(stores);
  }

  async rollbackTransaction(connection: FaultAwareConnection): Promise<void> {
    connection.transaction = undefined;
    try {
      await this.inner.rollbackTransaction(connection.inner);
    } catch (error) {
      // The fault already ended the transaction; its error is the one the caller rethrows.
      if (connection.faulted) return;
      throw error;
    }
  }

  releaseConnection(connection: FaultAwareConnection): Promise<void> {
    return this.inner.releaseConnection(connection.inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

export function faultAwareDialect(inner: Dialect, condition: DatabaseCondition): Dialect {
  return {
    createAdapter: () => inner.createAdapter(),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createIntrospector: (db) => inner.createIntrospector(db),
    createDriver: () => new FaultAwareDriver(inner.createDriver(), condition),
  };
}

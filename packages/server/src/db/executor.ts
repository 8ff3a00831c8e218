// What a query runs on: the database itself or a transaction of it. Every area's repository takes
// one, so the same query serves a single statement and a step of a larger write.
import type { Db } from './database.js';

export type Executor = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom'>;

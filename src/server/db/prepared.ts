/**
 * A statement the server runs on most requests, prepared once per database: PostgreSQL then
 * plans it once a connection instead of on every request (decision 088 measured the bell).
 */
import type { Db } from "./client";

export function preparedOncePerDatabase<Q>(prepare: (db: Db) => Q): (db: Db) => Q {
  const prepared = new WeakMap<Db, Q>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) prepared.set(db, (query = prepare(db)));
    return query;
  };
}

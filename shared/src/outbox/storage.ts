import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { type OutboxEntry, type OutboxStorage } from './types';

/** IndexedDB database of the outbox (one per origin; entries carry their owner). */
export const OUTBOX_DB = 'hub-outbox';
const STORE = 'entries';

interface OutboxDb extends DBSchema {
  entries: { key: number; value: OutboxEntry; indexes: { owner: string } };
}

/**
 * The outbox in IndexedDB (through `idb`): each write is its own transaction, committed before the write is sent, so
 * a reload, a closed tab or a restarted phone finds it. Ids come from the store's key generator: the replay order.
 */
export function indexedDbStorage(name = OUTBOX_DB): OutboxStorage {
  let db: Promise<IDBPDatabase<OutboxDb>> | null = null;
  const open = () => {
    db ??= openDB<OutboxDb>(name, 1, {
      upgrade(d) {
        const store = d.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
        store.createIndex('owner', 'owner');
      },
    });
    return db;
  };
  return {
    async add(entry) {
      return (await open()).add(STORE, entry as OutboxEntry);
    },
    async list(owner) {
      // The owner index returns rows in key order within one owner: the order writes were made.
      return (await open()).getAllFromIndex(STORE, 'owner', owner);
    },
    async put(entry) {
      await (await open()).put(STORE, entry);
    },
    async remove(id) {
      await (await open()).delete(STORE, id);
    },
    async clear(owner) {
      const tx = (await open()).transaction(STORE, 'readwrite');
      for (let cursor = await tx.store.index('owner').openCursor(owner); cursor; cursor = await cursor.continue()) await cursor.delete();
      await tx.done;
    },
  };
}

/** Entries in memory: where IndexedDB is missing (tests, a browser that blocks it); gone with the page. */
export function memoryStorage(): OutboxStorage {
  const rows = new Map<number, OutboxEntry>();
  let next = 1;
  const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
  return {
    async add(entry) {
      const id = next++;
      rows.set(id, copy({ ...entry, id } as OutboxEntry));
      return id;
    },
    async list(owner) {
      return [...rows.values()]
        .filter((e) => e.owner === owner)
        .sort((a, b) => a.id - b.id)
        .map(copy);
    },
    async put(entry) {
      rows.set(entry.id, copy(entry));
    },
    async remove(id) {
      rows.delete(id);
    },
    async clear(owner) {
      for (const [id, e] of rows) if (e.owner === owner) rows.delete(id);
    },
  };
}

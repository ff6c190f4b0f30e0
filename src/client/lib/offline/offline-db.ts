/**
 * The browser's own database for what must survive a reload without a network: entries logged
 * offline (the outbox) and the last answers the app needs to open offline (snapshots). Used by
 * the page and by the service worker, so it touches nothing but IndexedDB.
 */
const DB_NAME = 'coach-logbook-offline';
const DB_VERSION = 1;
export const OUTBOX = 'outbox';
export const SNAPSHOTS = 'snapshots';

let opening: Promise<IDBDatabase> | null = null;

function openDatabase(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore(OUTBOX, { keyPath: 'id' }).createIndex('userId', 'userId');
      db.createObjectStore(SNAPSHOTS, { keyPath: 'key' }).createIndex('userId', 'userId');
    };
    request.onsuccess = () => {
      // Another tab upgrading the schema needs this connection gone.
      request.result.onversionchange = () => {
        request.result.close();
        opening = null;
      };
      resolve(request.result);
    };
    request.onerror = () => {
      opening = null;
      reject(request.error ?? new Error('IndexedDB could not be opened'));
    };
  });
  return opening;
}

/** Runs `work` in one transaction and resolves with its request's result once the transaction commits. */
export async function inStore<Result>(
  store: string,
  mode: IDBTransactionMode,
  work: (objectStore: IDBObjectStore) => IDBRequest<Result> | void,
): Promise<Result | undefined> {
  const db = await openDatabase();
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(store, mode);
    const request = work(transaction.objectStore(store));
    transaction.oncomplete = () => resolve(request ? request.result : undefined);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** Deletes every row of `store` that belongs to `userId`. */
export function deleteForUser(store: string, userId: string) {
  return inStore(store, 'readwrite', (objectStore) => {
    const cursor = objectStore.index('userId').openCursor(IDBKeyRange.only(userId));
    cursor.onsuccess = () => {
      if (!cursor.result) return;
      cursor.result.delete();
      cursor.result.continue();
    };
  });
}

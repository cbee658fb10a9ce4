/**
 * The encryption of conversations a visitor keeps on this phone (docs/decisions/053).
 * AES-GCM with a key made on this device as non-extractable: the browser uses it for
 * this site but will not hand its bytes to any script, and it lives in IndexedDB
 * (`device-keys`), apart from the text in local storage. Whoever opens the phone's
 * storage sees ciphertext under a neutral name. It does not stop someone who runs
 * code in this site's own page; that is what deleting the history is for.
 */
import { DATABASE_NAMES } from "@shared/constants";

export interface ChatSeal {
  close(plain: string): Promise<string>;
  open(sealed: string): Promise<string>;
}

export interface KeyStore {
  get(): Promise<CryptoKey | undefined>;
  put(key: CryptoKey): Promise<void>;
}

const VERSION = "v1";
const IV_BYTES = 12;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (character) => character.charCodeAt(0));

export function sealWith(key: CryptoKey): ChatSeal {
  return {
    async close(plain) {
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const sealed = await crypto.subtle.encrypt(
        { name: "AES-GCM", iv },
        key,
        new TextEncoder().encode(plain),
      );
      return `${VERSION}.${toBase64(iv)}.${toBase64(new Uint8Array(sealed))}`;
    },
    async open(sealed) {
      const [version, iv, data] = sealed.split(".");
      if (version !== VERSION || !iv || !data) throw new Error("Not a sealed value");
      const plain = await crypto.subtle.decrypt(
        { name: "AES-GCM", iv: fromBase64(iv) },
        key,
        fromBase64(data),
      );
      return new TextDecoder().decode(plain);
    },
  };
}

/** Loads this device's key, or makes one the first time. */
export async function sealFrom(keys: KeyStore): Promise<ChatSeal> {
  let key = await keys.get();
  if (!key) {
    key = await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);
    await keys.put(key);
  }
  return sealWith(key);
}

const STORE = "keys";
const CHAT_KEY = "chat";

function request<T>(run: (store: IDBObjectStore) => IDBRequest<T>, mode: IDBTransactionMode): Promise<T> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(DATABASE_NAMES.deviceKeys, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
    opening.onerror = () => reject(opening.error ?? new Error("Key store unavailable"));
    opening.onsuccess = () => {
      const db = opening.result;
      // Sign-out or a quick exit deletes the database: let go of it.
      db.onversionchange = () => db.close();
      const transaction = db.transaction(STORE, mode);
      const result = run(transaction.objectStore(STORE));
      transaction.oncomplete = () => {
        db.close();
        resolve(result.result);
      };
      transaction.onerror = transaction.onabort = () => {
        db.close();
        reject(transaction.error ?? new Error("Key store failed"));
      };
    };
  });
}

/** The key in IndexedDB: a CryptoKey is stored as itself, still non-extractable. */
export const indexedDbKeyStore: KeyStore = {
  get: () => request((store) => store.get(CHAT_KEY) as IDBRequest<CryptoKey | undefined>, "readonly"),
  put: async (key) => void (await request((store) => store.put(key, CHAT_KEY), "readwrite")),
};

/** This device's seal. */
export const openChatSeal = (): Promise<ChatSeal> => sealFrom(indexedDbKeyStore);

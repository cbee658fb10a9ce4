import type { Env } from "./env";
import type { Database, Db } from "./db/client";
import type { Logger } from "./logger";
import type { Auth } from "./auth/auth";
import type { Messaging } from "./adapters/messaging";
import type { FieldCipher } from "./security/encryption";
import type { NameKeysForm } from "./security/name-keys-form";
import type { EventBus } from "./realtime/bus";
import type { Notify } from "./features/notifications/create-notification";
import type { PushAdapter } from "./adapters/push";

/** Everything a feature needs from the outside world, passed down from main.ts (or a test). */
export interface AppDeps {
  env: Env;
  database: Database;
  db: Db;
  logger: Logger;
  auth: Auth;
  messaging: Messaging;
  cipher: FieldCipher;
  bus: EventBus;
  /** The server's clock; tests move it. */
  now: () => Date;
  /** Only with TEST_CLOCK: moves `now` forward for end-to-end tests. */
  testClock?: { advance(ms: number): void };
  /** Web Push with the server's VAPID keys. */
  push: PushAdapter;
  /** Whether every stored name is indexed by pairs of its words yet (decision 092). */
  nameKeysForm: NameKeysForm;
  /** Creates an in-app notification (and its push); features reach each other through deps. */
  notify: Notify;
}

/**
 * Builds the application's dependencies from the configuration: database (migrated),
 * secrets, adapters, accounts and the event bus. main.ts and the tests both use it, so
 * tests run the real wiring against an in-memory PGlite (or DATABASE_URL).
 */
import type { Env } from "./env";
import { openDatabase, type DatabaseTarget } from "./db/client";
import type { Logger } from "./logger";
import { loadSecrets } from "./security/secrets";
import { createFieldCipher, parseEncryptionKey } from "./security/encryption";
import { prepareSealedColumns } from "./security/seal-rows";
import { PAIRS_SLICE_AT_START_UP_MS, createNameKeysForm, indexNamesByPairs } from "./security/name-keys-form";
import { createMessaging } from "./adapters/messaging";
import { createAuth, type PasswordHashing } from "./auth/auth";
import { createEventBus } from "./realtime/bus";
import type { AppDeps } from "./deps";
import { createNotifier } from "./features/notifications/create-notification";
import { createUserPush } from "./features/notifications/send-user-push";
import { createPushAdapter } from "./adapters/push";

export function databaseTarget(env: Env): DatabaseTarget {
  return env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL }
    : { kind: "pglite", dataDir: env.dataDir };
}

export async function createDeps(
  env: Env,
  logger: Logger,
  options: { target?: DatabaseTarget; now?: () => Date; passwordHashing?: PasswordHashing } = {},
): Promise<AppDeps> {
  const database = await openDatabase(options.target ?? databaseTarget(env), { logger });
  try {
    const { db } = database;
    const secrets = await loadSecrets(db, { authSecret: env.AUTH_SECRET, encryptionKey: env.ENCRYPTION_KEY });
    const cipher = createFieldCipher(
      parseEncryptionKey(secrets.encryptionKey),
      env.ENCRYPTION_KEY_PREVIOUS
        ? parseEncryptionKey(env.ENCRYPTION_KEY_PREVIOUS, "ENCRYPTION_KEY_PREVIOUS")
        : null,
    );
    const { encrypted } = await prepareSealedColumns(db, cipher);
    if (encrypted > 0)
      logger.info({ rows: encrypted }, "rows stored in clear by an earlier version are now encrypted");
    // A first slice of the names' pairs (on a small database, all of them); the scheduler
    // goes on with the rest, and the search intersects words until it is done.
    const names = await indexNamesByPairs({ db, cipher }, PAIRS_SLICE_AT_START_UP_MS);
    if (!names.done) logger.info("names are being indexed by pairs of words, beside the server's work");
    const baseClock = options.now ?? (() => new Date());
    const testClock = env.TEST_CLOCK ? createMovableClock(baseClock) : undefined;
    const now = testClock?.now ?? baseClock;
    const messaging = createMessaging(db, cipher, logger, {
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      siteName: env.SITE_NAME,
      smsDailyLimit: env.SMS_DAILY_LIMIT,
      now,
      ...(env.AT_USERNAME && env.AT_API_KEY
        ? {
            africasTalking: {
              username: env.AT_USERNAME,
              apiKey: env.AT_API_KEY,
              senderId: env.AT_SENDER_ID,
              baseUrl: env.AT_BASE_URL,
            },
          }
        : {}),
    });
    const auth = createAuth({
      db,
      secret: secrets.authSecret,
      publicUrl: env.publicUrl,
      siteName: env.SITE_NAME,
      isProduction: env.isProduction,
      messaging,
      logger,
      sessionMaxAgeDays: env.SESSION_MAX_AGE_DAYS,
      passwordHashing: options.passwordHashing,
    });
    const push = await createPushAdapter({ db, env, logger });
    const sendUserPush = createUserPush({ db, push, siteName: env.SITE_NAME, logger });
    const bus = createEventBus(database, logger);
    await bus.start();
    return {
      env,
      database,
      db,
      logger,
      auth,
      messaging,
      cipher,
      bus,
      now,
      ...(testClock ? { testClock } : {}),
      push,
      notify: createNotifier({ db, cipher, bus, logger, now, push: sendUserPush }),
      nameKeysForm: createNameKeysForm(db),
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** A clock plus an offset that only grows: moving it never runs time backwards. */
function createMovableClock(base: () => Date) {
  let offsetMs = 0;
  return {
    now: () => new Date(base().getTime() + offsetMs),
    advance(ms: number) {
      offsetMs += Math.max(0, ms);
    },
  };
}

export async function closeDeps(deps: AppDeps): Promise<void> {
  await deps.bus.stop();
  await deps.database.close();
}

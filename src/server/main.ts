/**
 * Process entry: configuration, database, migrations, demo seed, HTTP server, and a
 * clean shutdown on SIGINT/SIGTERM (PGlite must close cleanly to keep its files sound).
 */
import { loadEnv, EnvError } from "./env";
import { createLogger } from "./logger";
import { createDeps, closeDeps } from "./bootstrap";
import { createServerApp } from "./server-app";
import { seedDemo } from "./db/seed";
import { DataDirLockedError } from "./db/data-dir-lock";
import { startServerErrorReporting } from "./adapters/error-reporting";
import { createBootstrapInvite } from "./features/admin-provision/create-bootstrap-invite";
import { startScheduler } from "./scheduler";
import { listen } from "./http/listen";

function say(line = "") {
  process.stdout.write(`${line}\n`);
}

async function main() {
  const env = loadEnv();
  const logger = createLogger({ level: env.LOG_LEVEL });
  // Only with SENTRY_DSN set: otherwise the SDK is not even loaded.
  if (await startServerErrorReporting(env)) logger.info("error reporting is on");
  const deps = await createDeps(env, logger);

  const seeded = env.SEED_DEMO ? await seedDemo(deps) : null;
  // While no admin exists, a one-time link creates the first one (decision 026).
  const provisionLink = await createBootstrapInvite(deps);
  const app = await createServerApp(deps);

  const scheduler = startScheduler(deps);
  const server = listen(app.fetch, { port: env.PORT, hostname: env.HOST }, (info) => {
    const url = env.PUBLIC_URL ?? `http://localhost:${info.port}`;
    say();
    say(`  ${env.SITE_NAME} is running at ${url}`);
    say(`  Database: ${deps.database.engine === "pglite" ? `embedded (${env.dataDir})` : "PostgreSQL"}`);
    if (seeded) {
      say();
      say("  Demo accounts (shown once; also saved in DATA_DIR/demo-accounts.txt):");
      for (const account of seeded)
        say(
          `    ${account.label.padEnd(26)} ${account.email.padEnd(28)} ${account.password}${account.totpSecret ? `  TOTP key ${account.totpSecret}` : ""}`,
        );
      say(
        `  Sign in at ${url}/portal; admins then type a code from an authenticator app set up with their key`,
      );
    } else if (env.SEED_DEMO && !env.DATABASE_URL) {
      say(`  Demo accounts: see ${env.dataDir}/demo-accounts.txt; sign in at ${url}/portal`);
    }
    if (provisionLink) {
      say();
      say("  No administrator yet. Open this one-time link (valid 24 hours) to create the first one:");
      say(`    ${provisionLink}`);
      say("  Or from a shell: npm run admin:create -- --email E --password P --region R");
    }
    say();
  });

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    server.close();
    await scheduler.stop();
    await closeDeps(deps);
    process.exit(0);
  }
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    process.stderr.write(`\n${error.message}\n\n`);
    process.exit(1);
  }
  process.stderr.write(
    `Could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});

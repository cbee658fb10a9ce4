/**
 * A throwaway PostgreSQL cluster on loopback, in a temporary folder, for the commands that
 * measure the real server against a real database (npm run chaos, npm run bench), and a
 * signed-in person on that server. Needs Debian's PostgreSQL packages
 * (`apt-get install postgresql`); as root, the cluster runs as the `postgres` user.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { HOST } from "./app-server";

const run = promisify(execFile);

/** The cluster, or the person on it, could not be set up: said as is. */
export class ClusterError extends Error {}

function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/** The newest of Debian's PostgreSQL versions (`ls -d /usr/lib/postgresql/x/bin | sort -V | tail -1`). */
export function postgresBin(): string {
  let versions: string[] = [];
  try {
    versions = readdirSync("/usr/lib/postgresql").filter((name) => /^\d+(\.\d+)?$/.test(name));
  } catch {
    // Not installed: said below.
  }
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!newest) throw new ClusterError("No PostgreSQL in /usr/lib/postgresql: apt-get install postgresql");
  return join("/usr/lib/postgresql", newest, "bin");
}

/**
 * A PostgreSQL cluster of its own, on loopback: in a temporary folder removed by destroy(),
 * or in a kept folder (`keepIn`) that a later run starts again with its data.
 */
export class Cluster {
  readonly dir: string;
  readonly data: string;
  readonly log: string;
  private started = false;
  private readonly asRoot = process.getuid?.() === 0;
  private readonly kept: boolean;

  constructor(
    private readonly bin: string,
    readonly port: number,
    options: { keepIn?: string } = {},
  ) {
    this.kept = options.keepIn !== undefined;
    if (options.keepIn) mkdirSync(options.keepIn, { recursive: true });
    this.dir = options.keepIn ?? mkdtempSync(join(tmpdir(), "pg-cluster-"));
    this.data = join(this.dir, "data");
    this.log = join(this.dir, "postgres.log");
  }

  get url() {
    return `postgres://postgres@${HOST}:${this.port}/postgres`;
  }

  /** Runs a PostgreSQL program; as root, as the postgres user (initdb refuses root). */
  private async pg(program: string, args: string[]) {
    const command = [join(this.bin, program), ...args];
    if (this.asRoot) await run("su", ["postgres", "-c", command.map(shellQuote).join(" ")]);
    else await run(command[0]!, command.slice(1));
  }

  /** Starts the cluster, creating it first unless a kept folder holds one; `settings` as `-c name=value`. */
  async start(settings: Record<string, string | number> = {}) {
    if (this.asRoot) {
      const id = async (flag: string) => Number((await run("id", [flag, "postgres"])).stdout.trim());
      chownSync(this.dir, await id("-u"), await id("-g"));
    }
    if (!existsSync(join(this.data, "PG_VERSION")))
      await this.pg("initdb", ["-D", this.data, "-A", "trust", "-U", "postgres", "--no-sync"]);
    const extra = Object.entries(settings).map(([name, value]) => ` -c ${name}=${value}`);
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=${HOST}${extra.join("")}`;
    await this.pg("pg_ctl", ["-D", this.data, "-o", options, "-l", this.log, "-w", "start"]);
    this.started = true;
  }

  /** What an operator's restart does: open connections are ended (57P01), then it is back. */
  async restart() {
    await this.pg("pg_ctl", ["-D", this.data, "-l", this.log, "-m", "fast", "-w", "-t", "60", "restart"]);
  }

  /** Stops the cluster; a temporary one is removed, a kept one stays for the next run. */
  async destroy() {
    const mode = this.kept ? "fast" : "immediate";
    if (this.started) await this.pg("pg_ctl", ["-D", this.data, "-m", mode, "stop"]).catch(() => {});
    this.started = false;
    if (!this.kept) rmSync(this.dir, { recursive: true, force: true });
  }

  async query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: this.url });
    client.on("error", () => {});
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end().catch(() => {});
    }
  }
}

/**
 * A person who signed up and confirmed their address (the link in the e-mail is played
 * here by the database), then signed in: their session cookie.
 */
export async function signedInUser(url: string, cluster: Cluster): Promise<{ id: string; cookie: string }> {
  const email = `bench-${randomBytes(6).toString("hex")}@example.com`;
  const password = `bench ${randomBytes(18).toString("base64url")} run`;
  const send = (path: string, body: unknown) =>
    fetch(`${url}/api/auth/${path}`, {
      method: "POST",
      headers: { origin: url, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const signUp = await send("sign-up/email", { name: "Bench Run", email, password });
  if (!signUp.ok) throw new ClusterError(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  await cluster.query(`update "user" set email_verified = true where email = $1`, [email]);
  const signIn = await send("sign-in/email", { email, password });
  if (!signIn.ok) throw new ClusterError(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const body = (await signIn.json()) as { user: { id: string } };
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { id: body.user.id, cookie };
}

/**
 * npm run admin:create -- --email E --password P --region R [--name N] [--lead]
 *
 * Creates an admin account, or promotes an existing account, for a region (kampala,
 * masaka, mbarara, fort_portal); a lead admin with --lead, and always when the deployment
 * has no lead yet (decision 063). On a fresh data directory it migrates first. The
 * embedded database serves one process at a time, so while a server holds it this says
 * so; with PostgreSQL (DATABASE_URL) it works beside running servers.
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import { REGIONS } from "@shared/constants";
import { judgeNewPassword } from "../src/server/auth/password-strength";
import { loadEnv } from "../src/server/env";
import { createLogger } from "../src/server/logger";
import { createDeps, closeDeps } from "../src/server/bootstrap";
import { createOrPromoteAdmin } from "../src/server/features/admin-provision/create-or-promote-admin";
import { fail, failWith } from "./lib/command";

const USAGE = `Usage: npm run admin:create -- --email E --password P --region R [--name N] [--lead]
  region: ${REGIONS.join(", ")}
  --lead: may invite, move and remove admins (the first admin always does)`;

const argsSchema = z.object({
  email: z.email("--email must be an e-mail address").transform((value) => value.toLowerCase()),
  password: z.string("--password is required"),
  region: z.enum(REGIONS, `--region must be one of ${REGIONS.join(", ")}`),
  name: z.string().trim().min(1).max(120).optional(),
  lead: z.boolean().optional(),
});

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      region: { type: "string" },
      name: { type: "string" },
      lead: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) fail(`${parsed.error.issues.map((issue) => issue.message).join("\n")}\n\n${USAGE}`);
  const input = parsed.data;
  // The server's own rule (length, identity, guessability), said before anything is made.
  const { problem } = judgeNewPassword(input.password, [input.email, input.name]);
  if (problem)
    fail(
      `--password is not accepted (${problem.replace(/_/g, " ")}). Use 8 or more characters; a long phrase is best.`,
    );

  const env = loadEnv();
  const logger = createLogger({ level: "warn" });
  const deps = await createDeps(env, logger);
  try {
    const { created, lead } = await createOrPromoteAdmin(deps, input);
    console.log(
      `${created ? "Created" : "Promoted"} ${input.email} as ${lead ? "a lead admin" : "an admin"} for ${input.region}. ` +
        "They see the region's cases once they turn on two-step sign-in (Settings).",
    );
  } finally {
    await closeDeps(deps);
  }
}

main().catch((error: unknown) => failWith("create the admin", error));

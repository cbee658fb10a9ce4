// Which files of a feature other features may import (decision 084). A feature's other files
// are its own: the linter refuses an import of them from anywhere outside the feature, and
// refuses any import from features/, pages/ or components/ back into the web's app/.
import { readdirSync } from "node:fs";

/** Server features: the operations other features call by name. */
export const serverEntryPoints = {
  account: ["phone-account.ts", "export-my-data.ts", "delete-account.ts"],
  cases: [
    "case-team.ts",
    "file-into-case.ts",
    "case-summaries.ts",
    "case-actions.ts",
    "case-thread.ts",
    "close-client-cases.ts",
  ],
  "chat-history": ["list-chat-sessions.ts"],
  contact: ["signed-in-sender.ts", "create-contact-message.ts"],
  inbox: ["triage.ts", "triage-columns.ts", "publish-inbox-change.ts", "change-application-status.ts"],
  notifications: ["create-notification.ts"],
  // The bell lists, counts and marks read the reminders' rings (decision 094).
  reminders: ["send-due-reminders.ts", "bell-rings.ts"],
  sms: ["sms-contacts.ts", "check-ins.ts", "erase-number.ts"],
  team: ["team-scope.ts", "list-team-invites.ts"],
};

/** Web features: what pages and other features may use. */
export const webEntryPoints = {
  account: ["api.ts"],
  "admin-provision": ["api.ts"],
  // The account fields: their inputs, the rules a new account is checked by (sign-up,
  // provisioning), and the form hook that words Better Auth's refusals (the settings' changes).
  auth: [
    "components/account-inputs.tsx",
    "components/sms-code-field.tsx",
    "lib/auth-form.ts",
    "lib/auth-schemas.ts",
  ],
  // A part of a page loaded when it is needed, as pages are (offline: the offline page).
  offline: ["page-code.ts"],
  services: ["service-catalog.ts", "components/lazy-service-modal.tsx"],
};

const featuresOf = (folder) =>
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** One zone per feature: everything under features/ is closed to it but its own folder and the others' entry points. */
function featureZones(side, entryPoints) {
  const root = `./src/${side}/features`;
  return featuresOf(root).map((feature) => ({
    target: `${root}/${feature}`,
    from: root,
    except: [
      `./${feature}`,
      ...Object.entries(entryPoints)
        .filter(([owner]) => owner !== feature)
        .flatMap(([owner, files]) => files.map((file) => `./${owner}/${file}`)),
    ],
    message: `A feature imports another only through its entry points (lint/feature-boundaries.js).`,
  }));
}

export const importZones = [
  ...featureZones("server", serverEntryPoints),
  ...featureZones("web", webEntryPoints),
  {
    target: ["./src/web/features", "./src/web/pages", "./src/web/components", "./src/web/lib"],
    from: "./src/web/app",
    message: "app/ composes the rest; nothing imports back into it (shared page parts live in components/).",
  },
];

// The boundaries of decision 084 are the linter's, not the docs' alone: each probe below is
// linted as if it were a file of the tree.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string, rule = "import/no-restricted-paths") {
  const [result] = await eslint.lintText(`${code}\nexport const probe = value;\n`, { filePath });
  return result!.messages.filter((message) => message.ruleId === rule);
}

describe("feature boundaries", () => {
  it("refuses a server feature importing another's own file", async () => {
    const errors = await boundaryErrors(
      "src/server/features/cases/probe.ts",
      'import { dayOfChoice as value } from "../sms/ussd-menu";',
    );
    expect(errors.map((error) => error.message)).toEqual([
      expect.stringContaining("only through its entry points"),
    ]);
  });

  it("lets a server feature import another's entry point", async () => {
    const errors = await boundaryErrors(
      "src/server/features/cases/probe.ts",
      'import { findContact as value } from "../sms/sms-contacts";',
    );
    expect(errors).toEqual([]);
  });

  it("refuses a web feature importing another's own file, by alias or by path", async () => {
    for (const source of ["@web/features/cases/hooks/use-case-actions", "../cases/hooks/use-case-actions"]) {
      const errors = await boundaryErrors(
        "src/web/features/home/probe.ts",
        `import { useCaseActions as value } from "${source}";`,
      );
      expect(errors, source).toHaveLength(1);
    }
  });

  it("refuses an import back into app/ from a page, a feature or a component", async () => {
    for (const filePath of [
      "src/web/pages/probe.tsx",
      "src/web/features/home/probe.tsx",
      "src/web/components/page/probe.tsx",
    ]) {
      const errors = await boundaryErrors(
        filePath,
        'import { SiteHeader as value } from "@web/app/layout/site-header";',
      );
      expect(
        errors.map((error) => error.message),
        filePath,
      ).toEqual([expect.stringContaining("app/ composes the rest")]);
    }
  });

  it("lets app/ import pages, features and components", async () => {
    const errors = await boundaryErrors(
      "src/web/app/probe.tsx",
      'import { PageHeader as value } from "@web/components/page/page-header";',
    );
    expect(errors).toEqual([]);
  });

  it("reads the router only through lib/router, which alone imports the library", async () => {
    const rule = "@typescript-eslint/no-restricted-imports";
    const code = 'import { Link as value } from "wouter";';
    const elsewhere = await boundaryErrors("src/web/features/home/probe.tsx", code, rule);
    expect(elsewhere.map((error) => error.message)).toEqual([expect.stringContaining("@web/lib/router")]);
    expect(await boundaryErrors("src/web/lib/router.tsx", code, rule)).toEqual([]);
  });
});

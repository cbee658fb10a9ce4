import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { STOCK_IMAGES } from "@shared/api/images";
import { ARTICLES, CATEGORIES, stockImageFor } from "./articles";

const strings = (language: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../../locales/${language}/education.json`), "utf8"));

describe("education articles", () => {
  it("cover every category of spec section 3", () => {
    expect(new Set(ARTICLES.map((article) => article.category))).toEqual(new Set(CATEGORIES));
  });

  it.each(["en", "sw", "lg"])("are written in full in %s, each with its sources", (language) => {
    const { articles, categories } = strings(language);
    for (const category of CATEGORIES) expect(categories[category]).toBeTruthy();
    for (const { id } of ARTICLES) {
      const article = articles[id];
      expect(article.title, id).toBeTruthy();
      expect(article.summary, id).toBeTruthy();
      expect(article.body.length, id).toBeGreaterThanOrEqual(3);
      expect(article.sources, id).toMatch(/WHO|Wizara ya Afya|Ministry of Health/);
    }
  });

  it("search for illustrations with everyday words only: the query sits in a URL", () => {
    for (const { imageQuery } of ARTICLES) {
      expect(imageQuery).not.toMatch(
        /hiv|aids|virus|prep|pep|art\b|antiretro|sex|test|condom|clinic hiv|std|sti/i,
      );
      expect(imageQuery.length).toBeLessThanOrEqual(100);
    }
  });

  it("each have a shipped stock image", () => {
    for (const article of ARTICLES) expect(STOCK_IMAGES).toContain(stockImageFor(article));
  });
});

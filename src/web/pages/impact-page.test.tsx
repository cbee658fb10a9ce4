import { beforeAll, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import type { ImpactFigures } from "@shared/api/impact";
import { fakeServer, renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { STATED_IMPACT_FIGURES } from "@web/test/expected-content";
import ImpactPage from "./impact-page";

beforeAll(useEnglishStrings);

const COUNTED_AT = "2026-03-11T21:30:00.000Z"; // 00:30 on 12 March in Kampala
const TOO_FEW: ImpactFigures = {
  peopleServed: null,
  applicationsCompleted: null,
  averageRating: null,
  ratingsCount: null,
  countedAt: COUNTED_AT,
};

function renderPage(figures: ImpactFigures) {
  const server = fakeServer();
  server.on("GET", "/api/impact", () => ({ json: figures }));
  server.on("GET", "/api/me", () => ({
    status: 401,
    json: { error: { code: "unauthorized", message: "" } },
  }));
  renderWithApp(<ImpactPage />, { route: "/impact" });
  return {
    stated: screen.getByRole("region", { name: "What the service reports" }),
    counted: screen.getByRole("region", { name: "Counted from our records" }),
  };
}

describe("ImpactPage", () => {
  it("shows the programme's stated figures under their own heading, apart from the counted ones", async () => {
    const { stated, counted } = renderPage(TOO_FEW);
    expect(stated).toHaveTextContent("These are the programme's stated results");
    for (const [value, label] of STATED_IMPACT_FIGURES) {
      const figure = within(stated).getByText(label).closest("li");
      expect(figure).toHaveTextContent(value);
      expect(counted).not.toHaveTextContent(label);
    }
    expect(screen.getAllByRole("heading").map((heading) => heading.tagName)).toEqual([
      "H1",
      "H2",
      "H2",
      "H2",
    ]);
    await within(counted).findByTestId("impact-too-few");
  });

  it("says plainly that there are too few records, never 0 or a tiny number", async () => {
    const { counted } = renderPage(TOO_FEW);
    expect(
      await within(counted).findByText(/^Too few records yet to show figures from our own records\./),
    ).toHaveTextContent("at least 20 people");
    expect(counted).not.toHaveTextContent(/\d+ \/ 5|People served|\b0\b/);
  });

  it("shows counted figures made of enough records, and holds back one that is not, with the Kampala time", async () => {
    const { counted } = renderPage({
      peopleServed: 1234,
      applicationsCompleted: null,
      averageRating: 4.6,
      ratingsCount: 25,
      countedAt: COUNTED_AT,
    });
    const people = (await within(counted).findByText("People served")).closest("li");
    expect(people).toHaveTextContent("1,234");
    expect(within(counted).getByText("Applications completed").closest("li")).toHaveTextContent(
      "Not shown yetApplications completedShown once it is counted from at least 20 records.",
    );
    expect(within(counted).getByText("Average rating").closest("li")).toHaveTextContent(
      "4.6 / 5Average ratingFrom 25 published reviews.",
    );
    expect(within(counted).getByText("Counted 12 Mar 2026, 00:30.")).toBeInTheDocument();
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeServer, renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { fieldErrors } from "@web/test/forms";
import { InquiryForm } from "./inquiry-form";

beforeAll(useEnglishStrings);

const KINDS = ["ngo", "logistics"] as const;

describe("InquiryForm", () => {
  it("says the reply rule once when it is the error: the hint gives way to it", async () => {
    fakeServer();
    renderWithApp(<InquiryForm source="partner" kinds={KINDS} />);
    const rule = "Give an e-mail address or a phone number so we can reply.";
    expect(screen.getAllByText(rule)).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole("button", { name: "Send inquiry" }));

    await waitFor(() =>
      expect(screen.getByLabelText("E-mail (optional)")).toHaveAttribute("aria-invalid", "true"),
    );
    expect(screen.getAllByText(rule)).toHaveLength(1);
    expect(screen.getByLabelText("E-mail (optional)")).toHaveAccessibleDescription(rule);
  });

  it("names each field to fix, focuses the first and sends nothing", async () => {
    const server = fakeServer();
    renderWithApp(<InquiryForm source="partner" kinds={KINDS} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("E-mail (optional)"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Send inquiry" }));

    expect(await screen.findByText("Enter a valid e-mail address.")).toBeInTheDocument();
    expect(screen.getAllByText("This field is required.")).toHaveLength(2);
    expect(screen.getByLabelText("Organisation")).toHaveFocus();
    expect(screen.getByLabelText("Your message")).toHaveAttribute("aria-invalid", "true");
    expect(server.calls.filter((call) => call.path === "/api/contact")).toHaveLength(0);
  });

  it("sends the kind and organisation as the subject, and shows the server's subject error on the organisation", async () => {
    const server = fakeServer();
    server.on("POST", "/api/contact", () => fieldErrors({ subject: "too_long", source: "invalid_choice" }));
    renderWithApp(<InquiryForm source="partner" kinds={KINDS} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Kind of partnership"), "logistics");
    await user.type(screen.getByLabelText("Organisation"), "Masaka Pharmacy Ltd");
    await user.type(screen.getByLabelText("Phone (optional)"), "0772 123 456");
    await user.type(screen.getByLabelText("Your message"), "We could be pick-up points.");
    await user.click(screen.getByRole("button", { name: "Send inquiry" }));

    expect(await screen.findByText("This is too long.")).toBeInTheDocument();
    expect(screen.getByLabelText("Organisation")).toHaveAttribute("aria-invalid", "true");
    expect(server.calls.find((call) => call.path === "/api/contact")?.body).toMatchObject({
      source: "partner",
      subject: "Logistics or pharmacy: Masaka Pharmacy Ltd",
      phone: "0772 123 456",
    });
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeServer, renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { fieldErrors, sentBody } from "@web/test/forms";
import { PeerRequestForm } from "./peer-request-form";

beforeAll(useEnglishStrings);

const submit = () =>
  userEvent.setup().click(screen.getByRole("button", { name: "Request a peer navigator" }));

/** Sends what the form needs and no more: Sarah, in `region`, who agrees to be contacted. */
async function sendAsSarah(region: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("What should we call you?"), "Sarah");
  await user.selectOptions(screen.getByLabelText("Your region"), region);
  await user.click(screen.getByRole("checkbox"));
  await submit();
}

describe("PeerRequestForm", () => {
  it("asks for a name, a region and consent, focuses the name and sends nothing", async () => {
    const server = fakeServer();
    renderWithApp(<PeerRequestForm />);
    await submit();

    expect(await screen.findByText("Tell us what to call you (up to 120 characters).")).toBeInTheDocument();
    expect(screen.getByText("Choose your region.")).toBeInTheDocument();
    expect(screen.getByText("We need your agreement to contact you.")).toBeInTheDocument();
    expect(screen.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("What should we call you?")).toHaveFocus();
    expect(server.calls.filter((call) => call.path === "/api/applications")).toHaveLength(0);
  });

  it("refuses a phone number that is not Ugandan, and notes that are too long", async () => {
    fakeServer();
    renderWithApp(<PeerRequestForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("What should we call you?"), "Sarah");
    await user.selectOptions(screen.getByLabelText("Your region"), "Mbarara");
    await user.type(screen.getByLabelText(/^Phone number/), "12");
    await user.click(screen.getByLabelText(/^Anything your navigator should know/));
    await user.paste("x".repeat(501));
    await user.click(screen.getByRole("checkbox"));
    await submit();

    expect(
      await screen.findByText("Enter a Ugandan mobile number, for example 0772 123 456."),
    ).toBeInTheDocument();
    expect(screen.getByText("Please keep this note shorter.")).toBeInTheDocument();
    expect(screen.queryByText("Choose your region.")).toBeNull();
  });

  it("sends the request, and keeps only this form's fields from a server answer", async () => {
    const server = fakeServer();
    server.on("POST", "/api/applications", () =>
      fieldErrors({ region: "invalid_choice", medical_history: "too_long" }),
    );
    renderWithApp(<PeerRequestForm />);
    await sendAsSarah("Mbarara");

    expect(await screen.findByText("Choose your region.")).toBeInTheDocument();
    expect(screen.getByLabelText("Your region")).toHaveAttribute("aria-invalid", "true");
    expect(sentBody(server, "POST", "/api/applications")).toMatchObject({
      service_type: "peer_support",
      full_name: "Sarah",
      region: "mbarara",
      delivery_preference: "home",
      consent_data: true,
    });
  });

  it("says the request is sent once the server took it", async () => {
    const server = fakeServer();
    server.on("POST", "/api/applications", () => ({ status: 201, json: { id: "a1" } }));
    renderWithApp(<PeerRequestForm />);
    await sendAsSarah("Kampala");

    expect(await screen.findByText("Request sent")).toBeInTheDocument();
  });
});

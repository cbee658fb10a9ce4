import { beforeAll, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { fakeServer, renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { ReminderList } from "./reminder-list";
import { aReminder } from "@web/test/reminders-data";

beforeAll(useEnglishStrings);

describe("the list of reminders", () => {
  it("says which ring by text message", async () => {
    fakeServer();
    renderWithApp(
      <ReminderList
        reminders={[
          aReminder({}),
          aReminder({ id: "r2", label: "Evening", channel: "sms", sms_wording: "tea" }),
        ]}
      />,
    );
    const items = await screen.findAllByRole("listitem");
    expect(items[0]).not.toHaveTextContent("By text message");
    expect(items[1]).toHaveTextContent("Daily dose · By text message · next");
  });
});

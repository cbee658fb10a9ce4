import { afterEach, describe, expect, it } from "vitest";
import { useEffect } from "react";
import { render, screen } from "@testing-library/react";
import { AppRouter, navigate, useLocation } from "./router";

afterEach(() => {
  history.replaceState(null, "", "/");
});

function Address() {
  const { pathname, hash, type } = useLocation();
  return (
    <p>
      {type} {pathname}
      {hash}
    </p>
  );
}

/** A page that renames its anchor as it mounts, as the services page does with #hiv-testing. */
function RenamingPage() {
  useEffect(() => navigate("/services#testing", { replace: true }), []);
  return <Address />;
}

describe("AppRouter", () => {
  it("follows an address a page replaced as it mounted, before the router listened", async () => {
    history.replaceState(null, "", "/services#old");
    render(
      <AppRouter>
        <RenamingPage />
      </AppRouter>,
    );
    expect(await screen.findByText("REPLACE /services#testing")).toBeInTheDocument();
  });

  it("follows a link, and Back", async () => {
    render(
      <AppRouter>
        <Address />
      </AppRouter>,
    );
    expect(screen.getByText("POP /")).toBeInTheDocument();
    navigate("/about");
    expect(await screen.findByText("PUSH /about")).toBeInTheDocument();
    history.back();
    expect(await screen.findByText("POP /")).toBeInTheDocument();
  });
});

// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "../../test/render";
import { sampleItem } from "./grant-item";
import { OpportunityDialog } from "./opportunity-dialog";

afterEach(cleanup);

const legacy = {
  sourceLink: "https://funder.example/grants/river",
  grant_title: "River Restoration Grant",
  status: "open",
  deadline: "2099-06-30",
  fundingAmountLow: 2000,
  fundingAmountHigh: 20000,
  funderOrganization: { name: "Valley Foundation" },
};

describe("the opportunity dialog", () => {
  it("offers only the statuses that can be saved and reports the one chosen", async () => {
    const chosen = vi.fn();
    renderInApp(
      <OpportunityDialog grant={sampleItem(legacy)} opened onClose={() => {}} onStatusChange={chosen} correctableStatuses={["open", "closed", "unknown"]} />,
    );
    const choices = await screen.findByTestId("dialog-status-choices");
    expect(within(choices).getByRole("button", { name: "Open" }).hasAttribute("disabled")).toBe(true); // already open
    expect(within(choices).getByRole("button", { name: "Upcoming" }).hasAttribute("disabled")).toBe(true); // cannot be saved
    await userEvent.click(within(choices).getByRole("button", { name: "Closed" }));
    expect(chosen).toHaveBeenCalledWith("closed");
  });

  it("reads a record in the spec's alias spellings and shows its JSON on request", async () => {
    renderInApp(<OpportunityDialog grant={sampleItem(legacy)} opened onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("River Restoration Grant")).toBeTruthy();
    expect(within(dialog).getByText("Valley Foundation")).toBeTruthy();
    expect(within(dialog).queryByTestId("dialog-status-choices")).toBeNull();
    expect(within(dialog).getByText(/demonstration placeholders/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "View JSON" }));
    expect(within(dialog).getByTestId("dialog-json").textContent).toContain('"grant_title": "River Restoration Grant"');
  });
});

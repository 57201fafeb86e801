// @vitest-environment jsdom
import { blankServedGrant, type ServedGrant } from "@grantscout/api/spec";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderInApp } from "../../test/render";
import { OpportunityList } from "./opportunity-list";

afterEach(cleanup);

const grant = (slug: string, title: string, more: Partial<ServedGrant> = {}): ServedGrant => ({
  ...blankServedGrant(`https://funder.example/grants/${slug}`, title),
  funder: "Lakeshore Arts Trust",
  relevance_score: 0.8,
  ...more,
});

const open = grant("studio", "Studio Grants", {
  status: { current: "open", due_date: "2099-03-03", forecast_date: null, confidence: "high" },
  fundingAmountHigh: 5000,
  evidence: { due_date: { sentence: "Apply by March 3, 2099.", url: "https://funder.example/grants/studio" }, amount: null, status: null, eligibility: null },
});
const closed = grant("touring", "Touring Fund", { status: { current: "closed", due_date: "2024-01-15", forecast_date: null, confidence: "high" } });
const unknown = grant("residency", "Residencies");
const dismissed = grant("gala", "Annual Gala", { dismissed: true });

describe("the opportunity list", () => {
  it("counts and sections the grants a person has not dismissed", async () => {
    renderInApp(<OpportunityList grants={[open, closed, unknown, dismissed]} jobId={1} site="https://funder.example" />);
    expect(await screen.findByRole("heading", { name: "3 Opportunities Found" })).toBeTruthy();
    expect(screen.getByTestId("count-open").textContent).toContain("1");
    expect(screen.getByTestId("count-closed").textContent).toContain("1");
    expect(screen.getByTestId("count-unknown").textContent).toContain("1");
    expect(screen.queryByText("Annual Gala")).toBeNull();
    expect(within(screen.getByTestId("section-open")).getByText("Studio Grants")).toBeTruthy();
    expect(within(screen.getByTestId("section-closed")).getByText("Touring Fund")).toBeTruthy();
    expect(within(screen.getByTestId("section-unknown")).getByText("Residencies")).toBeTruthy();
    expect(screen.getAllByTestId("grant-row")).toHaveLength(3);
  });

  it("shows dismissed pages on request, marked as such", async () => {
    renderInApp(<OpportunityList grants={[open, dismissed]} jobId={1} site="https://funder.example" />);
    await userEvent.click(await screen.findByLabelText("Show dismissed (1)"));
    const row = (await screen.findByText("Annual Gala")).closest<HTMLElement>("[data-testid=grant-row]")!;
    expect(within(row).getByTestId("dismissed-badge")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "1 Opportunities Found" })).toBeTruthy();
  });

  it("opens the detail dialog with the evidence of the due date", async () => {
    renderInApp(<OpportunityList grants={[open]} jobId={1} site="https://funder.example" />);
    await userEvent.click(await screen.findByLabelText("View details"));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Studio Grants")).toBeTruthy();
    expect(within(dialog).getByTestId("evidence-due-date").textContent).toContain("Apply by March 3, 2099.");
  });
});

import "../../page-test-dom.ts";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StatementForm } from "./StatementForm.tsx";

/** The account statement's form (issue 32 #4): its range, its checks, the files it downloads. */
describe("the account statement form", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  function downloads() {
    const hrefs: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      hrefs.push(this.getAttribute("href") ?? "");
    });
    return hrefs;
  }

  it("#32.4 defaults to the last 90 days and downloads the PDF or the CSV of that range", () => {
    const hrefs = downloads();
    render(<StatementForm accountId="A-10001" today="2026-12-07" />);
    const from = screen.getByLabelText("From") as HTMLInputElement;
    const to = screen.getByLabelText("To") as HTMLInputElement;
    expect([from.value, to.value]).toEqual(["2026-09-08", "2026-12-07"]);
    fireEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    fireEvent.change(from, { target: { value: "2026-01-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Download CSV" }));
    expect(hrefs).toEqual([
      "/api/portal-service/invoices/A-10001/statement.pdf?from=2026-09-08&to=2026-12-07",
      "/api/portal-service/invoices/A-10001/statement.csv?from=2026-01-01&to=2026-12-07",
    ]);
  });

  it("#32.4 From after To is said under From, read with the field, and nothing is downloaded until it is put right", () => {
    const hrefs = downloads();
    render(<StatementForm accountId="A-10001" today="2026-12-07" />);
    const from = screen.getByLabelText("From") as HTMLInputElement;
    fireEvent.change(from, { target: { value: "2026-12-08" } });
    fireEvent.click(screen.getByRole("button", { name: "Download CSV" }));
    expect(hrefs).toEqual([]);
    const message = screen.getByText("The From date must be on or before the To date.");
    expect(from.getAttribute("aria-invalid")).toBe("true");
    expect(from.getAttribute("aria-describedby")).toContain(message.id);
    fireEvent.change(from, { target: { value: "2026-12-07" } });
    expect(screen.queryByText("The From date must be on or before the To date.")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Download CSV" }));
    expect(hrefs).toEqual([
      "/api/portal-service/invoices/A-10001/statement.csv?from=2026-12-07&to=2026-12-07",
    ]);
  });

  it("#32.4 an emptied To date is asked for under To", () => {
    const hrefs = downloads();
    render(<StatementForm accountId="A-10001" today="2026-12-07" />);
    const to = screen.getByLabelText("To") as HTMLInputElement;
    fireEvent.change(to, { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    expect(screen.getByText("Enter a valid To date.")).toBeTruthy();
    expect(to.getAttribute("aria-invalid")).toBe("true");
    expect(hrefs).toEqual([]);
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AddressBookAnswer } from "../../../lib/accounts/address-book.ts";
import { AddressBook } from "./AddressBook.tsx";
import { json } from "./users.test-support.ts";

const warehouse = {
  id: "6f1d2c3b-0000-4000-8000-000000000001",
  name: "Brightline Electrical Supply warehouse",
  address1: "2000 Industrial Parkway",
  address2: "Dock 4",
  city: "Columbus",
  state: "OH",
  zip: "43215",
  isDefault: true,
};
const jobSite = {
  id: "6f1d2c3b-0000-4000-8000-000000000002",
  name: "Riverside Medical Center job site",
  address1: "455 Riverside Drive",
  address2: null,
  city: "Dayton",
  state: "OH",
  zip: "45405",
  isDefault: false,
};
const base = "/api/user-service/accounts/A-10001/addresses";

/** The address book API as a list in memory; writes answer as the server does. */
function stubBook(canEdit: boolean) {
  let book: AddressBookAnswer = { accountId: "A-10001", canEdit, addresses: [warehouse, jobSite] };
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (method === "GET") return json(book);
      if (method === "POST" && url === base) {
        const added = { id: "6f1d2c3b-0000-4000-8000-000000000003", ...body, address2: null };
        book = { ...book, addresses: [...book.addresses, added] };
        return json(added, 201);
      }
      if (method === "POST" && url.endsWith("/default")) {
        book = {
          ...book,
          addresses: book.addresses.map((a) => ({ ...a, isDefault: url.includes(a.id) })),
        };
        return json(book.addresses.find((a) => a.isDefault));
      }
      if (method === "DELETE") {
        book = { ...book, addresses: book.addresses.filter((a) => !url.endsWith(a.id)) };
        return json({ removed: true });
      }
      return json({ error: "Not found", code: "NOT_FOUND" }, 404);
    }),
  );
  return calls;
}

beforeEach(() => {
  vi.spyOn(toast, "error").mockReturnValue(1);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const status = () => screen.getByRole("status");

describe("the account's address book", () => {
  it("#32.1 a member sees the saved addresses, the default marked, and no way to edit them", async () => {
    stubBook(false);
    render(<AddressBook accountId="A-10001" />);
    const list = await screen.findByRole("list");
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Brightline Electrical Supply warehouseDefault"),
      expect.stringContaining("455 Riverside Drive, Dayton, OH 45405"),
    ]);
    expect(screen.getByText(/Your account admin keeps this list/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Add an address|Edit|Remove|Make default/ })).toBeNull();
  });

  it("#32.1 the admin adds an address: a bad ZIP is named at the field, then it saves and says so", async () => {
    const calls = stubBook(true);
    render(<AddressBook accountId="A-10001" />);
    fireEvent.click(await screen.findByRole("button", { name: "Add an address" }));
    const form = screen.getByRole("form", { name: "New ship-to address" });
    const type = (label: RegExp, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    type(/Name of the place/, "Eastgate Mall job site");
    type(/^Address$/, "4601 Eastgate Blvd");
    type(/City/, "Cincinnati");
    type(/State/, "oh");
    type(/ZIP code/, "4524");
    fireEvent.click(within(form).getByRole("button", { name: "Save address" }));
    expect(within(form).getByText("ZIP code must be a ZIP code like 43215")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    type(/ZIP code/, "45245");
    fireEvent.click(within(form).getByRole("button", { name: "Save address" }));
    await waitFor(() => expect(status().textContent).toBe("Eastgate Mall job site was added."));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Eastgate Mall job site",
      address1: "4601 Eastgate Blvd",
      address2: null,
      city: "Cincinnati",
      state: "OH",
      zip: "45245",
      isDefault: false,
    });
    expect(await screen.findByText("4601 Eastgate Blvd, Cincinnati, OH 45245")).toBeTruthy();
  });

  it("#32.1 the admin makes another address the default, and removes one only after confirming", async () => {
    const calls = stubBook(true);
    render(<AddressBook accountId="A-10001" />);
    fireEvent.click(
      await screen.findByRole("button", { name: "Make default (Riverside Medical Center job site)" }),
    );
    await waitFor(() =>
      expect(status().textContent).toBe(
        "Riverside Medical Center job site is now the default ship-to address.",
      ),
    );
    expect(calls.some((c) => c.method === "POST" && c.url === `${base}/${jobSite.id}/default`)).toBe(true);

    fireEvent.click(
      await screen.findByRole("button", { name: "Remove Brightline Electrical Supply warehouse" }),
    );
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    expect(document.activeElement?.textContent).toBe("Keep it");
    fireEvent.click(screen.getByRole("button", { name: "Yes, remove" }));
    await waitFor(() =>
      expect(status().textContent).toBe(
        "Brightline Electrical Supply warehouse was removed from the address book.",
      ),
    );
    expect(calls.some((c) => c.method === "DELETE" && c.url === `${base}/${warehouse.id}`)).toBe(true);
  });
});

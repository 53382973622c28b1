import { describe, expect, it } from "vitest";
import {
  createQuoteBody,
  listQuotesQuery,
  purchaseOrderError,
  quoteMessages,
  quotePdfFileName,
  saveQuoteErrorText,
  updateQuoteBody,
} from "./contract.ts";

describe("the quotes contract", () => {
  it("QUOTE-04 AMB-28 a purchase order is required before anything is sent, and the field says why", () => {
    for (const value of [undefined, null, "", "   ", "\n\t"]) {
      expect(purchaseOrderError(value), JSON.stringify(value)).toBe("Purchase order is required");
    }
    expect(purchaseOrderError("x".repeat(41))).toBe("Purchase order must be at most 40 characters");
    expect(purchaseOrderError(42)).toBe("Purchase order must be text");
    expect(purchaseOrderError(" PO-1 ")).toBeNull();
    expect(purchaseOrderError("x".repeat(40))).toBeNull();
    expect(createQuoteBody.safeParse({}).success).toBe(false);
    expect(createQuoteBody.parse({ PurchaseOrder: "  PO-1  " })).toEqual({ PurchaseOrder: "PO-1" });
  });

  it("QUOTE-06 ERR-02 a failed save shows the server's error text when it has one, else 'Failed to save quote'", () => {
    expect(saveQuoteErrorText("Your cart is empty: add products before saving a quote")).toBe(
      "Your cart is empty: add products before saving a quote",
    );
    for (const empty of [undefined, null, "", "  "]) {
      expect(saveQuoteErrorText(empty)).toBe("Failed to save quote");
    }
    expect(quoteMessages.saveError).toBe("Failed to save quote");
  });

  it("API-27 an update names something to change, each line once, with quantities from 1 to 99,999", () => {
    const id = "6b8a252d-452d-4c0e-8daa-8fe5f5a0dbc7";
    expect(updateQuoteBody.safeParse({}).success).toBe(false);
    expect(updateQuoteBody.safeParse({ items: [] }).success).toBe(false);
    expect(updateQuoteBody.parse({ notes: "" })).toEqual({ notes: "" });
    expect(updateQuoteBody.safeParse({ items: [{ id, quantity: 99_999 }] }).success).toBe(true);
    expect(updateQuoteBody.safeParse({ items: [{ id, quantity: 100_000 }] }).success).toBe(false);
    expect(updateQuoteBody.safeParse({ items: [{ id, quantity: 0 }] }).success).toBe(false);
    expect(
      updateQuoteBody.safeParse({ items: [{ id, quantity: 2 }], removeItemIds: [id.toUpperCase()] }).success,
    ).toBe(false);
  });

  it("API-25 pages are whole numbers from 1; a page holds at most 100 quotes", () => {
    expect(listQuotesQuery.parse({ page: "2", pageSize: "50" })).toEqual({ page: 2, pageSize: 50 });
    for (const query of [{ page: "0" }, { page: "1e3" }, { pageSize: "101" }, { page: "" }, { sort: "po" }]) {
      expect(listQuotesQuery.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });

  it("a quote's PDF is named by its number, with nothing a header could misread", () => {
    expect(quotePdfFileName("Q-2026-000042")).toBe("Q-2026-000042.pdf");
    expect(quotePdfFileName('Q-"x";\r\n')).toBe("Q-_x____.pdf");
  });
});

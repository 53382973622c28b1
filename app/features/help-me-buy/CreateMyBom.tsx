import { Form } from "react-router";
import type { DraftBom } from "../../../server/modules/projects/index.ts";
import { BomSection } from "./BomSection.tsx";
import { type BomSearchResult, CatalogueSearch } from "./CatalogueSearch.tsx";
import { ExportOrSend } from "./ExportOrSend.tsx";

export { BOM_EXPORT_PATH } from "./ExportOrSend.tsx";

/**
 * Help me buy, `create-my-bom`: a bill of materials built from the catalogue. The BOM lives in the URL
 * (`line=SKU~qty~OPTION…`): the table and the product search are one GET form, so every change (a
 * quantity, an option, a product added or removed) is a new link the server prices, with or without
 * JavaScript. Totals are list prices for a guest and the caller's prices when signed in.
 */
export function CreateMyBom({
  q,
  bom,
  results,
  search,
  signedIn,
  alert,
  sendKey,
}: {
  q: string;
  bom: DraftBom;
  results: BomSearchResult[] | null;
  search: string;
  signedIn: boolean;
  alert: string | null;
  /** One Idempotency-Key per page view: a double click sends once. */
  sendKey: string;
}) {
  return (
    <>
      <h1 className="mt-4 text-2xl font-bold text-brand-navy sm:text-3xl">Create My BOM</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        Search the catalogue, add the products of your job with quantities and options, and see the totals
        {signedIn ? " at your account's prices" : " at list price (sign in for your account's prices)"}.
        Export the bill of materials as CSV or PDF
        {signedIn ? ", or send it to a new project, a quote or your cart" : ""}. The page's address holds the
        whole list: bookmark it or send it to a colleague.
      </p>
      <Form method="get" id="bom-form" aria-label="Bill of materials" className="mt-6">
        <input type="hidden" name="option" value="create-my-bom" />
        {/* The default button: Enter in any field updates (never the first row's Remove). */}
        <button type="submit" hidden tabIndex={-1}>
          Update totals
        </button>
        <BomSection bom={bom} search={search} signedIn={signedIn} />
        <CatalogueSearch q={q} results={results} />
      </Form>
      {bom.items.length > 0 && (
        <ExportOrSend bom={bom} search={search} signedIn={signedIn} alert={alert} sendKey={sendKey} />
      )}
    </>
  );
}

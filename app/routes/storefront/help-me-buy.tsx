import { data, redirect } from "react-router";
import { z } from "zod";
import { distributorMessages, nearestDistributorsQuery } from "../../../lib/distributors/contract.ts";
import { stateOfZip, US_STATE_CODES } from "../../../lib/distributors/zip-state.ts";
import { projectNameSchema } from "../../../lib/projects/contract.ts";
import {
  applyBomEdits,
  draftBomLines,
  draftBomLinesField,
  draftBomSearch,
} from "../../../lib/projects/draft-bom.ts";
import { createQuoteBody } from "../../../lib/quotes/contract.ts";
import { productQuerySchema } from "../../../lib/search/product-query.ts";
import { absoluteUrl, pageMeta } from "../../../lib/shared/seo.ts";
import { getPageContext } from "../../context.ts";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { CreateMyBom } from "../../features/help-me-buy/CreateMyBom.tsx";
import { DesignMyProject } from "../../features/help-me-buy/DesignMyProject.tsx";
import { FindMySalesRep } from "../../features/help-me-buy/FindMySalesRep.tsx";
import { FindMyWholeseller } from "../../features/help-me-buy/FindMyWholeseller.tsx";
import { HelpMeBuyLanding } from "../../features/help-me-buy/HelpMeBuyLanding.tsx";
import {
  HELP_ME_BUY_PATH,
  helpMeBuyOptions,
  optionHref,
  optionOf,
} from "../../features/help-me-buy/options.ts";
import { formCall, loaderCallShowing, readForm } from "../../page-errors.ts";
import type { Route } from "./+types/help-me-buy";

const BOM_SEARCH_RESULTS = 8;

/** find-my-salesrep: a ZIP code is placed in its state; two letters are a state code. */
function territoryOf(input: string): { territory: string | null; error: string | null } {
  const value = input.trim().toUpperCase();
  if (!value) return { territory: null, error: null };
  if (/^\d{5}(-\d{4})?$/.test(value)) {
    const state = stateOfZip(value);
    return state
      ? { territory: state, error: null }
      : { territory: null, error: `ZIP code ${value} is not in one of the 50 states or DC.` };
  }
  if (US_STATE_CODES.has(value)) return { territory: value, error: null };
  return { territory: null, error: "Enter a 5-digit ZIP code or a two-letter state code, e.g. 43215 or OH" };
}

/**
 * `/help-me-buy` (ROUTE-09): the buying-help page. Without `?option=` it offers the four options;
 * with one it shows that option (an unknown option shows the four). Every option works without
 * JavaScript: its inputs are GET forms, so a search or a bill of materials is a link.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = getPageContext(context);
  const url = new URL(request.url);
  const option = optionOf(url.searchParams.get("option"));
  const base = {
    brandName: ctx.config.brand.name,
    phone: ctx.config.contact.phone,
    origin: url.origin,
    canonical: absoluteUrl(url.origin, option ? optionHref(option) : HELP_ME_BUY_PATH),
    signedIn: ctx.viewer !== null,
  };

  if (option === "find-my-wholeseller") {
    const zip = url.searchParams.get("zip") ?? "";
    if (!zip.trim()) return { ...base, option, zip, error: null, nearest: null };
    const parsed = nearestDistributorsQuery.safeParse({ zip });
    if (!parsed.success)
      return { ...base, option, zip, error: distributorMessages.invalidZip, nearest: null };
    const found = await loaderCallShowing(ctx.distributors.nearest(parsed.data.zip), ["NOT_FOUND"]);
    return found.ok
      ? { ...base, option, zip, error: null, nearest: found.value }
      : { ...base, option, zip, error: found.refusal.message, nearest: null };
  }

  if (option === "find-my-salesrep") {
    const where = (url.searchParams.get("where") ?? "").slice(0, 20);
    const { territory, error } = territoryOf(where);
    // API-63: the accounts module's sales rep lookup, by territory.
    const reps = territory ? await ctx.accounts.salesReps({ territory }) : null;
    return { ...base, option, where, territory, error, reps };
  }

  if (option === "create-my-bom") {
    const edits = applyBomEdits(url.searchParams);
    const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
    if (edits) throw redirect(`${HELP_ME_BUY_PATH}?${draftBomSearch(edits, { q })}#bom`);
    const lines = draftBomLines(url.searchParams);
    const bom = await ctx.projects.draftBom.price(ctx.viewer, lines);
    const query = productQuerySchema.safeParse({ q, limit: BOM_SEARCH_RESULTS });
    const results =
      q && query.success
        ? (await ctx.search.searchProducts(query.data)).items.map((item) => ({
            sku: item.sku,
            name: item.name,
            keySpecs: item.keySpecs.slice(0, 3),
          }))
        : null;
    return {
      ...base,
      option,
      q,
      bom,
      results,
      search: draftBomSearch(bom.lines),
      sendKey: crypto.randomUUID(),
    };
  }

  return { ...base, option };
}

/** A signed-in person's prices and a search: never kept by a shared cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

const sendForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("project"),
    name: projectNameSchema,
    line: draftBomLinesField,
    key: z.string().max(100),
  }),
  z.object({
    intent: z.literal("quote"),
    PurchaseOrder: createQuoteBody.shape.PurchaseOrder,
    line: draftBomLinesField,
    key: z.string().max(100),
  }),
  z.object({ intent: z.literal("cart"), line: draftBomLinesField, key: z.string().max(100) }),
]);

/** create-my-bom, signed in: the bill of materials sent to a new project, a quote or the cart. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getPageContext(context);
  const form = await readForm(request);
  const parsed = sendForm.safeParse({
    intent: form.get("intent"),
    name: form.get("name") ?? undefined,
    PurchaseOrder: form.get("PurchaseOrder") ?? undefined,
    line: form.getAll("line"),
    key: form.get("key") ?? "",
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field =
      issue?.path[0] === "PurchaseOrder"
        ? "Purchase order"
        : issue?.path[0] === "name"
          ? "Project name"
          : "The form";
    return data(
      { ok: false as const, alert: { title: `${field} ${issue?.message ?? "is not valid"}` } },
      { status: 400 },
    );
  }
  const viewer = ctx.viewer;
  if (!viewer)
    return data(
      { ok: false as const, alert: { title: "Sign in to send a bill of materials." } },
      { status: 401 },
    );
  const body = parsed.data;
  const key = body.key || undefined;
  return formCall(
    context,
    async () => {
      if (body.intent === "project") {
        const saved = await ctx.projects.draftBom.toProject(viewer, body.line, body.name, key);
        return redirect(`/user/projects/${saved.body.projectID}`);
      }
      if (body.intent === "quote") {
        const quote = await ctx.projects.draftBom.toQuote(
          viewer,
          body.line,
          { PurchaseOrder: body.PurchaseOrder },
          key,
        );
        return redirect(`/user/quotes/${quote.body.id}`);
      }
      await ctx.projects.draftBom.toCart(viewer, body.line, key);
      return redirect("/cart");
    },
    { log: "help-me-buy send bill of materials failed" },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const brand = loaderData.brandName;
  const chosen = helpMeBuyOptions.find((o) => o.option === loaderData.option);
  return pageMeta({
    title: chosen ? `${chosen.label} | Help Me Buy | ${brand}` : `Help Me Buy | ${brand}`,
    description: chosen
      ? `${chosen.summary} ${brand} commercial LED lighting.`
      : `How to buy ${brand} commercial LED lighting: a free lighting layout for your project, the nearest stocking distributor, your local sales rep, or a bill of materials built from the catalogue.`,
    canonical: loaderData.canonical,
  });
}

export default function HelpMeBuyPage({ loaderData, actionData }: Route.ComponentProps) {
  const chosen = helpMeBuyOptions.find((o) => o.option === loaderData.option);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Breadcrumbs
        items={
          chosen
            ? [
                { label: "Home", to: "/" },
                { label: "Help Me Buy", to: HELP_ME_BUY_PATH },
                { label: chosen.label },
              ]
            : [{ label: "Home", to: "/" }, { label: "Help Me Buy" }]
        }
      />
      {loaderData.option === "design-my-project" && <DesignMyProject brandName={loaderData.brandName} />}
      {loaderData.option === "find-my-wholeseller" && (
        <FindMyWholeseller
          zip={loaderData.zip}
          error={loaderData.error}
          nearest={loaderData.nearest}
          phone={loaderData.phone}
        />
      )}
      {loaderData.option === "find-my-salesrep" && (
        <FindMySalesRep
          where={loaderData.where}
          territory={loaderData.territory}
          error={loaderData.error}
          reps={loaderData.reps}
          phone={loaderData.phone}
          brandName={loaderData.brandName}
        />
      )}
      {loaderData.option === "create-my-bom" && (
        <CreateMyBom
          q={loaderData.q}
          bom={loaderData.bom}
          results={loaderData.results}
          search={loaderData.search}
          signedIn={loaderData.signedIn}
          alert={actionData?.alert?.title ?? null}
          sendKey={loaderData.sendKey}
        />
      )}
      {loaderData.option === null && (
        <HelpMeBuyLanding brandName={loaderData.brandName} phone={loaderData.phone} />
      )}
    </div>
  );
}

import { Hono } from "hono";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { notFound } from "../../errors.ts";
import type { LiteratureModule, PdfFile } from "./index.ts";

/** `NAME.pdf` → `NAME`; anything else is not a document of these routes. */
function pdfName(file: string): string {
  const match = /^([A-Za-z0-9-]{1,80})\.pdf$/i.exec(file);
  if (!match?.[1]) throw notFound("Document");
  return match[1];
}

/**
 * The generated literature's files: `/catalogs/{category}.pdf`, `/literature/brochures/{series}.pdf`
 * and `/download-forms/{form}.pdf`. They open in the browser's viewer (inline) with a file name to save
 * under; an hour of public caching, as the product documents have.
 */
export function literatureRoutes(literature: LiteratureModule, config: PublicConfig) {
  const router = new Hono();
  const send = (file: PdfFile) =>
    new Response(file.bytes, {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="${file.fileName}"`,
        "Cache-Control": "public, max-age=3600",
        "Content-Security-Policy": "default-src 'none'",
      },
    });
  router.get("/catalogs/:file", async (c) =>
    send(await literature.cataloguePdf(pdfName(c.req.param("file")), config)),
  );
  router.get("/literature/brochures/:file", async (c) =>
    send(await literature.brochurePdf(pdfName(c.req.param("file")), config)),
  );
  router.get("/download-forms/:file", async (c) =>
    send(await literature.formPdf(pdfName(c.req.param("file")), config)),
  );
  return router;
}

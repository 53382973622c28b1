/**
 * The media module's shared drawing (#9.12): the PDF layout the generated documents use, for other
 * modules' documents (a quote's PDF) to look the same. Its routes are mounted by server/app.ts.
 */
export {
  type DocumentMeta,
  documentFileName,
  type FormField,
  formatLongDate,
  type GridColumn,
  openFactSheet,
  PdfSheet,
  type SummaryRow,
  toWinAnsi,
} from "./pdf-layout.ts";

// The routers the server mounts: thin, one call of this module a route.
export { mediaRoutes } from "./routes.ts";

import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { type FormKind, formKinds } from "../../../lib/forms/contract.ts";

/**
 * A form of the marketing site as sent (issue 15 item 8): contact us, support request, credit
 * application, brand store request. Everything the sender typed is kept in `fields` (validated by
 * the form's schema in lib/forms/contract.ts); the name and address beside it are where the receipt went.
 */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: text("number").notNull().unique(),
    kind: text("kind", { enum: formKinds }).$type<FormKind>().notNull(),
    /** The signed-in sender, or null for a guest. */
    userId: text("user_id"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    fields: jsonb("fields").$type<Record<string, string | number>>().notNull(),
    /** SHA-256 of the secret of the credit application's PDF link (the applicant's, given once). */
    pdfTokenHash: text("pdf_token_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("form_submissions_kind_created_idx").on(t.kind, t.createdAt),
    check(
      "form_submissions_kind_ck",
      sql`${t.kind} in ('contact','support','credit-application','brand-store')`,
    ),
  ],
);

export type FormSubmissionRow = typeof formSubmissions.$inferSelect;

import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { type FormKind, formKinds } from "../../../lib/forms/contract.ts";
import { storedFileColumns } from "../../db/columns.ts";

/**
 * A form of the marketing site as sent (issue 15 item 8): contact us, support request, credit
 * application, brand store request, job application (its résumé in form_submission_files). Everything the sender typed is kept in `fields` (validated by
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
      sql`${t.kind} in ('contact','support','credit-application','brand-store','careers')`,
    ),
  ],
);

export type FormSubmissionRow = typeof formSubmissions.$inferSelect;

/**
 * A file sent with a form (ROUTE-24: a job application's résumé), stored by the storage adapter under a
 * generated key. It is the team's only: downloaded through the link in the team's mail, whose secret
 * is kept here as its SHA-256 (never in the applicant's mail, never listed).
 */
export const formSubmissionFiles = pgTable(
  "form_submission_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => formSubmissions.id, { onDelete: "cascade" }),
    ...storedFileColumns(),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("form_submission_files_submission_idx").on(t.submissionId)],
);

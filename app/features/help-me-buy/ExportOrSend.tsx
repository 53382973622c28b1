import { type ReactNode, useId } from "react";
import { Form, Link } from "react-router";
import { type DraftBomLine, formatDraftBomLine } from "../../../lib/projects/draft-bom.ts";
import type { DraftBom } from "../../../server/modules/projects/index.ts";
import { inputClass } from "../accounts/FormField.tsx";
import { useAuthLink } from "../accounts/use-auth-link.ts";
import { buttonClass, quietButtonClass } from "./bom-styles.ts";

export const BOM_EXPORT_PATH = "/help-me-buy/bom";

/**
 * "Export or send": the CSV and PDF of the lines in the URL (`search`), the answer of a send that
 * failed (`alert`), and for a signed-in person the three ways to send the lines on; a guest is asked
 * to sign in instead.
 */
export function ExportOrSend({
  bom,
  search,
  signedIn,
  alert,
  sendKey,
}: {
  bom: DraftBom;
  search: string;
  signedIn: boolean;
  alert: string | null;
  sendKey: string;
}) {
  const signInLink = useAuthLink("/login");
  return (
    <section aria-labelledby="bom-export" className="mt-6">
      <h2 id="bom-export" className="text-xl font-semibold text-brand-navy">
        Export or send
      </h2>
      <p className="mt-2 flex flex-wrap gap-3">
        <a href={`${BOM_EXPORT_PATH}/csv?${search}`} download className={quietButtonClass}>
          Export CSV
        </a>
        <a href={`${BOM_EXPORT_PATH}/pdf?${search}`} download className={quietButtonClass}>
          Export PDF
        </a>
      </p>
      {alert && (
        <p role="alert" className="mt-3 text-sm font-semibold text-brand-red">
          {alert}
        </p>
      )}
      {signedIn ? (
        <SendForms lines={bom.lines} sendKey={sendKey} />
      ) : (
        <p className="mt-3 text-sm text-slate-700">
          <Link to={signInLink} className="font-semibold text-brand-navy underline">
            Sign in
          </Link>{" "}
          to see your account's prices and to send this bill of materials to a project, a quote or your cart.
        </p>
      )}
    </section>
  );
}

/** The bill of materials to a new project (with its name), a quote (with its PO) or the cart. */
function SendForms({ lines, sendKey }: { lines: readonly DraftBomLine[]; sendKey: string }) {
  const id = useId();
  return (
    <div className="mt-4 grid gap-4 md:grid-cols-3">
      <SendBomForm
        intent="project"
        formKey={sendKey}
        lines={lines}
        label="Save as a new project"
        submit="Save as project"
      >
        <RequiredTextField id={`${id}-project`} label="Project name" name="name" maxLength={80} />
      </SendBomForm>
      <SendBomForm
        intent="quote"
        formKey={sendKey}
        lines={lines}
        label="Request a quote"
        submit="Save as quote"
      >
        <RequiredTextField id={`${id}-po`} label="Purchase order" name="PurchaseOrder" maxLength={50} />
      </SendBomForm>
      <SendBomForm intent="cart" formKey={sendKey} lines={lines} label="Add to cart" submit="Add all to cart">
        <p className="text-sm text-slate-700">Every line goes into your cart, beside what it holds.</p>
      </SendBomForm>
    </div>
  );
}

/** One way to send the bill of materials on (a new project, a quote, the cart): its lines, its own key. */
function SendBomForm({
  intent,
  formKey,
  lines,
  label,
  submit,
  children,
}: {
  intent: "project" | "quote" | "cart";
  formKey: string;
  lines: readonly DraftBomLine[];
  label: string;
  submit: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="rounded border border-slate-200 bg-white p-3" aria-label={label}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="key" value={`${formKey}-${intent}`} />
      <LineFields lines={lines} />
      {children}
      <button type="submit" className={`mt-2 ${buttonClass}`}>
        {submit}
      </button>
    </Form>
  );
}

/** The lines as hidden `line` fields of a send form (the same encoding as the URL). */
function LineFields({ lines }: { lines: readonly DraftBomLine[] }) {
  return lines.map((line) => {
    const value = formatDraftBomLine(line);
    return <input key={value} type="hidden" name="line" value={value} />;
  });
}

/** A send form's one required field (a project's name, a quote's PO number). */
function RequiredTextField({
  id,
  label,
  name,
  maxLength,
}: {
  id: string;
  label: string;
  name: string;
  maxLength: number;
}) {
  return (
    <>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        required
        maxLength={maxLength}
        className={`mt-1 w-full ${inputClass} border-slate-300`}
      />
    </>
  );
}

import { supportTopics } from "../../../lib/forms/contract.ts";
import { TextAreaField } from "../accounts/FormField.tsx";
import { type FieldSpec, Fields, FormCard, fieldGridClass } from "../uploads/UploadFormParts.tsx";
import type { ContactPrefill } from "./ContactForm.tsx";
import { FormSentNotice, Honeypot, SelectField, SendRow } from "./SiteFormParts.tsx";
import { useSiteForm } from "./use-site-form.ts";

const contactFields: readonly FieldSpec[] = [
  { name: "name", label: "Name", required: true, autoComplete: "name", maxLength: 120 },
  { name: "company", label: "Company", optional: true, autoComplete: "organization", maxLength: 160 },
  { name: "email", label: "Email", type: "email", required: true, autoComplete: "email", maxLength: 254 },
  { name: "phone", label: "Phone", type: "tel", optional: true, autoComplete: "tel", maxLength: 25 },
];

const productFields: readonly FieldSpec[] = [
  {
    name: "orderNumber",
    label: "Order number",
    optional: true,
    placeholder: "SO-2026-000123",
    maxLength: 40,
    autoCapitalize: "characters",
  },
  {
    name: "sku",
    label: "Product SKU",
    optional: true,
    placeholder: "As printed on the fixture's label",
    maxLength: 60,
    autoCapitalize: "characters",
  },
];

/** ROUTE-29: a support request: what it is about, who asks, the order and SKU if known, the issue. */
export function SupportForm({ prefill }: { prefill: ContactPrefill }) {
  const form = useSiteForm("support");
  if (form.sent) {
    return (
      <FormSentNotice
        form={form}
        thing="support request"
        followUp="We have mailed you a copy; a support engineer answers within one business day."
      />
    );
  }
  return (
    <form onSubmit={form.submit} noValidate className="relative space-y-6" aria-label="Support request">
      <FormCard legend="Your details">
        <div className={fieldGridClass}>
          <Fields fields={contactFields} errors={form.errors} values={prefill} />
        </div>
      </FormCard>
      <FormCard legend="The issue">
        <div className={fieldGridClass}>
          <SelectField
            name="topic"
            label="What do you need help with?"
            options={supportTopics}
            error={form.errors.topic}
          />
          <div className="hidden sm:block" />
          <Fields fields={productFields} errors={form.errors} />
        </div>
        <div className="mt-4">
          <TextAreaField
            name="issue"
            label="Describe the issue"
            required
            rows={6}
            maxLength={4000}
            error={form.errors.issue}
          />
        </div>
        <Honeypot />
      </FormCard>
      <SendRow form={form} label="Send support request" />
    </form>
  );
}

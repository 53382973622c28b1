import { contactTopics } from "../../../lib/forms/contract.ts";
import { TextAreaField } from "../accounts/FormField.tsx";
import { type FieldSpec, Fields, FormCard, fieldGridClass } from "../uploads/UploadFormParts.tsx";
import { FormSentNotice, Honeypot, SelectField, SendRow } from "./SiteFormParts.tsx";
import { useSiteForm } from "./use-site-form.ts";

export type ContactPrefill = { name: string; email: string; company: string };

const contactFields: readonly FieldSpec[] = [
  { name: "name", label: "Name", required: true, autoComplete: "name", maxLength: 120 },
  { name: "company", label: "Company", optional: true, autoComplete: "organization", maxLength: 160 },
  { name: "email", label: "Email", type: "email", required: true, autoComplete: "email", maxLength: 254 },
  { name: "phone", label: "Phone", type: "tel", optional: true, autoComplete: "tel", maxLength: 25 },
];

/** ROUTE-28: the contact form: topic, name, company, email, phone and the message. */
export function ContactForm({ prefill }: { prefill: ContactPrefill }) {
  const form = useSiteForm("contact");
  if (form.sent) {
    return (
      <FormSentNotice
        form={form}
        thing="message"
        followUp="We have mailed you a copy and answer within one business day."
      />
    );
  }
  return (
    <form onSubmit={form.submit} noValidate className="relative space-y-6" aria-label="Contact us">
      <FormCard legend="Send us a message">
        <div className={fieldGridClass}>
          <SelectField name="topic" label="Topic" options={contactTopics} error={form.errors.topic} />
          <div className="hidden sm:block" />
          <Fields fields={contactFields} errors={form.errors} values={prefill} />
        </div>
        <div className="mt-4">
          <TextAreaField
            name="message"
            label="Message"
            required
            rows={6}
            maxLength={4000}
            error={form.errors.message}
          />
        </div>
        <Honeypot />
      </FormCard>
      <SendRow form={form} label="Send message" />
    </form>
  );
}

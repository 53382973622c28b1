import { brandStoreItems } from "../../../lib/forms/brand-store.ts";
import { MerchandiseChooser, RequestSummary, ShippingDetails } from "./BrandStoreParts.tsx";
import { useBrandStoreQuantities } from "./brand-store-request.ts";
import type { ContactPrefill } from "./ContactForm.tsx";
import { FormSentNotice, SendRow } from "./SiteFormParts.tsx";
import { FORM_KEY_FIELD, type SiteFormResult, useSiteFormView } from "./site-form-view.ts";

/**
 * ROUTE-19: the brand store request: a quantity for each piece of merchandise (with its picture,
 * options and price at cost), the running total, who asks, where the goods go and notes (sizes).
 */
export function BrandStoreForm({
  prefill,
  brandName,
  formKey,
  result,
}: {
  prefill: ContactPrefill;
  brandName: string;
  formKey: string;
  result?: SiteFormResult | undefined;
}) {
  const form = useSiteFormView("brand-store", result);
  const { quantities, setQuantity, total } = useBrandStoreQuantities(form.values);
  if (form.sent) {
    return (
      <FormSentNotice
        form={form}
        thing="request"
        followUp="We have mailed you a copy, and confirm availability and the shipping date within two business days. Nothing is charged now: the merchandise is invoiced at cost with your next order."
      />
    );
  }
  return (
    <form
      method="post"
      onSubmit={form.submit}
      noValidate
      className="relative space-y-6"
      aria-label="Brand store request"
    >
      <input type="hidden" name={FORM_KEY_FIELD} value={formKey} />
      <MerchandiseChooser
        items={brandStoreItems}
        brandName={brandName}
        errors={form.errors}
        quantities={quantities}
        onQuantityChange={setQuantity}
      />
      <RequestSummary total={total} />
      <ShippingDetails errors={form.errors} values={{ ...prefill, ...form.values }} />
      <SendRow form={form} label="Send request" />
    </form>
  );
}

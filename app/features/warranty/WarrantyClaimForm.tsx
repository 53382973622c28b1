import type { ClaimableOrder } from "../../../lib/orders/claimable-orders.ts";
import { warrantyPhotoLimits } from "../../../lib/shared/uploads.ts";
import { todayIso, type WarrantyClaimSent, warrantyMessages } from "../../../lib/warranty/contract.ts";
import { TextAreaField } from "../accounts/FormField.tsx";
import { FilesAndSend } from "../uploads/FilesAndSend.tsx";
import { type FieldSpec, Fields, FormCard, fieldGridClass, SentNotice } from "../uploads/UploadFormParts.tsx";
import { useUploadForm } from "../uploads/use-upload-form.ts";
import { ClaimOrderPicker } from "./ClaimOrderPicker.tsx";

const CLAIMS_API = "/api/user-service/warranty-claims";

/** The product's fields; the install date's latest day is today's, so they are built per render. */
const productFields = (): readonly FieldSpec[] => [
  {
    name: "reference",
    label: "Order or invoice number",
    required: true,
    placeholder: "SO-2026-000123 or INV-2026-000123",
  },
  { name: "sku", label: "Product SKU", required: true },
  { name: "quantity", label: "Quantity", type: "number", inputMode: "numeric", min: 1, required: true },
  { name: "installDate", label: "Install date", type: "date", max: todayIso(), required: true },
];

/**
 * The warranty claim form (ROUTE-26, WARR-02): the order or invoice number of the account, the
 * product's SKU, the quantity, the install date, what failed and up to five photos, sent with their
 * upload progress, once per filled-in form. With the account's recent `orders` (issue 32 item 6) the
 * order and product are picked from them.
 */
export function WarrantyClaimForm({ orders = [] }: { orders?: readonly ClaimableOrder[] }) {
  const upload = useUploadForm<WarrantyClaimSent>({
    url: CLAIMS_API,
    fileField: "photos",
    messages: warrantyMessages,
  });
  const { submit, errors, sent } = upload;

  if (sent) {
    return (
      <SentNotice
        testId="warranty"
        message={warrantyMessages.sent}
        thing="claim"
        number={sent.number}
        followUp="We have mailed you a copy and will mail you when we review and decide it."
        link={{ to: "/user?tab=my-warranty-claims", label: "See my warranty claims" }}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label="Warranty claim">
      <FormCard legend="Product">
        <div className={fieldGridClass}>
          {orders.length > 0 ? (
            <>
              <ClaimOrderPicker orders={orders} typedFields={productFields()} errors={errors} />
              <Fields fields={productFields().slice(3)} errors={errors} />
            </>
          ) : (
            <Fields fields={productFields()} errors={errors} values={{ quantity: "1" }} />
          )}
        </div>
        <div className="mt-4">
          <TextAreaField
            name="failureDescription"
            label="Failure description"
            required
            rows={5}
            maxLength={4000}
            error={errors.failureDescription}
          />
        </div>
      </FormCard>
      <FilesAndSend
        upload={upload}
        legend="Photos"
        label="Photos of the product and the failure"
        limits={warrantyPhotoLimits}
        sendLabel="Send warranty claim"
      />
    </form>
  );
}

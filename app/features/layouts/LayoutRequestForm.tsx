import { type LayoutRequestSent, layoutMessages, spaceTypes } from "../../../lib/layouts/contract.ts";
import { layoutUploadLimits } from "../../../lib/shared/uploads.ts";
import { inputClass, LabelledControl, TextAreaField } from "../accounts/FormField.tsx";
import { FilesAndSend } from "../uploads/FilesAndSend.tsx";
import { type FieldSpec, Fields, FormCard, fieldGridClass, SentNotice } from "../uploads/UploadFormParts.tsx";
import { useUploadForm } from "../uploads/use-upload-form.ts";

export type LayoutPrefill = {
  name: string;
  email: string;
  phone: string;
  company: string;
  signedIn: boolean;
};

const LAYOUTS_API = "/api/user-service/lighting-layouts";

const contactFields: readonly FieldSpec[] = [
  { name: "name", label: "Name", required: true, autoComplete: "name" },
  { name: "email", label: "Email", type: "email", required: true, autoComplete: "email" },
  { name: "phone", label: "Phone", optional: true, autoComplete: "tel" },
  { name: "company", label: "Company", optional: true, autoComplete: "organization" },
];

const siteFields: readonly FieldSpec[] = [
  { name: "projectName", label: "Project name", required: true },
  { name: "siteAddress", label: "Project address", required: true },
];

const spaceFields: readonly FieldSpec[] = [
  { name: "dimensions", label: "Dimensions", required: true, placeholder: "120 ft x 80 ft" },
  { name: "ceilingHeight", label: "Ceiling height", required: true, placeholder: "28 ft" },
  { name: "targetLightLevels", label: "Target light levels", optional: true, placeholder: "30 fc at floor" },
  { name: "dueDate", label: "Due date", type: "date", optional: true },
];

/**
 * The lighting layout request form (ROUTE-08, LAYOUT-02, LAYOUT-03): contact details (prefilled for
 * a signed-in user), the project, the space, light levels, fixture preferences, a due date and the
 * floor plans, sent with their upload progress. One Idempotency-Key per filled-in form: a double
 * click or a retry sends one request.
 */
export function LayoutRequestForm({ prefill }: { prefill: LayoutPrefill }) {
  const upload = useUploadForm<LayoutRequestSent>({
    url: LAYOUTS_API,
    fileField: "files",
    messages: layoutMessages,
  });
  const { submit, errors, sent } = upload;
  const { signedIn, ...contact } = prefill;

  if (sent) {
    return (
      <SentNotice
        testId="layout"
        message={layoutMessages.sent}
        thing="request"
        number={sent.number}
        followUp="We have mailed you a copy; our design team will be in touch."
        link={signedIn ? { to: "/user?tab=my-lighting-layouts", label: "See my lighting layouts" } : null}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label="Lighting layout request">
      <FormCard legend="Contact details">
        <div className={fieldGridClass}>
          <Fields fields={contactFields} errors={errors} values={contact} />
        </div>
      </FormCard>
      <FormCard legend="Project">
        <div className={fieldGridClass}>
          <Fields fields={siteFields} errors={errors} />
          <LabelledControl label="Space type" error={errors.spaceType}>
            {(props) => (
              <select
                {...props}
                name="spaceType"
                required
                defaultValue=""
                className={`mt-1 ${inputClass} border-slate-300`}
              >
                <option value="" disabled>
                  Choose…
                </option>
                {spaceTypes.map((type) => (
                  <option key={type}>{type}</option>
                ))}
              </select>
            )}
          </LabelledControl>
          <Fields fields={spaceFields} errors={errors} />
        </div>
        <div className="mt-4">
          <TextAreaField
            name="fixturePreferences"
            label="Fixture preferences"
            optional
            rows={4}
            maxLength={2000}
            error={errors.fixturePreferences}
          />
        </div>
      </FormCard>
      <FilesAndSend
        upload={upload}
        legend="Floor plans"
        label="Floor plans (PDF, DWG/DXF or images)"
        limits={layoutUploadLimits}
        sendLabel="Send layout request"
      />
    </form>
  );
}

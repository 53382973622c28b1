import { Form, useNavigation } from "react-router";
import { type LayoutStatus, layoutStatuses, layoutStatusLabels } from "../../../lib/layouts/contract.ts";
import type { Designer, StaffLayoutDetail } from "../../../lib/layouts/staff-contract.ts";
import { returnedLayoutLimits, uploadLimitsText } from "../../../lib/shared/uploads.ts";
import { buttonClass, inputClass, labelClass, Panel } from "./QueueParts.tsx";

/** The statuses a request can be saved at from `current`: the same (to add files) or later. */
const laterOrSame = (current: LayoutStatus) =>
  layoutStatuses.slice(layoutStatuses.indexOf(current)).filter((s) => s !== "RECEIVED");

/**
 * The design team's forms on a layout request's console page (issue 33 item 3): the designer, the
 * status with the returned layouts and a note in the mail, and a note alone. All post multipart to
 * the page's action, each with its `intent`; they work without JavaScript.
 */
export function LayoutWorkForms({ layout, designers }: { layout: StaffLayoutDetail; designers: Designer[] }) {
  const busy = useNavigation().state === "submitting";
  const targets = laterOrSame(layout.status);
  return (
    <div className="space-y-4">
      <Panel title="Designer" id="layout-assign">
        <Form method="post" encType="multipart/form-data" className="space-y-2">
          <input type="hidden" name="intent" value="assign" />
          <label htmlFor="designerId" className={labelClass}>
            Assign to
          </label>
          <select
            id="designerId"
            name="designerId"
            defaultValue={layout.assignedTo?.userId ?? ""}
            className={inputClass}
          >
            <option value="">Nobody</option>
            {designers.map((d) => (
              <option key={d.userId} value={d.userId}>
                {d.name || d.email}
              </option>
            ))}
          </select>
          <button type="submit" className={buttonClass} disabled={busy}>
            Save designer
          </button>
        </Form>
      </Panel>
      <Panel title="Status and layouts" id="layout-status">
        <Form method="post" encType="multipart/form-data" className="space-y-3">
          <input type="hidden" name="intent" value="status" />
          <div>
            <label htmlFor="status" className={labelClass}>
              Status
            </label>
            <select
              id="status"
              name="status"
              defaultValue={targets.find((s) => s !== layout.status) ?? layout.status}
              className={inputClass}
            >
              {targets.map((s) => (
                <option key={s} value={s}>
                  {s === layout.status ? `${layoutStatusLabels[s]} (unchanged)` : layoutStatusLabels[s]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="files" className={labelClass}>
              Layout files
            </label>
            <input
              id="files"
              name="files"
              type="file"
              multiple
              className="mt-1 block w-full text-sm"
              aria-describedby="files-help"
            />
            <p id="files-help" className="mt-1 text-xs text-slate-600">
              {uploadLimitsText(returnedLayoutLimits)}
            </p>
          </div>
          <div>
            <label htmlFor="status-note" className={labelClass}>
              Note to the customer (in the mail)
            </label>
            <textarea id="status-note" name="note" rows={3} maxLength={1000} className={inputClass} />
          </div>
          <button type="submit" className={buttonClass} disabled={busy}>
            {busy ? "Saving…" : "Save and mail the customer"}
          </button>
        </Form>
      </Panel>
      <Panel title="Note to the customer" id="layout-note">
        <Form method="post" encType="multipart/form-data" className="space-y-2">
          <input type="hidden" name="intent" value="note" />
          <label htmlFor="note-only" className={labelClass}>
            Note (mailed, status unchanged)
          </label>
          <textarea id="note-only" name="note" rows={3} maxLength={1000} required className={inputClass} />
          <button type="submit" className={buttonClass} disabled={busy}>
            Send note
          </button>
        </Form>
      </Panel>
    </div>
  );
}

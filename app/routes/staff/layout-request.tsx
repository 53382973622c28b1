import { Download } from "lucide-react";
import { data, Link } from "react-router";
import {
  LAYOUT_NUMBER,
  layoutStatusLabels,
  type StaffLayoutFile,
  setLayoutStatusBody,
} from "../../../lib/layouts/contract.ts";
import { assignLayoutBody, layoutNoteBody } from "../../../lib/layouts/staff-contract.ts";
import { getPageContext } from "../../context.ts";
import { AuditTrail } from "../../features/staff/AuditTrail.tsx";
import { StaffPageHeader } from "../../features/staff/DataTable.tsx";
import { LayoutWorkForms } from "../../features/staff/LayoutWorkForms.tsx";
import {
  ActionNotice,
  agoOf,
  dayOf,
  FieldList,
  Panel,
  StatusBadge,
} from "../../features/staff/QueueParts.tsx";
import { layoutTone } from "../../features/staff/queue-tones.ts";
import { parseFormFields, staffActorOf, staffFormCall } from "../../features/staff/staff-action.ts";
import { requireStaffPage, staffMeta, staffPageHeaders } from "../../features/staff/staff-page.ts";
import { loaderCall } from "../../page-errors.ts";
import type { Route } from "./+types/layout-request";

function numberOf(params: { number?: string }): string {
  const number = (params.number ?? "").toUpperCase();
  if (!LAYOUT_NUMBER.test(number)) throw data("No such layout request", { status: 404 });
  return number;
}

/** `/staff/layout-requests/:number` (issue 33 item 3): one request, its files, the design team's work on it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaffPage(request, context, "layouts.work");
  const number = numberOf(params);
  const { layouts, audit } = getPageContext(context);
  const [layout, designers, trail] = await Promise.all([
    loaderCall(layouts.staffRequest(number)),
    layouts.designers(),
    audit.trailOf(layouts.auditType, number),
  ]);
  return { layout, designers, trail };
}

/**
 * The page's forms, all posted as multipart (the status form carries the returned layouts): each
 * `intent` is one call of the layouts module, the same use cases as the staff API's.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = staffActorOf(request, context, "layouts.work");
  const number = numberOf(params);
  const { layouts } = getPageContext(context);
  return staffFormCall(context, "layout request change failed", async () => {
    const upload = await layouts.readReturnedLayouts(request);
    const intent = upload.fields.intent;
    if (intent === "assign") {
      const body = parseFormFields(assignLayoutBody, { designerId: upload.fields.designerId ?? "" });
      const done = await layouts.assign(number, body.designerId, actor);
      return done.assignedTo ? `Assigned to ${done.assignedTo.name}.` : "No designer is assigned now.";
    }
    if (intent === "note") {
      const body = parseFormFields(layoutNoteBody, { note: upload.fields.note ?? "" });
      await layouts.sendNote(number, body.note, actor);
      return "The note was mailed to the customer.";
    }
    const body = parseFormFields(setLayoutStatusBody, {
      status: upload.fields.status,
      note: upload.fields.note,
    });
    const done = await layouts.setStatus(number, body, upload.files, { kind: "staff", staff: actor });
    const files = done.filesAdded ? ` ${done.filesAdded} layout file(s) added.` : "";
    return done.changed
      ? `Moved to ${layoutStatusLabels[done.status]}; the customer was mailed.${files}`
      : `Nothing changed.${files}`;
  });
}

export const headers = staffPageHeaders;

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  return staffMeta(`${loaded?.layout.number ?? "Layout request"}`);
}

function FileLinks({ files, empty }: { files: StaffLayoutFile[]; empty: string }) {
  if (files.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ul className="space-y-1 text-sm">
      {files.map((file) => (
        <li key={file.id}>
          <a
            href={file.url}
            download
            className="inline-flex items-center gap-1 break-all font-semibold text-brand-navy underline"
          >
            <Download aria-hidden className="size-4 shrink-0" />
            {file.name}
          </a>{" "}
          <span className="text-slate-600">({Math.max(1, Math.round(file.sizeBytes / 1024))} KB)</span>
        </li>
      ))}
    </ul>
  );
}

export default function LayoutRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { layout, designers, trail } = loaderData;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/staff/layout-requests" className="text-brand-navy underline">
          ← Layout requests
        </Link>
      </p>
      <StaffPageHeader
        title={`Layout request ${layout.number}`}
        intro={`${layout.projectName}. Received ${dayOf(layout.createdAt)} (${agoOf(layout.createdAt)}).`}
        actions={<StatusBadge label={layoutStatusLabels[layout.status]} tone={layoutTone[layout.status]} />}
      />
      <ActionNotice result={actionData} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-4">
          <Panel title="The request" id="layout-request-fields">
            <FieldList
              fields={[
                { label: "Name", value: layout.name },
                {
                  label: "Email",
                  value: (
                    <a className="text-brand-navy underline" href={`mailto:${layout.email}`}>
                      {layout.email}
                    </a>
                  ),
                },
                { label: "Phone", value: layout.phone },
                { label: "Company", value: layout.company },
                { label: "Account", value: layout.accountId ?? "Guest or basic customer" },
                { label: "Project", value: layout.projectName },
                { label: "Site address", value: layout.siteAddress },
                { label: "Space type", value: layout.spaceType },
                { label: "Dimensions", value: layout.dimensions },
                { label: "Ceiling height", value: layout.ceilingHeight },
                { label: "Target light levels", value: layout.targetLightLevels },
                { label: "Fixture preferences", value: layout.fixturePreferences },
                { label: "Due date", value: layout.dueDate ?? "" },
                { label: "Designer", value: layout.assignedTo?.name ?? "Unassigned" },
              ]}
            />
          </Panel>
          <Panel title="Plans from the customer" id="layout-plans">
            <FileLinks files={layout.plans} empty="The customer sent no plans." />
          </Panel>
          <Panel title="Returned layouts" id="layout-layouts">
            <FileLinks files={layout.layouts} empty="No layout has been returned yet." />
          </Panel>
          <AuditTrail entries={trail} />
        </div>
        <LayoutWorkForms layout={layout} designers={designers} />
      </div>
    </>
  );
}

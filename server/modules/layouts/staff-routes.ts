import type { Context } from "hono";
import { LAYOUT_NUMBER, setLayoutStatusBody } from "../../../lib/layouts/contract.ts";
import {
  assignLayoutBody,
  layoutNoteBody,
  staffLayoutListQuery,
} from "../../../lib/layouts/staff-contract.ts";
import { parseJson, uuidParam } from "../../http.ts";
import { STAFF_CSV_LIMIT, type StaffApi, type StaffEnv, staffCsv } from "../../staff-api.ts";
import { staffListParams } from "../../staff-list.ts";
import { fileDownload, parseFields } from "../../uploads.ts";
import { fileNotFound, layoutNotFound } from "./deps.ts";
import type { LayoutsModule } from "./index.ts";

function numberParam(c: Context): string {
  const value = (c.req.param("number") ?? "").toUpperCase();
  if (!LAYOUT_NUMBER.test(value)) throw layoutNotFound();
  return value;
}

/**
 * Issue 33 item 3: the design team's calls under /api/staff (permission `layouts.work`): the queue
 * (and its CSV), one request with its files, the designers, and the changes, each the same use case as
 * the integration API's with the staff member as the actor.
 */
export function staffLayoutRoutes(api: StaffApi, layouts: LayoutsModule) {
  api.get("/layout-requests", "layouts.work", async (c) => {
    const { query, csv } = staffListParams(c, staffLayoutListQuery);
    if (!csv) return c.json(await layouts.staffList(query));
    const { rows } = await layouts.staffList(query, STAFF_CSV_LIMIT);
    return staffCsv(
      "layout-requests.csv",
      [
        "Number",
        "Status",
        "Received",
        "Requester",
        "Email",
        "Company",
        "Project",
        "Due",
        "Plans",
        "Layouts",
        "Designer",
      ],
      rows.map((r) => [
        r.number,
        r.status,
        r.createdAt,
        r.name,
        r.email,
        r.company,
        r.projectName,
        r.dueDate ?? "",
        String(r.planCount),
        String(r.layoutCount),
        r.assignedName ?? "",
      ]),
    );
  });

  api.get("/layout-requests/designers", "layouts.work", async (c) =>
    c.json({ designers: await layouts.designers() }),
  );

  api.get("/layout-requests/:number", "layouts.work", async (c) =>
    c.json(await layouts.staffRequest(numberParam(c))),
  );

  api.get("/layout-requests/:number/files/:fileId", "layouts.work", async (c) => {
    const file = await layouts.integrationFile(numberParam(c), uuidParam(c, "fileId", fileNotFound));
    return fileDownload(layouts.storage, file);
  });

  // The move on, as the integration API takes it: JSON `{ status, note }`, or a multipart form with the
  // returned layouts as `files`.
  api.put("/layout-requests/:number/status", "layouts.work", async (c: Context<StaffEnv>) => {
    const number = numberParam(c);
    const actor = { kind: "staff" as const, staff: c.get("staff") };
    const multipart = (c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
    if (!multipart)
      return c.json(await layouts.setStatus(number, await parseJson(c, setLayoutStatusBody), [], actor));
    const upload = await layouts.readReturnedLayouts(c.req.raw);
    return c.json(
      await layouts.setStatus(number, parseFields(setLayoutStatusBody, upload.fields), upload.files, actor),
    );
  });

  api.put("/layout-requests/:number/assignee", "layouts.work", async (c) => {
    const body = await parseJson(c, assignLayoutBody);
    return c.json(await layouts.assign(numberParam(c), body.designerId, c.get("staff")));
  });

  api.post("/layout-requests/:number/notes", "layouts.work", async (c) => {
    const body = await parseJson(c, layoutNoteBody);
    return c.json(await layouts.sendNote(numberParam(c), body.note, c.get("staff")));
  });
}

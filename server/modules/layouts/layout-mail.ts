import { type LayoutStatus, layoutStatusLabels } from "../../../lib/layouts/contract.ts";
import { noticeMail } from "../../adapters/mail/notice-mail.ts";
import type { LayoutsDeps } from "./deps.ts";
import { layoutStaffPath } from "./integration-layout-request.ts";
import type { layoutRequests } from "./schema.ts";

type RequestRow = typeof layoutRequests.$inferSelect;

/** The portal tab where a signed-in requester follows the request. */
const tabUrl = (baseURL: string) => `${baseURL}/user?tab=my-lighting-layouts`;

/** LAYOUT-02: the design team hears of a new request with everything the requester typed. */
export function designTeamMail(deps: LayoutsDeps, row: RequestRow, fileCount: number) {
  return noticeMail({
    to: deps.designTeamEmail,
    purpose: "layout-request",
    subject: `Lighting layout request ${row.number}: ${row.projectName}`,
    greeting: "Hello design team,",
    lines: [
      `${row.name} <${row.email}>${row.phone ? `, ${row.phone}` : ""}${row.company ? ` (${row.company})` : ""} requests a lighting layout.`,
      `Project: ${row.projectName}, ${row.siteAddress}`,
      `Space: ${row.spaceType}, ${row.dimensions}, ceiling height ${row.ceilingHeight}`,
      `Target light levels: ${row.targetLightLevels || "not given"}`,
      `Fixture preferences: ${row.fixturePreferences || "not given"}`,
      `Due: ${row.dueDate ?? "not given"}. Files: ${fileCount}.`,
      row.userId ? "Sent by a signed-in customer." : "Sent by a guest (no account).",
    ],
    link: {
      label: "The request and its files (integration API, X-Api-Key)",
      url: `${deps.baseURL}${layoutStaffPath(row.number)}`,
    },
  });
}

/** The requester's receipt. */
export function requesterMail(deps: LayoutsDeps, row: RequestRow) {
  return noticeMail({
    to: row.email,
    purpose: "layout-request",
    subject: `${deps.brandName} lighting layout request ${row.number} received`,
    greeting: `Hello ${row.name},`,
    lines: [
      `Thank you: we received your lighting layout request ${row.number} for ${row.projectName}.`,
      "Our design team will mail you when they start on it and when your layout is ready.",
    ],
    link: row.userId ? { label: "Follow your requests", url: tabUrl(deps.baseURL) } : undefined,
  });
}

/** Each change of status, to the requester. */
export function layoutStatusMail(deps: LayoutsDeps, row: RequestRow, status: LayoutStatus, note: string) {
  return noticeMail({
    to: row.email,
    purpose: "layout-status",
    subject: `${deps.brandName} lighting layout ${row.number}: ${layoutStatusLabels[status]}`,
    greeting: `Hello ${row.name},`,
    lines: [
      status === "COMPLETED"
        ? `Your lighting layout for ${row.projectName} (${row.number}) is ready.`
        : `Our design team has started on your lighting layout for ${row.projectName} (${row.number}).`,
      ...(note ? [note] : []),
    ],
    link: row.userId ? { label: "See your lighting layouts", url: tabUrl(deps.baseURL) } : undefined,
  });
}

/** Issue 33: a note of the design team to the requester, the status unchanged. */
export function layoutNoteMail(deps: LayoutsDeps, row: RequestRow, note: string) {
  return noticeMail({
    to: row.email,
    purpose: "layout-status",
    subject: `${deps.brandName} lighting layout ${row.number}: a note from our design team`,
    greeting: `Hello ${row.name},`,
    lines: [`About your lighting layout request for ${row.projectName} (${row.number}):`, note],
    link: row.userId ? { label: "See your lighting layouts", url: tabUrl(deps.baseURL) } : undefined,
  });
}

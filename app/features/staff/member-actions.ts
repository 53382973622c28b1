import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { type FormFailure, fieldErrorsOf, formText } from "../../../lib/accounts/account-forms.ts";
import { staffRoleSchema } from "../../../lib/staff/contract.ts";
import { getPageContext } from "../../context.ts";
import { formCall, readForm } from "../../page-errors.ts";
import { requireStaffPage } from "./staff-page.ts";

/** What a change on the Staff page answers when it worked: the sentence the page shows. */
export type MemberActionDone = { ok: true; message: string };

const memberForm = z.object({ userId: z.string().trim().min(1).max(64) });
const inviteForm = z
  .object({
    email: z.string().trim().toLowerCase().pipe(z.email("Enter a valid email address")),
    name: z.string().trim().min(1, "Enter the person's name").max(120),
    role: staffRoleSchema,
  })
  .strict();

/**
 * The Staff page's form posts (issue 33 item 1), one accounts use case each: invite, role,
 * deactivate, reactivate, reset the authenticator. The member acting is the page's staff member with
 * their address (the audit entry records both).
 */
export async function memberAction(request: Request, context: Readonly<RouterContextProvider>) {
  const staff = requireStaffPage(request, context, "staff.manage");
  const { accounts, clientIp } = getPageContext(context);
  const actor = { ...staff, ip: clientIp };
  const form = await readForm(request);
  const intent = formText(form, "intent");
  if (intent === "invite") {
    const values = {
      email: formText(form, "email"),
      name: formText(form, "name"),
      role: formText(form, "role"),
    };
    const parsed = inviteForm.safeParse(values);
    if (!parsed.success) {
      return data<FormFailure>(
        { ok: false, alert: null, fieldErrors: fieldErrorsOf(parsed.error.issues), values },
        { status: 400 },
      );
    }
    return formCall(
      context,
      async (): Promise<MemberActionDone> => {
        await accounts.createStaffMember(actor, { headers: request.headers, ip: clientIp }, parsed.data);
        return {
          ok: true,
          message: `Invited ${parsed.data.name}: a link to choose a password was mailed to ${parsed.data.email}.`,
        };
      },
      { log: "staff invite failed", values },
    );
  }
  const member = memberForm.safeParse({ userId: formText(form, "userId") });
  if (!member.success) throw data("No such staff member.", { status: 404 });
  const { userId } = member.data;
  return formCall(
    context,
    async (): Promise<MemberActionDone> => {
      switch (intent) {
        case "role": {
          const role = staffRoleSchema.safeParse(formText(form, "role"));
          if (!role.success) throw data("Choose a role.", { status: 400 });
          const changed = await accounts.changeStaffRole(actor, userId, role.data);
          return { ok: true, message: `${changed.name} now has the new role.` };
        }
        case "deactivate":
        case "reactivate": {
          const changed = await accounts.setStaffActive(actor, userId, intent === "reactivate");
          return {
            ok: true,
            message:
              intent === "reactivate"
                ? `${changed.name} can sign in again.`
                : `${changed.name} is deactivated and signed out everywhere.`,
          };
        }
        case "reset-authenticator": {
          const changed = await accounts.resetStaffAuthenticator(actor, userId);
          return {
            ok: true,
            message: `${changed.name} sets up a new authenticator app at the next sign-in.`,
          };
        }
        default:
          throw data("Unknown action.", { status: 400 });
      }
    },
    { log: "staff member change failed" },
  );
}

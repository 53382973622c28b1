import { X } from "lucide-react";
import { useState } from "react";
import { displayName, type PortalUser } from "../../../lib/accounts/users.ts";
import { Dialog, DialogHeader } from "../../components/ui/Dialog.tsx";
import { secondaryButton } from "./styles.ts";

/**
 * USER-03, issue 32 item 6: declining a pending user asks first. "Keep pending" closes and changes
 * nothing; "Decline" declines their request.
 */
export function DeclineUserDialog({
  user,
  onKeep,
  onDecline,
}: {
  /** The pending user asked about; null: the dialog is closed. */
  user: PortalUser | null;
  onKeep: () => void;
  onDecline: (user: PortalUser) => void;
}) {
  const [last, setLast] = useState(user);
  // The dialog keeps its words while it closes.
  if (user && user !== last) setLast(user);
  const shown = user ?? last;
  const name = shown ? displayName(shown) : "";
  const title = `Decline ${name}?`;
  return (
    <Dialog
      open={user !== null}
      onClose={onKeep}
      label={title}
      role="alertdialog"
      testId="decline-user-dialog"
    >
      <DialogHeader title={title} onClose={onKeep} />
      <div className="space-y-4 px-5 py-4">
        <p className="text-sm text-slate-700">
          The request of {name} ({shown?.email ?? ""}) is declined and leaves the pending users. They can ask
          again later.
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={`${secondaryButton} h-10`} onClick={onKeep}>
            Keep pending
          </button>
          <button
            type="button"
            className="inline-flex h-10 items-center justify-center gap-1.5 rounded bg-brand-red px-4 font-semibold text-white hover:opacity-90"
            onClick={() => user && onDecline(user)}
          >
            <X aria-hidden size={16} />
            Decline
          </button>
        </div>
      </div>
    </Dialog>
  );
}

import { MapPin } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import {
  type AddressBookAnswer,
  addressBookAnswer,
  savedAddress,
} from "../../../lib/accounts/address-book.ts";
import { AddressForm } from "./AddressForm.tsx";
import { addressLine } from "./address-book-form.ts";
import { cardClass, dangerButton, primaryButton, secondaryButton, sectionTitle } from "./styles.ts";
import { LoadFailed, useUserServiceData } from "./use-user-service-data.tsx";
import { UserServiceError, userService } from "./user-service.ts";

type Saved = AddressBookAnswer["addresses"][number];

/** The server's reason when it gave one, else a plain sentence. */
const reasonOf = (error: unknown, fallback: string) =>
  error instanceof UserServiceError && error.status < 500 && error.status !== 404 ? error.message : fallback;

/**
 * #32.1: the account's address book, the ship-to addresses checkout offers (the default first). The
 * account's admin adds, edits, removes (after asking) and sets the default; its members and reps see
 * the list and pick an address at checkout. Each change is confirmed in a status line.
 */
export function AddressBook({ accountId }: { accountId: string }) {
  const id = useId();
  const base = `/accounts/${encodeURIComponent(accountId)}/addresses`;
  const { state, retry } = useUserServiceData(base, addressBookAnswer, "Could not load the address book");
  const [editing, setEditing] = useState<"new" | string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ tone: "done" | "failed"; text: string } | null>(null);

  async function act(work: () => Promise<unknown>, done: string, failed: string) {
    setBusy(true);
    setStatus(null);
    try {
      await work();
      setStatus({ tone: "done", text: done });
      setEditing(null);
      setRemoving(null);
      retry();
    } catch (error) {
      setStatus({ tone: "failed", text: reasonOf(error, failed) });
    } finally {
      setBusy(false);
    }
  }

  const book = state.status === "ready" ? state.data : null;
  return (
    <section
      id="address-book"
      aria-labelledby={`${id}-title`}
      className={`${cardClass} scroll-mt-24`}
      aria-busy={state.status === "loading"}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${id}-title`} className={sectionTitle}>
          Ship-to address book
        </h3>
        {book?.canEdit && editing !== "new" && (
          <button type="button" className={primaryButton} onClick={() => setEditing("new")}>
            Add an address
          </button>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {book && !book.canEdit
          ? "Checkout offers these addresses. Your account admin keeps this list."
          : "Checkout offers these addresses, the default first."}
      </p>
      <p
        role="status"
        className={`mt-2 text-sm font-medium ${status?.tone === "failed" ? "text-brand-red" : "text-brand-green"}`}
      >
        {status?.text}
      </p>
      {state.status === "loading" && <p className="mt-2 text-sm text-slate-500">Loading addresses…</p>}
      {state.status === "error" && (
        <LoadFailed message="The address book could not be loaded." onRetry={retry} className="mt-2" />
      )}
      {editing === "new" && (
        <AddressForm
          title="New ship-to address"
          busy={busy}
          onCancel={() => setEditing(null)}
          onSave={(body) =>
            act(
              () => userService.post(base, body, savedAddress),
              `${body.name} was added.`,
              "The address could not be added.",
            )
          }
        />
      )}
      {book && book.addresses.length === 0 && editing !== "new" && (
        <p className="mt-3 text-sm text-slate-600">
          No saved ship-to addresses yet{book.canEdit ? ": add the places you ship to." : "."}
        </p>
      )}
      {book && book.addresses.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-200">
          {book.addresses.map((address) => (
            <li key={address.id} className="py-3">
              {editing === address.id ? (
                <AddressForm
                  title={`Edit ${address.name}`}
                  initial={address}
                  busy={busy}
                  onCancel={() => setEditing(null)}
                  onSave={(body) =>
                    act(
                      () => userService.put(`${base}/${address.id}`, body, savedAddress),
                      `${body.name} was saved.`,
                      "The address could not be saved.",
                    )
                  }
                />
              ) : (
                <AddressEntry
                  address={address}
                  canEdit={book.canEdit}
                  busy={busy}
                  confirming={removing === address.id}
                  onEdit={() => {
                    setStatus(null);
                    setEditing(address.id);
                  }}
                  onMakeDefault={() =>
                    act(
                      () => userService.post(`${base}/${address.id}/default`, {}, savedAddress),
                      `${address.name} is now the default ship-to address.`,
                      "The default could not be changed.",
                    )
                  }
                  onRemove={() => setRemoving(address.id)}
                  onKeep={() => setRemoving(null)}
                  onConfirmRemove={() =>
                    act(
                      () => userService.delete(`${base}/${address.id}`),
                      `${address.name} was removed from the address book.`,
                      "The address could not be removed.",
                    )
                  }
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AddressEntry({
  address,
  canEdit,
  busy,
  confirming,
  onEdit,
  onMakeDefault,
  onRemove,
  onKeep,
  onConfirmRemove,
}: {
  address: Saved;
  canEdit: boolean;
  busy: boolean;
  confirming: boolean;
  onEdit: () => void;
  onMakeDefault: () => void;
  onRemove: () => void;
  onKeep: () => void;
  onConfirmRemove: () => void;
}) {
  // Asking moves the focus to the question's safe answer; the keyboard user is not left on nothing.
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) keepRef.current?.focus();
  }, [confirming]);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 gap-2 text-sm">
        <MapPin aria-hidden size={16} className="mt-0.5 shrink-0 text-slate-400" />
        <address className="min-w-0 break-words not-italic text-slate-700">
          <span className="font-semibold text-slate-800">{address.name}</span>
          {address.isDefault && (
            <span className="ml-2 rounded bg-brand-green/10 px-1.5 py-0.5 text-xs font-semibold text-brand-green">
              Default
            </span>
          )}
          <br />
          {addressLine(address)}
        </address>
      </div>
      {canEdit && !confirming && (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={secondaryButton} onClick={onEdit} disabled={busy}>
            Edit<span className="sr-only"> {address.name}</span>
          </button>
          {!address.isDefault && (
            <button type="button" className={secondaryButton} onClick={onMakeDefault} disabled={busy}>
              Make default<span className="sr-only"> ({address.name})</span>
            </button>
          )}
          <button type="button" className={dangerButton} onClick={onRemove} disabled={busy}>
            Remove<span className="sr-only"> {address.name}</span>
          </button>
        </div>
      )}
      {canEdit && confirming && (
        <fieldset className="flex flex-wrap items-center gap-2 text-sm">
          <legend className="sr-only">Remove {address.name}?</legend>
          <span className="font-medium text-slate-700">Remove this address?</span>
          <button type="button" className={dangerButton} onClick={onConfirmRemove} disabled={busy}>
            Yes, remove
          </button>
          <button ref={keepRef} type="button" className={secondaryButton} onClick={onKeep} disabled={busy}>
            Keep it
          </button>
        </fieldset>
      )}
    </div>
  );
}

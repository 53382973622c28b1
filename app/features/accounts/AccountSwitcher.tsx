import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import type { AccountSummary, SessionUser } from "../../../lib/accounts/users.ts";

export const switchAccountError = "Could not switch the account";

type Selection =
  | { selectedAccountId: string }
  | { selectedSalesRepId: string }
  | { selectedAssignedAccountId: string };

export type SwitcherUser = Pick<
  SessionUser,
  | "userId"
  | "customerType"
  | "accounts"
  | "selectedAccountId"
  | "salesReps"
  | "selectedSalesRepId"
  | "assignedAccounts"
  | "selectedAssignedAccountId"
>;

/** True when there is an account or a sales rep to show or choose (a basic customer has none). */
export function showsAccountSwitcher(user: SwitcherUser): boolean {
  if (user.customerType === "distributor") return user.accounts.length > 0;
  if (user.customerType === "representative") return user.salesReps.length > 0;
  return false;
}

export const accountLabel = (account: AccountSummary) => `${account.name} (${account.id})`;

/**
 * Account switching: a distributor picks one of their accounts, a representative the sales rep they
 * work under and the assigned account they work for (SEC-10). The choice is saved on the server
 * (API-54), then every loader runs again so prices, carts and lists follow the new account.
 */
export function AccountSwitcher({ user, compact = false }: { user: SwitcherUser; compact?: boolean }) {
  const { revalidate } = useRevalidator();
  const [saving, setSaving] = useState(false);
  const id = useId();

  async function select(selection: Selection) {
    setSaving(true);
    // The user service (and zod, which parses its answers) loads on the first switch, not with every
    // page: the switcher sits in the header of every page, and most visitors never switch.
    const { userFacingError, userService } = await import("./user-service.ts");
    try {
      await userService.put(`/users/${encodeURIComponent(user.userId)}`, selection);
      await revalidate();
    } catch (error) {
      toast.error(userFacingError(error) ?? switchAccountError, { duration: 5_000 });
    } finally {
      setSaving(false);
    }
  }

  const fieldClass = `mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-800 disabled:opacity-60 ${compact ? "" : "sm:max-w-md"}`;
  const labelClass = "block text-xs font-semibold uppercase tracking-wide text-slate-500";

  const picker = (
    key: string,
    label: string,
    value: string | null,
    options: { id: string; label: string }[],
    toSelection: (value: string) => Selection,
  ) =>
    options.length > 1 ? (
      <div key={key}>
        <label htmlFor={`${id}-${key}`} className={labelClass}>
          {label}
        </label>
        <select
          id={`${id}-${key}`}
          className={fieldClass}
          // #32.6: the whole name on hover, should a long one still not fit the menu.
          title={options.find((option) => option.id === value)?.label}
          value={value ?? ""}
          disabled={saving}
          onChange={(event) => select(toSelection(event.target.value))}
        >
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    ) : (
      <div key={key}>
        <p className={labelClass}>{label}</p>
        <p className="mt-1 text-sm text-slate-800">{options[0]?.label ?? "None"}</p>
      </div>
    );

  const pickers =
    user.customerType === "distributor"
      ? [
          picker(
            "account",
            "Working account",
            user.selectedAccountId,
            user.accounts.map((a) => ({ id: a.id, label: accountLabel(a) })),
            (value) => ({ selectedAccountId: value }),
          ),
        ]
      : user.customerType === "representative"
        ? [
            picker(
              "rep",
              "Sales rep",
              user.selectedSalesRepId,
              user.salesReps.map((rep) => ({ id: rep.id, label: `${rep.name} (${rep.id})` })),
              (value) => ({ selectedSalesRepId: value }),
            ),
            picker(
              "assigned",
              "Assigned account",
              user.selectedAssignedAccountId,
              user.assignedAccounts.map((a) => ({ id: a.id, label: accountLabel(a) })),
              (value) => ({ selectedAssignedAccountId: value }),
            ),
          ]
        : [];
  if (!showsAccountSwitcher(user)) return null;
  return (
    <fieldset className="space-y-3" aria-busy={saving} data-testid="account-switcher">
      <legend className="sr-only">Switch account</legend>
      {pickers}
      <p className="sr-only" aria-live="polite">
        {saving ? "Switching account…" : ""}
      </p>
    </fieldset>
  );
}

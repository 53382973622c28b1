import { useState } from "react";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { AccountNotices } from "./AccountNotices.tsx";
import { AccountProfile } from "./AccountProfile.tsx";
import { AddressBook } from "./AddressBook.tsx";
import { type AccountNotice, accountNotices, mergeNotices, outcomeNotices } from "./account-notices.ts";
import { ConnectAccountForms } from "./ConnectAccountForms.tsx";
import { PeopleOfAccount } from "./PeopleOfAccount.tsx";
import { ChangePasswordForm, EditProfileForm } from "./ProfileForms.tsx";
import { RequestAdminAccess } from "./RequestAdminAccess.tsx";

/**
 * The account tab: the messages that apply (USER-21, USER-22), the profile with the account
 * switcher, the upgrade of a basic customer (or a further account of a distributor), the admin request, the account's people (API-62) and its ship-to address book (#32.1).
 */
export function AccountOverview({ viewer, brandName }: { viewer: SessionUser; brandName: string }) {
  const [recent, setRecent] = useState<AccountNotice[]>([]);
  const notices = mergeNotices(accountNotices(viewer, brandName), recent);
  return (
    <div className="space-y-5">
      <AccountNotices notices={notices} pendingNames={viewer.pendingConnections.map((c) => c.name)} />
      <AccountProfile viewer={viewer} />
      <EditProfileForm viewer={viewer} />
      <ChangePasswordForm />
      <ConnectAccountForms
        customerType={viewer.customerType}
        onOutcome={(outcome) => setRecent(outcomeNotices(outcome, brandName))}
      />
      <RequestAdminAccess viewer={viewer} />
      {viewer.workingAccountId && <PeopleOfAccount accountId={viewer.workingAccountId} />}
      {viewer.workingAccountId && (
        <AddressBook key={viewer.workingAccountId} accountId={viewer.workingAccountId} />
      )}
    </div>
  );
}

import { Mail, MapPin, Phone } from "lucide-react";
import { userErrors } from "../../../lib/accounts/account-messages.ts";
import { type PeopleAnswer, peopleAnswer } from "../../../lib/accounts/user-service.contract.ts";
import { cardClass, sectionTitle } from "./styles.ts";
import { LoadFailed, useUserServiceData } from "./use-user-service-data.tsx";

/**
 * API-62: the contacts and addresses of the account the user works for. A failure shows "Failed to
 * get people accounts" (USER-20) and offers to try again.
 */
export function PeopleOfAccount({ accountId }: { accountId: string }) {
  const { state, retry } = useUserServiceData(
    `/users/people-accounts/${encodeURIComponent(accountId)}`,
    peopleAnswer,
    userErrors.peopleAccounts,
  );

  return (
    <section aria-labelledby="people-title" className={cardClass} aria-busy={state.status === "loading"}>
      <h3 id="people-title" className={sectionTitle}>
        {state.status === "ready"
          ? `People and addresses of ${state.data.peopleAccount.name}`
          : "People and addresses"}
      </h3>
      {state.status === "loading" && <p className="mt-2 text-sm text-slate-500">Loading…</p>}
      {state.status === "error" && (
        <LoadFailed
          message="The people of this account could not be loaded."
          onRetry={retry}
          className="mt-2"
        />
      )}
      {state.status === "ready" && <PeopleLists people={state.data} />}
    </section>
  );
}

function PeopleLists({ people }: { people: PeopleAnswer }) {
  const { contacts } = people.peopleAccount;
  return (
    <div className="mt-3 grid gap-6 md:grid-cols-2">
      <div>
        <h4 className="text-sm font-semibold uppercase tracking-wide text-slate-500">Contacts</h4>
        {contacts.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No contacts on file.</p>
        ) : (
          <ul className="mt-2 space-y-3">
            {contacts.map((contact) => (
              <li key={contact.id} className="text-sm">
                <p className="font-semibold text-slate-800">
                  {contact.fname} {contact.lname}
                  {contact.title && <span className="font-normal text-slate-500"> · {contact.title}</span>}
                </p>
                <p className="mt-0.5 flex flex-wrap gap-x-4 gap-y-1 text-slate-600">
                  <a
                    href={`mailto:${contact.email}`}
                    className="flex items-center gap-1 break-all hover:text-brand-green"
                  >
                    <Mail aria-hidden size={14} />
                    {contact.email}
                  </a>
                  {contact.phone && (
                    <a
                      href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}
                      className="flex items-center gap-1 hover:text-brand-green"
                    >
                      <Phone aria-hidden size={14} />
                      {contact.phone}
                    </a>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h4 className="text-sm font-semibold uppercase tracking-wide text-slate-500">Addresses</h4>
        {people.peopleAddresses.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No addresses on file.</p>
        ) : (
          <ul className="mt-2 space-y-3">
            {people.peopleAddresses.map((address) => (
              <li key={address.id} className="flex gap-2 text-sm">
                <MapPin aria-hidden size={16} className="mt-0.5 shrink-0 text-slate-400" />
                <address className="not-italic text-slate-700">
                  <span className="font-semibold capitalize text-slate-800">{address.kind}</span>
                  <br />
                  {address.name}
                  <br />
                  {address.address1}
                  {address.address2 && `, ${address.address2}`}
                  <br />
                  {address.city}, {address.state} {address.zip}
                </address>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

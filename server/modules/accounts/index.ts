import type { AddressBody } from "../../../lib/accounts/address-book.ts";
import type {
  ConnectBody,
  RegisterBody,
  SignInBody,
  UpdateUserBody,
} from "../../../lib/accounts/user-contract.ts";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type {
  AccountTermsBody,
  CreateStaffAccountBody,
  ReviewRegistrationBody,
  StaffAccountsQuery,
  StaffUsersQuery,
} from "../../../lib/staff/accounts.ts";
import type { StaffActor, StaffRole } from "../../../lib/staff/contract.ts";
import type { StaffMembersQuery } from "../../../lib/staff/members.ts";
import { listAddressBook } from "./address-book.ts";
import { approversOf } from "./approvers.ts";
import { connectAccount } from "./connect-account.ts";
import { createStaffMember } from "./create-staff-member.ts";
import { createVerifiedUser } from "./create-verified-user.ts";
import type { AccountsDeps, ScopeHint } from "./deps.ts";
import { findCaller, sessionUser } from "./find-caller.ts";
import { findSalesReps } from "./find-sales-reps.ts";
import { getUser } from "./get-user.ts";
import type { ClientRequest } from "./identity.ts";
import { listUsers } from "./list-users.ts";
import { orderingAdmins } from "./ordering-admins.ts";
import { peopleAccounts } from "./people-accounts.ts";
import { register } from "./register.ts";
import { removeAddress } from "./remove-address.ts";
import { requestAdmin } from "./request-admin.ts";
import { approveUser, declineUser } from "./review-user.ts";
import { addAddress, editAddress, setDefaultAddress } from "./save-address.ts";
import { recordLogin, signIn } from "./sign-in.ts";
import { accountForStaff, salesRepsForStaff } from "./staff-account.ts";
import { assignSalesRepForStaff, unassignSalesRepForStaff } from "./staff-assign-sales-rep.ts";
import { findStaffCaller } from "./staff-caller.ts";
import { changeStaffRole } from "./staff-change-role.ts";
import { createAccountForStaff } from "./staff-create-account.ts";
import { lockUserForStaff, unlockUserForStaff } from "./staff-lock-user.ts";
import { listStaffMembers } from "./staff-members-list.ts";
import { staffOfRole } from "./staff-of-role.ts";
import { resetStaffAuthenticator } from "./staff-reset-authenticator.ts";
import { reviewRegistrationForStaff } from "./staff-review-registration.ts";
import { searchAccountsForStaff } from "./staff-search-accounts.ts";
import { searchUsersForStaff } from "./staff-search-users.ts";
import { sendPasswordResetForStaff } from "./staff-send-password-reset.ts";
import { setAccountTermsForStaff } from "./staff-set-account-terms.ts";
import { setStaffActive } from "./staff-set-active.ts";
import { setRepTerritoryForStaff } from "./staff-set-rep-territory.ts";
import { staffSignIn, staffVerifyCode } from "./staff-sign-in.ts";
import { userForStaff } from "./staff-user.ts";
import { updateUser } from "./update-user.ts";
import { upgradeUser } from "./upgrade-user.ts";

/** The addresses of the sales reps assigned to an account (a quote request is mailed to them). */
export { salesRepEmailsOf } from "./account-rep-emails.ts";
export type { Approver } from "./approvers.ts";
/** An account's credit terms in days (null: card or ACH only), for on-account orders and invoices. */
export { creditTermsOf } from "./credit-terms.ts";
/** Demo users' ids and names, or the users as callers, by address, for the demo seeds of other modules. */
export { demoCallers, usersByEmail } from "./demo/accounts.ts";
export type { AccountsDeps } from "./deps.ts";
export type { OrderingAdmin } from "./ordering-admins.ts";
export {
  type Caller,
  namedWorkingAccount,
  ownedBy,
  ownWithinWorkingAccount,
  type Reach,
  reachedAccount,
  type ScopeTarget,
  workingAccountOf,
  workingAccountScope,
} from "./scope.ts";
/**
 * Whether a customer account number exists (imports that name accounts check it); a member's order
 * limit in an account (#32.2: orders above it go to the admin for approval).
 */
export { customerAccountExists, orderLimitOf } from "./user-model.ts";

/**
 * The accounts module: who a caller is, what they may reach, and every call of spec §7 "Users".
 * One use case per file; this binds them to the module's dependencies. Every function takes the
 * caller (from the session, never from the request) and answers 404 for users, accounts and sales
 * reps outside the caller's reach, which scope.ts writes into each query (architecture rule 6).
 */
export function createAccountsModule(deps: AccountsDeps) {
  return {
    sessionUser: (userId: string) => sessionUser(deps, userId),
    callerOf: (headers: Headers) => findCaller(deps, headers),
    signIn: (client: ClientRequest, body: SignInBody) => signIn(deps, client, body),
    recordLogin: (caller: SessionUser) => recordLogin(deps, caller),
    register: (client: ClientRequest, body: RegisterBody) => register(deps, client, body),
    connect: (client: ClientRequest, caller: SessionUser, body: ConnectBody) =>
      connectAccount(deps, client, caller, body),
    listUsers: (caller: SessionUser, hint: ScopeHint) => listUsers(deps, caller, hint),
    getUser: (caller: SessionUser, userId: string) => getUser(deps, caller, userId),
    updateUser: (caller: SessionUser, userId: string, body: UpdateUserBody) =>
      updateUser(deps, caller, userId, body),
    requestAdmin: (caller: SessionUser, hint: Parameters<typeof requestAdmin>[2]) =>
      requestAdmin(deps, caller, hint),
    approveUser: (caller: SessionUser, body: Parameters<typeof approveUser>[2]) =>
      approveUser(deps, caller, body),
    declineUser: (caller: SessionUser, body: Parameters<typeof declineUser>[2]) =>
      declineUser(deps, caller, body),
    createVerifiedUser: (
      caller: SessionUser,
      client: ClientRequest,
      body: Parameters<typeof createVerifiedUser>[3],
    ) => createVerifiedUser(deps, caller, client, body),
    upgradeUser: (caller: SessionUser, body: Parameters<typeof upgradeUser>[2]) =>
      upgradeUser(deps, caller, body),
    peopleAccounts: (caller: SessionUser, accountId: string) => peopleAccounts(deps, caller, accountId),
    salesReps: (filter: Parameters<typeof findSalesReps>[1]) => findSalesReps(deps, filter),
    /** Who gives the caller ordering rights (CART-02): the admins of their account or sales rep. */
    orderingAdmins: (caller: SessionUser) => orderingAdmins(deps, caller),
    /** #32.2: who decides an account's approval requests (its admins, its reps), to be mailed. */
    approversOf: (caller: SessionUser, accountId: string) => approversOf(deps, caller, accountId),
    /** #32.1: the account's address book: its members and reps read it, its admins edit it. */
    addressBook: (caller: SessionUser, accountId: string) => listAddressBook(deps, caller, accountId),
    addAddress: (caller: SessionUser, accountId: string, body: AddressBody) =>
      addAddress(deps, caller, accountId, body),
    editAddress: (caller: SessionUser, accountId: string, addressId: string, body: AddressBody) =>
      editAddress(deps, caller, accountId, addressId, body),
    setDefaultAddress: (caller: SessionUser, accountId: string, addressId: string) =>
      setDefaultAddress(deps, caller, accountId, addressId),
    removeAddress: (caller: SessionUser, accountId: string, addressId: string) =>
      removeAddress(deps, caller, accountId, addressId),
    /** Issue 33: the staff member of a request (second-factor staff session only), or null. */
    staffCallerOf: (headers: Headers) => findStaffCaller(deps, headers),
    /** Issue 33: the active staff of a role (the designers a layout request is assigned to). */
    staffOfRole: (role: StaffRole, userId?: string) => staffOfRole(deps, role, userId),
    staffSignIn: (client: ClientRequest, body: Parameters<typeof staffSignIn>[2]) =>
      staffSignIn(deps, client, body),
    staffVerifyCode: (client: ClientRequest, code: string) => staffVerifyCode(deps, client, code),
    createStaffMember: (
      actor: Parameters<typeof createStaffMember>[1],
      client: ClientRequest,
      body: Parameters<typeof createStaffMember>[3],
    ) => createStaffMember(deps, actor, client, body),
    /** Issue 33: the console's Staff page, for administrators (each change audited in its transaction). */
    listStaffMembers: (query: StaffMembersQuery) => listStaffMembers(deps, query),
    changeStaffRole: (actor: StaffActor, userId: string, role: StaffRole) =>
      changeStaffRole(deps, actor, userId, role),
    setStaffActive: (actor: StaffActor, userId: string, active: boolean) =>
      setStaffActive(deps, actor, userId, active),
    resetStaffAuthenticator: (actor: StaffActor, userId: string) =>
      resetStaffAuthenticator(deps, actor, userId),
    /** Issue 33 item 2: customer service's accounts and people (staff reach every account). */
    staff: {
      searchAccounts: (query: StaffAccountsQuery, limit?: number) =>
        searchAccountsForStaff(deps, query, limit),
      account: (accountId: string) => accountForStaff(deps, accountId),
      salesReps: () => salesRepsForStaff(deps.db),
      createAccount: (actor: StaffActor, client: ClientRequest, body: CreateStaffAccountBody) =>
        createAccountForStaff(deps, actor, client, body),
      reviewRegistration: (actor: StaffActor, accountId: string, body: ReviewRegistrationBody) =>
        reviewRegistrationForStaff(deps, actor, accountId, body),
      assignSalesRep: (actor: StaffActor, accountId: string, salesRepId: string) =>
        assignSalesRepForStaff(deps, actor, accountId, salesRepId),
      unassignSalesRep: (actor: StaffActor, accountId: string, salesRepId: string) =>
        unassignSalesRepForStaff(deps, actor, accountId, salesRepId),
      setAccountTerms: (actor: StaffActor, accountId: string, body: AccountTermsBody) =>
        setAccountTermsForStaff(deps, actor, accountId, body),
      setRepTerritory: (actor: StaffActor, salesRepId: string, states: string[]) =>
        setRepTerritoryForStaff(deps, actor, salesRepId, states),
      searchUsers: (query: StaffUsersQuery, limit?: number) => searchUsersForStaff(deps, query, limit),
      user: (userId: string) => userForStaff(deps, userId),
      lockUser: (actor: StaffActor, userId: string, reason: string) =>
        lockUserForStaff(deps, actor, userId, reason),
      unlockUser: (actor: StaffActor, userId: string) => unlockUserForStaff(deps, actor, userId),
      sendPasswordReset: (actor: StaffActor, client: ClientRequest, userId: string) =>
        sendPasswordResetForStaff(deps, actor, client, userId),
    },
  };
}

export type AccountsModule = ReturnType<typeof createAccountsModule>;

// What the server composes the module from: sign-in (better-auth), the guards on it, the identity the
// routes ask who is calling; and the demo accounts seeded into an empty database.
export {
  type Auth,
  type AuthSettings,
  authBasePath,
  clientIpHeader,
  createAuth,
  resolveAuthSecret,
  type ThirdPartyProvider,
} from "./auth.ts";
export { createStaffMemberBody } from "./create-staff-member.ts";
export { hasNoCustomerAccounts, seedDemoAccounts } from "./demo/accounts.ts";
export { demoStaff } from "./demo/staff.ts";
export { createAccountGuards } from "./guards.ts";
export { createIdentity } from "./identity.ts";
// The routers the server mounts: thin, one call of this module a route.
export { userServiceRoutes } from "./routes.ts";
export { staffAuthRoutes } from "./staff-auth-routes.ts";
export { staffMemberRoutes } from "./staff-member-routes.ts";
export { staffAccountRoutes } from "./staff-routes.ts";

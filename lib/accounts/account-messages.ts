/**
 * The copy of the accounts area. Strings the spec gives are verbatim, typos included (AMB-19); the
 * account messages whose wording the spec leaves open (USER-21) are this product's copy deck.
 */

/** Failure toasts of spec §8 for the Users calls. */
export const userErrors = {
  approve: "Failed to approve user",
  /** The spec gives no decline failure text; the default of the requirements' OPEN line. */
  decline: "Failed to decline user",
  requestAdmin: "Failed to request admininstrative",
  register: "Register process failed",
  upgrade: "Upgrade user process failed",
  thirdPartyLogin: "Third party login failed",
  login: "Loggin in user failed",
  createUser: "Failed to create new user",
  loadUsers: "Failed to load portal users",
  peopleAccounts: "Failed to get people accounts",
} as const;

/** Success toasts of spec §8. */
export const userSuccess = {
  adminRequested: "Administration account was requested",
} as const;

/** USER-21, USER-22: one message per account outcome. */
export const accountMessageKinds = [
  "basicPendingVerification",
  "existingAccount",
  "distributorConnected",
  "distributorVerificationFailed",
  "upgradeRequested",
  "salespersonConnected",
  "requestSentForReview",
] as const;
export type AccountMessageKind = (typeof accountMessageKinds)[number];

export const accountMessages: Record<AccountMessageKind, string> = {
  basicPendingVerification:
    "Your account has basic access. Please verify your email address with the link we sent you to finish setting it up.",
  existingAccount:
    "An account with this email address already exists. Please sign in, or reset your password if you have forgotten it.",
  distributorConnected:
    "Your account is connected to your distributor account. Product pages now show stock in each warehouse.",
  distributorVerificationFailed:
    "We could not verify your distributor account. Please check the account number and billing ZIP code, or contact your sales representative.",
  upgradeRequested:
    "Your request to upgrade to a distributor account has been received. We will let you know once it is approved.",
  salespersonConnected:
    "Your account is connected to your sales representative record. You can now work for your assigned accounts.",
  requestSentForReview: "Your request has been sent for review.",
};

/** USER-22: `{company}` is the brand's display name (requirements' OPEN default). */
export function approvalRequestMessage(company: string): string {
  return `Thank you for your request; ${company} is reviewing your request for approval.`;
}

/**
 * AMB-35, USER-23: shown where an account-scoped feature has no account to work for because none
 * is selected and no fallback account is configured.
 */
export const noAccountMessage =
  "Account features are not available: no account is selected and no default account is configured.";

/** The account mails: plain text and a minimal HTML twin, with the link written out in both. */

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function mail(subject: string, greeting: string, lines: string[], action: string, url: string) {
  const text = [greeting, "", ...lines, "", `${action}: ${url}`, ""].join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
    `<p style="color:#555;font-size:12px">${escapeHtml(url)}</p>`,
  ].join("\n");
  return { subject, text, html };
}

export function verificationMail(name: string, url: string, brand: string) {
  return mail(
    `Verify your email address for ${brand}`,
    `Hello ${name},`,
    [
      `Please confirm that this address belongs to you to finish setting up your ${brand} account.`,
      "The link works for 24 hours. If you did not create an account, ignore this mail.",
    ],
    "Verify my email address",
    url,
  );
}

export function passwordMail(
  purpose: "reset-password" | "invitation",
  name: string,
  url: string,
  brand: string,
) {
  if (purpose === "invitation") {
    return mail(
      `Your ${brand} portal account is ready`,
      `Hello ${name},`,
      [
        `An administrator of your company created a ${brand} portal account for you.`,
        "Choose your password with the link below; it works for one hour.",
      ],
      "Choose my password",
      url,
    );
  }
  return mail(
    `Reset your ${brand} password`,
    `Hello ${name},`,
    [
      "Someone asked to reset the password of your account. If it was you, choose a new one with the link below; it works for one hour.",
      "If it was not you, ignore this mail: your password stays as it is.",
    ],
    "Reset my password",
    url,
  );
}

/** To the owner of an address someone tried to register again (#10.5): the site does not say it exists. */
export function existingAddressMail(name: string, signInUrl: string, brand: string) {
  return mail(
    `Someone tried to create a ${brand} account with your address`,
    `Hello ${name},`,
    [
      `Someone, maybe you, tried to register a new ${brand} account with this email address. You already have one, so nothing was created.`,
      'If it was you, sign in with the link below; if you forgot your password, use "Forgot password" there. If it was not you, ignore this mail.',
    ],
    "Sign in",
    signInUrl,
  );
}

/** To an account's admins when wrong billing ZIPs keep being tried for its account number (#10.5). */
export function proofAttemptsMail(name: string, accountId: string, usersUrl: string, brand: string) {
  return mail(
    `Repeated failed attempts to connect to ${brand} account ${accountId}`,
    `Hello ${name},`,
    [
      `Several attempts in the last hour to connect to account ${accountId} gave a wrong billing ZIP code. Further attempts are refused for an hour.`,
      "If a colleague is trying to join, give them the account's billing ZIP code; otherwise someone may be guessing it. Review who works for your account with the link below.",
    ],
    "Review account users",
    usersUrl,
  );
}

/** Issue 33: a distributor registration verified or refused by the manufacturer's customer service. */
export function registrationReviewMail(
  review: {
    decision: "verify" | "refuse";
    accountName: string;
    role: "admin" | "member";
    reason?: string | undefined;
  },
  name: string,
  siteUrl: string,
  brand: string,
) {
  if (review.decision === "verify") {
    return mail(
      `You now work for ${review.accountName} on ${brand}`,
      `Hello ${name},`,
      [
        `${brand} customer service verified your registration for ${review.accountName}${review.role === "admin" ? " and made you its administrator" : ""}.`,
        "Sign in to see the account's prices, orders and invoices.",
      ],
      "Sign in",
      `${siteUrl}/login`,
    );
  }
  return mail(
    `Your registration for ${review.accountName} on ${brand}`,
    `Hello ${name},`,
    [
      `${brand} customer service could not verify your registration for ${review.accountName}.`,
      ...(review.reason ? [`The reason given: ${review.reason}`] : []),
      "Your sign-in stays open as a basic customer; contact customer service if you think this is a mistake.",
    ],
    "Sign in",
    `${siteUrl}/login`,
  );
}

/** NEWS OPEN default: the "basic email pattern", tested on the trimmed value. */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const NEWSLETTER_INVALID_EMAIL = "The Email you enter is incorrect";
export const NEWSLETTER_SUCCESS = "You have subscribed to our Newsletter";
export const NEWSLETTER_FAILURE = "There has been an error, please try again";
/** AMB-23: the failure's text in the error log (API-64), not shown to the person. */
export const NEWSLETTER_FAILURE_LOGGED = "Subscribing to email newsletter failed";

/** NEWS-02, NEWS-03: an empty or malformed email gives the one message and nothing is sent. */
export function newsletterEmailError(value: string): string | null {
  const email = value.trim();
  return email && NEWSLETTER_EMAIL_PATTERN.test(email) ? null : NEWSLETTER_INVALID_EMAIL;
}

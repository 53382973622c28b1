/** The part of the configuration the pages may see: brand, contact details, colours and outside links. */
export type PublicConfig = {
  brand: { name: string; tagline: string; logoUrl: string };
  contact: { phone: string; email: string; address: string };
  colors: { green: string; navy: string; red: string };
  links: { businessPortal: string; dataBank: string };
  fraudAlertText: string;
  social: { label: string; url: string }[];
  /**
   * USER-16: the company identity provider people may sign in with ("Sign in with {name}"), or null.
   * Only its public face: the client id, secret and endpoints stay on the server.
   */
  thirdPartySignIn: { providerId: string; name: string } | null;
};

/**
 * Issue 32 #4: where and how an account pays the manufacturer, printed on invoices and statements
 * (REMIT_TO_NAME, REMIT_TO_ADDRESS, REMIT_TO_BANK, REMIT_TO_ROUTING, REMIT_TO_ACCOUNT, REMIT_TO_EMAIL;
 * docs/configuration.md). The defaults are the demo's: the fictional manufacturer's lockbox, and the
 * bank details every payment sandbox documents as test values, so none is a real account.
 */
export type RemitTo = {
  name: string;
  address: string;
  bank: string;
  routing: string;
  account: string;
  email: string;
};

export const DEMO_REMIT_TO: RemitTo = {
  name: "Lumenor Lighting, Inc.",
  address: "Lockbox 771420, PO Box 6480, Columbus, OH 43216-6480",
  bank: "Example Trust Bank (demo)",
  routing: "110000000",
  account: "000123456789",
  email: "receivables@lumenor.example",
};

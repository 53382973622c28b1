/**
 * The three trade references a credit application's tests fill in (ROUTE-27): real-sounding suppliers
 * of an Ohio distributor, one without an email, as the form's `trade{n}…` fields send them.
 */
export const filledTradeReferences = {
  trade1Name: "Graybar Supply Co.",
  trade1Contact: "Jim Hale",
  trade1Phone: "513-555-0101",
  trade1Email: "",
  trade2Name: "Midwest Wire & Cable",
  trade2Contact: "Ann Cole",
  trade2Phone: "614-555-0102",
  trade2Email: "ar@midwestwire.example",
  trade3Name: "Buckeye Conduit",
  trade3Contact: "Lee Park",
  trade3Phone: "419-555-0103",
  trade3Email: "",
};

import {
  DECLINE_TOAST_MS,
  type InitiatePaymentAnswer,
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_POLL_TIMEOUT_MS,
  type PaymentStatusAnswer,
  paymentMessages,
  resultOutcome,
} from "../../../lib/payments/contract.ts";

/**
 * The hosted payment flow of every page that takes money (checkout, invoices, portal payments),
 * without React and without the browser's globals: timers, the new tab, the hidden form, the calls
 * and the toasts are given to it, so the rules are proven with fake timers (payment-flow.test.ts):
 *
 * - PAY-13: no session, nothing starts ("No logged in user detected").
 * - AMB-04, PAY-14: the named tab is opened first, synchronously from the click; null means a pop-up
 *   blocker stopped it, and the flow says so instead of starting a payment nobody can see.
 * - PAY-01, PAY-02: API-51, then the hidden form posts `tokenizedRequest` into that tab.
 * - PAY-03, PAY-04, CONST-30, PAY-19: the flow's status call every 5 s until an answer has an `id`;
 *   AMB-14: stopped after 15 minutes (then "check again" or abandon).
 * - Issue 30: closing the modal while a payment is awaited asks "Abandon this payment?" (`requestClose`,
 *   phase `confirm-abandon`): "Abandon payment" closes it at the provider (`abandon`), "Keep waiting"
 *   goes back (`keepWaiting`); a payment still in progress is opened again in a new tab (`resume`).
 * - PAY-05 … PAY-07, AMB-13: "A" completes, "user cancelled" resets silently, anything else is the
 *   decline message for 10 s (ERR-03; other error toasts 5 s).
 * - PAY-15 … PAY-17: a failure to start, to complete (API-49) or to record (API-43, API-45).
 */

/** ERR-03: error toasts close after 5 s; the decline toast (DECLINE_TOAST_MS) after 10 s. */
export const ERROR_TOAST_MS = 5_000;

export type Timers = {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
};

export type Outcome = ReturnType<typeof resultOutcome>;

export type Poller = {
  /** Stops asking; an answer already on its way is ignored. */
  stop(): void;
  /** Asks again at once and then every interval, with a new deadline (after a timeout). */
  checkAgain(): void;
};

/**
 * PAY-04, CONST-30, AMB-14: asks `fetchStatus` every `intervalMs` until an answer with an `id` (then
 * `onSettled` once with its outcome, PAY-05 … PAY-07) or until `timeoutMs` has passed (`onTimeout`).
 * A failed or unreadable status call is a pending answer: the next tick asks again.
 */
export function pollPaymentStatus(options: {
  fetchStatus: () => Promise<PaymentStatusAnswer>;
  timers: Timers;
  onSettled: (outcome: Outcome, answer: PaymentStatusAnswer) => void;
  onTimeout: () => void;
  /** Each pending answer (`providerUnavailable` says the provider did not answer this time). */
  onPending?: (answer: PaymentStatusAnswer | null) => void;
  intervalMs?: number;
  timeoutMs?: number;
}): Poller {
  const { timers, intervalMs = PAYMENT_POLL_INTERVAL_MS, timeoutMs = PAYMENT_POLL_TIMEOUT_MS } = options;
  let stopped = false;
  let handle: unknown = null;
  let deadline = timers.now() + timeoutMs;
  // Each run of polling has its own number: an answer of an older run (before checkAgain) is ignored.
  let run = 0;

  const schedule = (mine: number) => {
    handle = timers.setTimeout(() => void tick(mine), intervalMs);
  };

  async function tick(mine: number) {
    handle = null;
    if (stopped || mine !== run) return;
    let answer: PaymentStatusAnswer | null = null;
    try {
      answer = await options.fetchStatus();
    } catch {
      answer = null;
    }
    if (stopped || mine !== run) return;
    if (answer?.id !== undefined) {
      stopped = true;
      options.onSettled(resultOutcome(answer), answer);
      return;
    }
    // Abandoned (by this person elsewhere, or by the server): nothing will ever come; reset quietly.
    if (answer?.status === "abandoned" || answer?.status === "cancelled") {
      stopped = true;
      options.onSettled("cancelled", answer);
      return;
    }
    options.onPending?.(answer);
    if (timers.now() >= deadline) {
      stopped = true;
      options.onTimeout();
      return;
    }
    schedule(mine);
  }

  schedule(run);
  return {
    stop() {
      stopped = true;
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
    },
    checkAgain() {
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
      stopped = false;
      run += 1;
      deadline = timers.now() + timeoutMs;
      void tick(run);
    },
  };
}

/** A failure with the words the person is shown (e.g. placing the order failed before paying). */
export class PaymentFlowError extends Error {
  readonly userMessage: string;
  constructor(userMessage: string) {
    super(userMessage);
    this.name = "PaymentFlowError";
    this.userMessage = userMessage;
  }
}

/** A tab the hosted page opens in: closed when the flow gives up before posting to it. */
/** A payment is under way (starting, awaiting, checking, abandoning …): nothing else may start one. */
export function paymentUnderWay(phase: FlowState["phase"]): boolean {
  return phase !== "idle" && phase !== "blocked" && phase !== "done";
}

export type PaymentTab = { close(): void } | null;

export type FlowState =
  | { phase: "idle" }
  | { phase: "starting" }
  /** The new tab was blocked (PAY-14): nothing was started. */
  | { phase: "blocked" }
  | { phase: "awaiting"; payment: InitiatePaymentAnswer; providerUnavailable: boolean }
  /** 15 minutes without a result (AMB-14): "Check again" or "Abandon payment". */
  | { phase: "timed-out"; payment: InitiatePaymentAnswer }
  /**
   * Issue 30: the modal was closed while the payment was awaited (or timed out): "Abandon this
   * payment?". The polling goes on meanwhile (a result that arrives settles the payment as usual),
   * unless it had timed out; `abandoning` while the abandon call is on its way.
   */
  | { phase: "confirm-abandon"; payment: InitiatePaymentAnswer; timedOut: boolean; abandoning: boolean }
  | { phase: "completing"; payment: InitiatePaymentAnswer }
  | { phase: "done"; payment: InitiatePaymentAnswer; result: PaymentStatusAnswer };

export type FlowDeps = {
  timers: Timers;
  signedIn: () => boolean;
  /** `window.open("", name)`, synchronously from the click; null when blocked. */
  openTab: (name: string) => PaymentTab;
  /** Posts the hidden form into the named tab (PAY-02). */
  submitForm: (payment: InitiatePaymentAnswer, tabName: string) => void;
  fetchStatus: (statusUrl: string) => Promise<PaymentStatusAnswer>;
  /**
   * Closes the attempt at the provider and abandons it (its answer may be a result the payer reached
   * first); a PaymentFlowError's words are shown when it fails (503: the provider did not confirm).
   */
  abandon: (transactionID: string) => Promise<PaymentStatusAnswer>;
  /** The hosted page of an attempt still in progress, again (`POST /api/payments/{reference}/resume`). */
  resume: (transactionID: string) => Promise<InitiatePaymentAnswer>;
  notify: {
    success: (text: string) => void;
    error: (text: string, durationMs: number) => void;
  };
  onState: (state: FlowState) => void;
  newTabName?: () => string;
};

/** What one page pays: how it starts (API-51, maybe after placing the order) and how it completes. */
export type FlowPurpose = {
  /** API-51 (after whatever must exist first); a PaymentFlowError's words replace PAY-15's. */
  initiate: () => Promise<InitiatePaymentAnswer>;
  /** After approval: API-49, API-43 or API-45. */
  complete: (result: PaymentStatusAnswer, payment: InitiatePaymentAnswer) => Promise<void>;
  /** PAY-16 for an order's completion, PAY-17 for recording invoices or a portal payment. */
  completeFailure: string;
  /** PAY-09, INV-06, PAY-10. */
  success: string;
  /** Called after the success toast (navigate, mark rows paid). */
  onCompleted?: (result: PaymentStatusAnswer, payment: InitiatePaymentAnswer) => void;
  /** A decline or a cancel (the buyer may try again; a checkout keeps its cart). */
  onReset?: (outcome: Outcome) => void;
};

/** What a resumed payment does once it settles: a purpose whose start is the resume call. */
export type ResumePurpose = Omit<FlowPurpose, "initiate">;

/** Issue 30: abandoning failed and the call gave no words of its own. */
export const ABANDON_FAILED = "The payment could not be abandoned. Please try again.";

let tabCounter = 0;
const defaultTabName = () => {
  tabCounter += 1;
  return `payment-${Date.now().toString(36)}-${tabCounter}`;
};

/** What one flow keeps between the buyer's clicks; every step below reads and changes it. */
type FlowContext = {
  readonly deps: FlowDeps;
  state: FlowState;
  poller: Poller | null;
  purpose: ResumePurpose | null;
  /** The last pending answer's word on the provider, kept while the question is asked. */
  providerUnavailable: boolean;
};

/** The phases in which a payment is out there and can still be given up (issue 30). */
type AbandonableState = Extract<FlowState, { phase: "awaiting" | "timed-out" | "confirm-abandon" }>;

function isAbandonable(state: FlowState): state is AbandonableState {
  return state.phase === "awaiting" || state.phase === "timed-out" || state.phase === "confirm-abandon";
}

function setState(flow: FlowContext, next: FlowState) {
  flow.state = next;
  flow.deps.onState(next);
}

function showError(flow: FlowContext, text: string, durationMs = ERROR_TOAST_MS) {
  flow.deps.notify.error(text, durationMs);
}

function stopPolling(flow: FlowContext) {
  flow.poller?.stop();
  flow.poller = null;
}

/** Stops polling and closes the modal (AMB-14); the attempt stays as the provider leaves it. */
function closeFlow(flow: FlowContext) {
  stopPolling(flow);
  if (flow.state.phase !== "completing") setState(flow, { phase: "idle" });
}

/** PAY-05 … PAY-07: a cancel resets silently, a decline says so, an approval completes (PAY-16, PAY-17). */
async function settle(
  flow: FlowContext,
  outcome: Outcome,
  result: PaymentStatusAnswer,
  payment: InitiatePaymentAnswer,
) {
  flow.poller = null;
  const current = flow.purpose;
  if (!current) return;
  if (outcome === "cancelled") {
    // PAY-06: reset without a word.
    setState(flow, { phase: "idle" });
    current.onReset?.(outcome);
    return;
  }
  if (outcome === "declined") {
    setState(flow, { phase: "idle" });
    // Issue 30: approved, but what it paid had been cancelled meanwhile: refunded, never applied.
    const message = result.status === "voided" ? paymentMessages.voided : paymentMessages.declined;
    showError(flow, message, DECLINE_TOAST_MS);
    current.onReset?.(outcome);
    return;
  }
  setState(flow, { phase: "completing", payment });
  try {
    await current.complete(result, payment);
  } catch {
    setState(flow, { phase: "idle" });
    showError(flow, current.completeFailure);
    return;
  }
  setState(flow, { phase: "done", payment, result });
  flow.deps.notify.success(current.success);
  current.onCompleted?.(result, payment);
}

/** Polls the payment's status (PAY-04) and moves the flow along with the answers. */
function watch(flow: FlowContext, payment: InitiatePaymentAnswer): Poller {
  const next = pollPaymentStatus({
    timers: flow.deps.timers,
    fetchStatus: () => flow.deps.fetchStatus(payment.statusUrl),
    onSettled: (outcome, answer) => void settle(flow, outcome, answer, payment),
    onTimeout: () => {
      flow.poller = null;
      // The question stays asked; it now knows the polling has stopped.
      if (flow.state.phase === "confirm-abandon") setState(flow, { ...flow.state, timedOut: true });
      else setState(flow, { phase: "timed-out", payment });
    },
    onPending: (answer) => {
      const unavailable = answer?.providerUnavailable === true;
      flow.providerUnavailable = unavailable;
      if (flow.state.phase === "awaiting" && flow.state.providerUnavailable !== unavailable) {
        setState(flow, { phase: "awaiting", payment, providerUnavailable: unavailable });
      }
    },
  });
  flow.poller = next;
  return next;
}

/** Waiting again, asking at once when the polling had stopped (the buyer may have paid meanwhile). */
function awaitAgain(flow: FlowContext, payment: InitiatePaymentAnswer) {
  const providerUnavailable = flow.poller ? flow.providerUnavailable : false;
  setState(flow, { phase: "awaiting", payment, providerUnavailable });
  if (!flow.poller) {
    flow.providerUnavailable = false;
    watch(flow, payment).checkAgain();
  }
}

/** The start failed before the hosted page was reached: its tab goes, and the person is told why. */
function giveUpStart(flow: FlowContext, tab: NonNullable<PaymentTab>, text: string) {
  tab.close();
  setState(flow, { phase: "idle" });
  showError(flow, text);
}

/** PAY-13, AMB-04/PAY-14, then the start (API-51 or resume), the hidden form and the polling. */
async function begin(flow: FlowContext, next: ResumePurpose, initiate: () => Promise<InitiatePaymentAnswer>) {
  const { deps } = flow;
  const { phase } = flow.state;
  if (paymentUnderWay(phase)) return;
  if (!deps.signedIn()) {
    showError(flow, paymentMessages.noUser);
    return;
  }
  const tabName = (deps.newTabName ?? defaultTabName)();
  const tab = deps.openTab(tabName);
  if (!tab) {
    setState(flow, { phase: "blocked" });
    return;
  }
  flow.purpose = next;
  setState(flow, { phase: "starting" });
  let payment: InitiatePaymentAnswer;
  try {
    payment = await initiate();
  } catch (error) {
    giveUpStart(
      flow,
      tab,
      error instanceof PaymentFlowError ? error.userMessage : paymentMessages.initiateFailed,
    );
    return;
  }
  try {
    deps.submitForm(payment, tabName);
  } catch {
    giveUpStart(flow, tab, paymentMessages.initiateFailed);
    return;
  }
  flow.providerUnavailable = false;
  setState(flow, { phase: "awaiting", payment, providerUnavailable: false });
  watch(flow, payment);
}

/**
 * The modal's × or Escape. While a payment is awaited or timed out: "Abandon this payment?" (the
 * polling goes on meanwhile). Otherwise the modal closes, the attempt as the provider leaves it.
 */
function requestClose(flow: FlowContext) {
  const { state } = flow;
  if (state.phase === "awaiting" || state.phase === "timed-out") {
    setState(flow, {
      phase: "confirm-abandon",
      payment: state.payment,
      timedOut: state.phase === "timed-out",
      abandoning: false,
    });
    return;
  }
  // The question is answered by its buttons only.
  if (state.phase === "confirm-abandon") return;
  closeFlow(flow);
}

/** "Keep waiting": back to the waiting screen; polling again at once if it had stopped. */
function keepWaiting(flow: FlowContext) {
  if (flow.state.phase !== "confirm-abandon" || flow.state.abandoning) return;
  awaitAgain(flow, flow.state.payment);
}

/** After the 15 minutes: ask again, and keep asking. */
function checkAgain(flow: FlowContext) {
  if (flow.state.phase === "timed-out") awaitAgain(flow, flow.state.payment);
  else if (flow.state.phase === "awaiting") flow.poller?.checkAgain();
}

/**
 * A failed abandon keeps the attempt pending: the page keeps watching it as before, and the flow goes
 * back where it was (the question, the timed-out screen or the waiting one).
 */
function restoreAfterFailedAbandon(flow: FlowContext, before: AbandonableState, wasPolling: boolean) {
  if (wasPolling) watch(flow, before.payment);
  if (before.phase === "confirm-abandon") {
    setState(flow, { ...before, abandoning: false, timedOut: !wasPolling });
  } else if (before.phase === "timed-out") {
    setState(flow, before);
  } else {
    setState(flow, {
      phase: "awaiting",
      payment: before.payment,
      providerUnavailable: flow.providerUnavailable,
    });
  }
}

/** Whether the flow still asks about this payment's abandon (nothing else settled or closed it meanwhile). */
function stillAbandoning(flow: FlowContext, payment: InitiatePaymentAnswer): boolean {
  return flow.state.phase === "confirm-abandon" && flow.state.payment === payment;
}

/**
 * Gives the attempt up (issue 30): closed at the provider, so the hosted page can no longer be
 * paid, then the page resets. When the payer had finished first, that result settles the payment
 * as a polled one would. A failure (503: the provider did not confirm) keeps the attempt pending:
 * its words are shown and the flow stays where it was (the question, or the timed-out screen).
 */
async function abandon(flow: FlowContext): Promise<void> {
  const before = flow.state;
  if (!isAbandonable(before)) return;
  if (before.phase === "confirm-abandon" && before.abandoning) return;
  const { payment } = before;
  const wasPolling = flow.poller !== null;
  stopPolling(flow);
  const timedOut = before.phase === "confirm-abandon" ? before.timedOut : before.phase === "timed-out";
  setState(flow, { phase: "confirm-abandon", payment, timedOut, abandoning: true });
  let answer: PaymentStatusAnswer;
  try {
    answer = await flow.deps.abandon(payment.transactionID);
  } catch (error) {
    if (!stillAbandoning(flow, payment)) return;
    showError(flow, error instanceof PaymentFlowError ? error.userMessage : ABANDON_FAILED);
    restoreAfterFailedAbandon(flow, before, wasPolling);
    return;
  }
  if (!stillAbandoning(flow, payment)) return;
  if (answer.id !== undefined) {
    // The payer had finished it first: that result stands.
    await settle(flow, resultOutcome(answer), answer, payment);
    return;
  }
  setState(flow, { phase: "idle" });
  flow.purpose?.onReset?.("cancelled");
}

/**
 * One payment at a time for one page. `start` (and `resume`) must be called from the buyer's click:
 * it opens the tab before anything asynchronous happens (AMB-04).
 */
export function createPaymentFlow(deps: FlowDeps) {
  const flow: FlowContext = {
    deps,
    state: { phase: "idle" },
    poller: null,
    purpose: null,
    providerUnavailable: false,
  };
  return {
    get state() {
      return flow.state;
    },
    /** From the click: PAY-13, AMB-04/PAY-14, then API-51, the hidden form and the polling. */
    start: (next: FlowPurpose): Promise<void> => begin(flow, next, () => next.initiate()),
    /**
     * Issue 30, from the click: a payment still in progress (`reference`) opened again: the tab first
     * (AMB-04), then its hosted page again (resume), the hidden form into the tab, and the polling.
     */
    resume: (next: ResumePurpose, reference: string): Promise<void> =>
      begin(flow, next, () => deps.resume(reference)),
    requestClose: () => requestClose(flow),
    keepWaiting: () => keepWaiting(flow),
    close: () => closeFlow(flow),
    checkAgain: () => checkAgain(flow),
    abandon: (): Promise<void> => abandon(flow),
    /** Leaves the "blocked" notice. */
    dismissBlocked() {
      if (flow.state.phase === "blocked") setState(flow, { phase: "idle" });
    },
    dispose: () => stopPolling(flow),
  };
}

export type PaymentFlow = ReturnType<typeof createPaymentFlow>;

/** PAY-14: Firefox gets the pop-up notice before paying, by its user agent. */
export function isFirefox(userAgent: string): boolean {
  return /\bfirefox\//i.test(userAgent) && !/\bseamonkey\//i.test(userAgent);
}

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

/**
 * One payment at a time for one page. `start` (and `resume`) must be called from the buyer's click:
 * it opens the tab before anything asynchronous happens (AMB-04).
 */
export function createPaymentFlow(deps: FlowDeps) {
  let state: FlowState = { phase: "idle" };
  let poller: Poller | null = null;
  let purpose: ResumePurpose | null = null;
  /** The last pending answer's word on the provider, kept while the question is asked. */
  let providerUnavailable = false;

  const set = (next: FlowState) => {
    state = next;
    deps.onState(next);
  };
  const fail = (text: string, durationMs = ERROR_TOAST_MS) => deps.notify.error(text, durationMs);
  const stopPolling = () => {
    poller?.stop();
    poller = null;
  };
  /** Stops polling and closes the modal (AMB-14); the attempt stays as the provider leaves it. */
  const close = () => {
    stopPolling();
    if (state.phase !== "completing") set({ phase: "idle" });
  };

  async function settle(outcome: Outcome, result: PaymentStatusAnswer, payment: InitiatePaymentAnswer) {
    poller = null;
    const current = purpose;
    if (!current) return;
    if (outcome === "cancelled") {
      // PAY-06: reset without a word.
      set({ phase: "idle" });
      current.onReset?.(outcome);
      return;
    }
    if (outcome === "declined") {
      set({ phase: "idle" });
      // Issue 30: approved, but what it paid had been cancelled meanwhile: refunded, never applied.
      fail(result.status === "voided" ? paymentMessages.voided : paymentMessages.declined, DECLINE_TOAST_MS);
      current.onReset?.(outcome);
      return;
    }
    set({ phase: "completing", payment });
    try {
      await current.complete(result, payment);
    } catch {
      set({ phase: "idle" });
      fail(current.completeFailure);
      return;
    }
    set({ phase: "done", payment, result });
    deps.notify.success(current.success);
    current.onCompleted?.(result, payment);
  }

  function watch(payment: InitiatePaymentAnswer): Poller {
    const next = pollPaymentStatus({
      timers: deps.timers,
      fetchStatus: () => deps.fetchStatus(payment.statusUrl),
      onSettled: (outcome, answer) => void settle(outcome, answer, payment),
      onTimeout: () => {
        poller = null;
        // The question stays asked; it now knows the polling has stopped.
        if (state.phase === "confirm-abandon") set({ ...state, timedOut: true });
        else set({ phase: "timed-out", payment });
      },
      onPending: (answer) => {
        const unavailable = answer?.providerUnavailable === true;
        providerUnavailable = unavailable;
        if (state.phase === "awaiting" && state.providerUnavailable !== unavailable) {
          set({ phase: "awaiting", payment, providerUnavailable: unavailable });
        }
      },
    });
    poller = next;
    return next;
  }

  /** Waiting again, asking at once when the polling had stopped (the buyer may have paid meanwhile). */
  function awaitAgain(payment: InitiatePaymentAnswer) {
    set({ phase: "awaiting", payment, providerUnavailable: poller ? providerUnavailable : false });
    if (!poller) {
      providerUnavailable = false;
      watch(payment).checkAgain();
    }
  }

  /** PAY-13, AMB-04/PAY-14, then the start (API-51 or resume), the hidden form and the polling. */
  async function begin(next: ResumePurpose, initiate: () => Promise<InitiatePaymentAnswer>) {
    if (state.phase !== "idle" && state.phase !== "blocked" && state.phase !== "done") return;
    if (!deps.signedIn()) {
      fail(paymentMessages.noUser);
      return;
    }
    const tabName = (deps.newTabName ?? defaultTabName)();
    const tab = deps.openTab(tabName);
    if (!tab) {
      set({ phase: "blocked" });
      return;
    }
    purpose = next;
    set({ phase: "starting" });
    let payment: InitiatePaymentAnswer;
    try {
      payment = await initiate();
    } catch (error) {
      tab.close();
      set({ phase: "idle" });
      fail(error instanceof PaymentFlowError ? error.userMessage : paymentMessages.initiateFailed);
      return;
    }
    try {
      deps.submitForm(payment, tabName);
    } catch {
      tab.close();
      set({ phase: "idle" });
      fail(paymentMessages.initiateFailed);
      return;
    }
    providerUnavailable = false;
    set({ phase: "awaiting", payment, providerUnavailable: false });
    watch(payment);
  }

  return {
    get state() {
      return state;
    },
    /** From the click: PAY-13, AMB-04/PAY-14, then API-51, the hidden form and the polling. */
    start(next: FlowPurpose): Promise<void> {
      return begin(next, () => next.initiate());
    },
    /**
     * Issue 30, from the click: a payment still in progress (`reference`) opened again: the tab first
     * (AMB-04), then its hosted page again (resume), the hidden form into the tab, and the polling.
     */
    resume(next: ResumePurpose, reference: string): Promise<void> {
      return begin(next, () => deps.resume(reference));
    },
    /**
     * The modal's × or Escape. While a payment is awaited or timed out: "Abandon this payment?" (the
     * polling goes on meanwhile). Otherwise the modal closes, the attempt as the provider leaves it.
     */
    requestClose() {
      if (state.phase === "awaiting" || state.phase === "timed-out") {
        set({
          phase: "confirm-abandon",
          payment: state.payment,
          timedOut: state.phase === "timed-out",
          abandoning: false,
        });
        return;
      }
      // The question is answered by its buttons only.
      if (state.phase === "confirm-abandon") return;
      close();
    },
    /** "Keep waiting": back to the waiting screen; polling again at once if it had stopped. */
    keepWaiting() {
      if (state.phase !== "confirm-abandon" || state.abandoning) return;
      awaitAgain(state.payment);
    },
    close,
    /** After the 15 minutes: ask again, and keep asking. */
    checkAgain() {
      if (state.phase !== "timed-out" && state.phase !== "awaiting") return;
      const payment = state.payment;
      if (state.phase === "timed-out") awaitAgain(payment);
      else poller?.checkAgain();
    },
    /**
     * Gives the attempt up (issue 30): closed at the provider, so the hosted page can no longer be
     * paid, then the page resets. When the payer had finished first, that result settles the payment
     * as a polled one would. A failure (503: the provider did not confirm) keeps the attempt pending:
     * its words are shown and the flow stays where it was (the question, or the timed-out screen).
     */
    async abandon(): Promise<void> {
      if (state.phase !== "timed-out" && state.phase !== "awaiting" && state.phase !== "confirm-abandon") {
        return;
      }
      if (state.phase === "confirm-abandon" && state.abandoning) return;
      const before = state;
      const payment = state.payment;
      const wasPolling = poller !== null;
      stopPolling();
      const timedOut = before.phase === "confirm-abandon" ? before.timedOut : before.phase === "timed-out";
      set({ phase: "confirm-abandon", payment, timedOut, abandoning: true });
      let answer: PaymentStatusAnswer;
      try {
        answer = await deps.abandon(payment.transactionID);
      } catch (error) {
        if (state.phase !== "confirm-abandon" || state.payment !== payment) return;
        fail(error instanceof PaymentFlowError ? error.userMessage : ABANDON_FAILED);
        // Still pending: the page keeps watching it as before.
        if (wasPolling) watch(payment);
        if (before.phase === "confirm-abandon") set({ ...before, abandoning: false, timedOut: !wasPolling });
        else if (before.phase === "timed-out") set(before);
        else set({ phase: "awaiting", payment, providerUnavailable });
        return;
      }
      if (state.phase !== "confirm-abandon" || state.payment !== payment) return;
      if (answer.id !== undefined) {
        // The payer had finished it first: that result stands.
        await settle(resultOutcome(answer), answer, payment);
        return;
      }
      set({ phase: "idle" });
      purpose?.onReset?.("cancelled");
    },
    /** Leaves the "blocked" notice. */
    dismissBlocked() {
      if (state.phase === "blocked") set({ phase: "idle" });
    },
    dispose() {
      stopPolling();
    },
  };
}

export type PaymentFlow = ReturnType<typeof createPaymentFlow>;

/** PAY-14: Firefox gets the pop-up notice before paying, by its user agent. */
export function isFirefox(userAgent: string): boolean {
  return /\bfirefox\//i.test(userAgent) && !/\bseamonkey\//i.test(userAgent);
}

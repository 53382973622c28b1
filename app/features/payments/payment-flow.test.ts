import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  DECLINE_TOAST_MS,
  type InitiatePaymentAnswer,
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_POLL_TIMEOUT_MS,
  type PaymentStatusAnswer,
  paymentMessages,
} from "../../../lib/payments/contract.ts";
import {
  ABANDON_FAILED,
  createPaymentFlow,
  ERROR_TOAST_MS,
  type FlowPurpose,
  type FlowState,
  isFirefox,
  PaymentFlowError,
  pollPaymentStatus,
  type ResumePurpose,
  type Timers,
} from "./payment-flow.ts";
import { statusUrls } from "./payments-api.ts";

/**
 * The payment flow's rules with fake timers (vi.useFakeTimers also fakes Date.now): the status calls
 * are counted at the seconds they are made, and the toasts with their durations.
 */
const timers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

const started: InitiatePaymentAnswer = {
  actionUrl: "/sandbox-pay/checkout",
  actionMethod: "POST",
  tokenizedRequest: "signed-request",
  transactionID: "T-1",
  amountCents: 10_300,
  baseCents: 10_000,
  surchargeCents: 300,
  method: "card",
  statusUrl: statusUrls.order("T-1"),
};
const pending: PaymentStatusAnswer = { transactionID: "T-1", status: "pending" };
const settled = (fields: Partial<PaymentStatusAnswer>): PaymentStatusAnswer => ({
  transactionID: "T-1",
  status: "approved",
  id: "P-99",
  response_indicator: "A",
  status_description: "Approved",
  transaction_id: "T-1",
  amount: "103.00",
  ...fields,
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("polling", () => {
  it("PAY-04 CONST-30 asks every 5 s until an answer has an id, then stops", async () => {
    const answers = [pending, pending, settled({})];
    const fetchStatus = vi.fn(async () => answers.shift() ?? pending);
    const onSettled = vi.fn();
    pollPaymentStatus({ fetchStatus, timers, onSettled, onTimeout: vi.fn() });
    expect(PAYMENT_POLL_INTERVAL_MS).toBe(5_000);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetchStatus).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
    expect(onSettled).toHaveBeenCalledExactlyOnceWith("approved", expect.objectContaining({ id: "P-99" }));
    // Stopped: no more calls, however long one waits.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
  });

  it("PAY-04 a failed status call is a pending answer: the next tick asks again", async () => {
    const fetchStatus = vi
      .fn<() => Promise<PaymentStatusAnswer>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce(settled({}));
    const onSettled = vi.fn();
    pollPaymentStatus({ fetchStatus, timers, onSettled, onTimeout: vi.fn() });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(onSettled).toHaveBeenCalledOnce();
  });

  it("AMB-14 stops after 15 minutes (onTimeout) and check again starts over at once", async () => {
    const fetchStatus = vi.fn(async () => pending);
    const onTimeout = vi.fn();
    const onSettled = vi.fn();
    const poller = pollPaymentStatus({ fetchStatus, timers, onSettled, onTimeout });
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_TIMEOUT_MS);
    expect(onTimeout).toHaveBeenCalledOnce();
    const calls = fetchStatus.mock.calls.length;
    expect(calls).toBe(PAYMENT_POLL_TIMEOUT_MS / PAYMENT_POLL_INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchStatus).toHaveBeenCalledTimes(calls);
    fetchStatus.mockResolvedValueOnce(settled({}));
    poller.checkAgain();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchStatus).toHaveBeenCalledTimes(calls + 1);
    expect(onSettled).toHaveBeenCalledOnce();
  });

  it("AMB-14 stop (the modal closed) ends the polling, and an answer already on its way is ignored", async () => {
    let answer: (value: PaymentStatusAnswer) => void = () => {};
    const fetchStatus = vi.fn(() => new Promise<PaymentStatusAnswer>((resolve) => (answer = resolve)));
    const onSettled = vi.fn();
    const poller = pollPaymentStatus({ fetchStatus, timers, onSettled, onTimeout: vi.fn() });
    await vi.advanceTimersByTimeAsync(5_000);
    poller.stop();
    answer(settled({}));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    expect(onSettled).not.toHaveBeenCalled();
  });
});

/** A flow with every outside effect recorded. */
function harness(options: { signedIn?: boolean; blocked?: boolean } = {}) {
  const toasts: { kind: "success" | "error"; text: string; durationMs?: number }[] = [];
  const states: FlowState[] = [];
  const tab = { close: vi.fn() };
  const statusAnswers: PaymentStatusAnswer[] = [];
  const deps = {
    timers,
    signedIn: () => options.signedIn ?? true,
    openTab: vi.fn((_name: string) => (options.blocked ? null : tab)),
    submitForm: vi.fn(),
    fetchStatus: vi.fn(async (_url: string) => statusAnswers.shift() ?? pending),
    abandon: vi.fn(
      async (_reference: string): Promise<PaymentStatusAnswer> => ({ ...pending, status: "abandoned" }),
    ),
    resume: vi.fn(async (_reference: string): Promise<InitiatePaymentAnswer> => started),
    notify: {
      success: (text: string) => toasts.push({ kind: "success", text }),
      error: (text: string, durationMs: number) => toasts.push({ kind: "error", text, durationMs }),
    },
    onState: (state: FlowState) => states.push(state),
    newTabName: () => "payment-tab",
  };
  const flow = createPaymentFlow(deps);
  const purpose = {
    initiate: vi.fn(async () => started),
    complete: vi.fn(async () => {}),
    completeFailure: paymentMessages.completeFailed,
    success: paymentMessages.orderPlaced,
    onCompleted: vi.fn(),
    onReset: vi.fn(),
  } satisfies FlowPurpose;
  return { flow, deps, purpose, toasts, states, tab, statusAnswers };
}

describe("the flow", () => {
  it("PAY-02 AMB-04 opens the named tab synchronously from the click, before API-51, then posts the form into it", async () => {
    const h = harness();
    const running = h.flow.start(h.purpose);
    // Nothing asynchronous has run yet: the tab is already open, API-51 is called right after.
    expect(h.deps.openTab).toHaveBeenCalledExactlyOnceWith("payment-tab");
    expect(h.deps.openTab.mock.invocationCallOrder[0]).toBeLessThan(
      h.purpose.initiate.mock.invocationCallOrder[0] ?? 0,
    );
    await running;
    expect(h.deps.submitForm).toHaveBeenCalledExactlyOnceWith(started, "payment-tab");
    expect(h.flow.state).toEqual({ phase: "awaiting", payment: started, providerUnavailable: false });
  });

  it("PAY-03 PAY-19 awaits the result by the flow's own status call", async () => {
    const h = harness();
    await h.flow.start(h.purpose);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(h.deps.fetchStatus).toHaveBeenCalledWith("/api/order-service/paya/T-1");
    expect(statusUrls.invoices("T-1")).toBe("/api/portal-service/invoices/payment/T-1");
    expect(statusUrls.portal("T-1")).toBe("/api/portal-service/payments/T-1");
  });

  it("PAY-05 PAY-08 PAY-09 an 'A' result completes the flow, then shows its success message", async () => {
    const h = harness();
    h.statusAnswers.push(pending, settled({}));
    await h.flow.start(h.purpose);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.purpose.complete).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ id: "P-99" }),
      started,
    );
    expect(h.toasts).toEqual([{ kind: "success", text: "Order placed successfully!" }]);
    expect(h.purpose.onCompleted).toHaveBeenCalledOnce();
    expect(h.flow.state.phase).toBe("done");
  });

  it("PAY-06 AMB-13 'user cancelled' (any case, spaces around) resets without a message", async () => {
    const h = harness();
    h.statusAnswers.push(
      settled({ status: "cancelled", response_indicator: "C", status_description: "  User Cancelled " }),
    );
    await h.flow.start(h.purpose);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(h.toasts).toEqual([]);
    expect(h.purpose.complete).not.toHaveBeenCalled();
    expect(h.purpose.onReset).toHaveBeenCalledExactlyOnceWith("cancelled");
    expect(h.flow.state).toEqual({ phase: "idle" });
  });

  it("PAY-07 ERR-03 any other result is the decline message for 10 s, and the flow resets", async () => {
    const h = harness();
    h.statusAnswers.push(
      settled({ status: "declined", response_indicator: "D", status_description: "Declined" }),
    );
    await h.flow.start(h.purpose);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(DECLINE_TOAST_MS).toBe(10_000);
    expect(h.toasts).toEqual([
      {
        kind: "error",
        text: "Your payment method was declined. Please try another payment option or contact your bank for more information.",
        durationMs: 10_000,
      },
    ]);
    expect(h.purpose.complete).not.toHaveBeenCalled();
    expect(h.purpose.onReset).toHaveBeenCalledExactlyOnceWith("declined");
    expect(h.flow.state).toEqual({ phase: "idle" });
  });

  it("issue 30 a voided payment (approved after what it paid was cancelled) is never completed: the page says it was refunded and resets", async () => {
    const h = harness();
    h.statusAnswers.push(
      settled({ status: "voided", response_indicator: "V", status_description: paymentMessages.voided }),
    );
    await h.flow.start(h.purpose);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(h.toasts).toEqual([{ kind: "error", text: paymentMessages.voided, durationMs: 10_000 }]);
    expect(h.purpose.complete).not.toHaveBeenCalled();
    expect(h.flow.state).toEqual({ phase: "idle" });
  });

  it("PAY-13 with no session nothing starts: no tab, no call, 'No logged in user detected' for 5 s", async () => {
    const h = harness({ signedIn: false });
    await h.flow.start(h.purpose);
    expect(h.deps.openTab).not.toHaveBeenCalled();
    expect(h.purpose.initiate).not.toHaveBeenCalled();
    expect(h.toasts).toEqual([
      { kind: "error", text: "No logged in user detected", durationMs: ERROR_TOAST_MS },
    ]);
  });

  it("PAY-14 AMB-04 a blocked tab starts nothing and shows the pop-up notice state", async () => {
    const h = harness({ blocked: true });
    await h.flow.start(h.purpose);
    expect(h.purpose.initiate).not.toHaveBeenCalled();
    expect(h.flow.state).toEqual({ phase: "blocked" });
    h.flow.dismissBlocked();
    expect(h.flow.state).toEqual({ phase: "idle" });
  });

  it("PAY-14 Firefox is told beforehand, by its user agent", () => {
    expect(isFirefox("Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0")).toBe(true);
    expect(
      isFirefox(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
      ),
    ).toBe(false);
  });

  it("PAY-15 ERR-03 a failure to start closes the tab and shows 'Initiating payment failed' for 5 s", async () => {
    const h = harness();
    h.purpose.initiate.mockRejectedValueOnce(new Error("500"));
    await h.flow.start(h.purpose);
    expect(h.tab.close).toHaveBeenCalledOnce();
    expect(h.deps.submitForm).not.toHaveBeenCalled();
    expect(h.toasts).toEqual([{ kind: "error", text: "Initiating payment failed", durationMs: 5_000 }]);
    expect(h.flow.state).toEqual({ phase: "idle" });
  });

  it("ORDER-03 a failure before paying (placing the order) shows its own words instead", async () => {
    const h = harness();
    h.purpose.initiate.mockRejectedValueOnce(new PaymentFlowError("Purchase order is required"));
    await h.flow.start(h.purpose);
    expect(h.toasts).toEqual([{ kind: "error", text: "Purchase order is required", durationMs: 5_000 }]);
  });

  it("PAY-16 a failed completion (API-49) shows 'Completing payment failed'", async () => {
    const h = harness();
    h.purpose.complete.mockRejectedValueOnce(new Error("409"));
    h.statusAnswers.push(settled({}));
    await h.flow.start(h.purpose);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(h.toasts).toEqual([{ kind: "error", text: "Completing payment failed", durationMs: 5_000 }]);
    expect(h.purpose.onCompleted).not.toHaveBeenCalled();
  });

  it("PAY-17 a failed record (API-43, API-45) shows 'Submitting payment failed'", async () => {
    const h = harness();
    const purpose = { ...h.purpose, completeFailure: paymentMessages.submitFailed };
    purpose.complete.mockRejectedValueOnce(new Error("500"));
    h.statusAnswers.push(settled({}));
    await h.flow.start(purpose);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(h.toasts).toEqual([{ kind: "error", text: "Submitting payment failed", durationMs: 5_000 }]);
  });

  it("a second click while a payment is under way starts nothing", async () => {
    const h = harness();
    const first = h.flow.start(h.purpose);
    const second = h.flow.start(h.purpose);
    await Promise.all([first, second]);
    expect(h.deps.openTab).toHaveBeenCalledOnce();
    expect(h.purpose.initiate).toHaveBeenCalledOnce();
  });

  it("AMB-14 close() stops the polling; after 15 minutes, check again or abandon", async () => {
    const h = harness();
    await h.flow.start(h.purpose);
    h.flow.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.deps.fetchStatus).not.toHaveBeenCalled();
    expect(h.flow.state).toEqual({ phase: "idle" });

    await h.flow.start(h.purpose);
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_TIMEOUT_MS);
    expect(h.flow.state).toEqual({ phase: "timed-out", payment: started });
    h.flow.checkAgain();
    expect(h.flow.state.phase).toBe("awaiting");
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_TIMEOUT_MS);
    expect(h.flow.state.phase).toBe("timed-out");
    await h.flow.abandon();
    expect(h.deps.abandon).toHaveBeenCalledExactlyOnceWith("T-1");
    expect(h.flow.state).toEqual({ phase: "idle" });
    expect(h.toasts).toEqual([]);
  });

  it("a provider that does not answer is shown as such while the attempt stays pending", async () => {
    const h = harness();
    h.statusAnswers.push({ ...pending, providerUnavailable: true });
    await h.flow.start(h.purpose);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(h.flow.state).toEqual({ phase: "awaiting", payment: started, providerUnavailable: true });
  });
});

/** The purpose of a resumed payment: the order page's or the invoices list's, without its start. */
function resumePurpose(h: ReturnType<typeof harness>): ResumePurpose {
  const { initiate: _initiate, ...rest } = h.purpose;
  return rest;
}

describe("closing while a payment is awaited (issue 30)", () => {
  const PROVIDER_DOWN =
    "The payment provider did not answer, so the payment could not be abandoned yet. Please try again in a moment.";

  it("issue 30 closing the modal while awaiting asks 'Abandon this payment?' and the polling goes on; 'Keep waiting' goes back", async () => {
    const h = harness();
    await h.flow.start(h.purpose);
    h.flow.requestClose();
    expect(h.flow.state).toEqual({
      phase: "confirm-abandon",
      payment: started,
      timedOut: false,
      abandoning: false,
    });
    // The question is answered by its buttons: another close does not leave it.
    h.flow.requestClose();
    expect(h.flow.state.phase).toBe("confirm-abandon");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.deps.fetchStatus).toHaveBeenCalledTimes(2);
    h.flow.keepWaiting();
    expect(h.flow.state).toEqual({ phase: "awaiting", payment: started, providerUnavailable: false });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(h.deps.fetchStatus).toHaveBeenCalledTimes(3);
    expect(h.deps.abandon).not.toHaveBeenCalled();
    expect(h.toasts).toEqual([]);
  });

  it("issue 30 'Abandon payment' posts abandon by the attempt's reference, stops polling and resets the page without a word", async () => {
    const h = harness();
    await h.flow.start(h.purpose);
    h.flow.requestClose();
    const abandoning = h.flow.abandon();
    expect(h.flow.state).toEqual({
      phase: "confirm-abandon",
      payment: started,
      timedOut: false,
      abandoning: true,
    });
    // A second click while the first is on its way sends nothing more.
    await h.flow.abandon();
    await abandoning;
    expect(h.deps.abandon).toHaveBeenCalledExactlyOnceWith("T-1");
    expect(h.flow.state).toEqual({ phase: "idle" });
    expect(h.purpose.onReset).toHaveBeenCalledExactlyOnceWith("cancelled");
    expect(h.toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.deps.fetchStatus).not.toHaveBeenCalled();
    // A new payment can start.
    await h.flow.start(h.purpose);
    expect(h.purpose.initiate).toHaveBeenCalledTimes(2);
    expect(h.flow.state.phase).toBe("awaiting");
  });

  it("issue 30 an abandon the provider cannot confirm (503) shows the server's words and stays in the question, still polling", async () => {
    const h = harness();
    h.deps.abandon.mockRejectedValueOnce(new PaymentFlowError(PROVIDER_DOWN));
    await h.flow.start(h.purpose);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(h.deps.fetchStatus).toHaveBeenCalledTimes(1);
    h.flow.requestClose();
    await h.flow.abandon();
    expect(h.toasts).toEqual([{ kind: "error", text: PROVIDER_DOWN, durationMs: ERROR_TOAST_MS }]);
    expect(h.flow.state).toEqual({
      phase: "confirm-abandon",
      payment: started,
      timedOut: false,
      abandoning: false,
    });
    expect(h.purpose.onReset).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(h.deps.fetchStatus).toHaveBeenCalledTimes(2);
    // Tried again: abandoned this time.
    await h.flow.abandon();
    expect(h.deps.abandon).toHaveBeenCalledTimes(2);
    expect(h.flow.state).toEqual({ phase: "idle" });
  });

  it("issue 30 a failure without the server's words says the payment could not be abandoned", async () => {
    const h = harness();
    h.deps.abandon.mockRejectedValueOnce(new Error("offline"));
    await h.flow.start(h.purpose);
    h.flow.requestClose();
    await h.flow.abandon();
    expect(h.toasts).toEqual([{ kind: "error", text: ABANDON_FAILED, durationMs: ERROR_TOAST_MS }]);
    expect(h.flow.state.phase).toBe("confirm-abandon");
  });

  it("issue 30 a result that arrives while the question is asked settles the payment as usual", async () => {
    const h = harness();
    h.statusAnswers.push(pending, settled({}));
    await h.flow.start(h.purpose);
    h.flow.requestClose();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.purpose.complete).toHaveBeenCalledOnce();
    expect(h.flow.state.phase).toBe("done");
    expect(h.toasts).toEqual([{ kind: "success", text: "Order placed successfully!" }]);
    expect(h.deps.abandon).not.toHaveBeenCalled();
  });

  it("issue 30 abandoning a payment the payer had finished first: the approval the server answers completes it", async () => {
    const h = harness();
    h.deps.abandon.mockResolvedValueOnce(settled({}));
    await h.flow.start(h.purpose);
    h.flow.requestClose();
    await h.flow.abandon();
    expect(h.purpose.complete).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ id: "P-99" }),
      started,
    );
    expect(h.flow.state.phase).toBe("done");
    expect(h.purpose.onReset).not.toHaveBeenCalled();
  });

  it("issue 30 AMB-14 the question outlives the 15 minutes quietly; after them 'Keep waiting' asks again at once", async () => {
    const h = harness();
    await h.flow.start(h.purpose);
    h.flow.requestClose();
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_TIMEOUT_MS);
    expect(h.flow.state).toEqual({
      phase: "confirm-abandon",
      payment: started,
      timedOut: true,
      abandoning: false,
    });
    const asked = h.deps.fetchStatus.mock.calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.deps.fetchStatus).toHaveBeenCalledTimes(asked);
    h.flow.keepWaiting();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.deps.fetchStatus).toHaveBeenCalledTimes(asked + 1);
    expect(h.flow.state.phase).toBe("awaiting");
    await vi.advanceTimersByTimeAsync(5_000);
    expect(h.deps.fetchStatus).toHaveBeenCalledTimes(asked + 2);
  });

  it("issue 30 closing the timed-out screen asks too; a failed 'Abandon payment' there keeps the timed-out screen", async () => {
    const h = harness();
    await h.flow.start(h.purpose);
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_TIMEOUT_MS);
    h.flow.requestClose();
    expect(h.flow.state).toEqual({
      phase: "confirm-abandon",
      payment: started,
      timedOut: true,
      abandoning: false,
    });
    h.flow.keepWaiting();
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_TIMEOUT_MS);
    expect(h.flow.state.phase).toBe("timed-out");
    h.deps.abandon.mockRejectedValueOnce(new PaymentFlowError(PROVIDER_DOWN));
    await h.flow.abandon();
    expect(h.flow.state).toEqual({ phase: "timed-out", payment: started });
    expect(h.toasts).toEqual([{ kind: "error", text: PROVIDER_DOWN, durationMs: ERROR_TOAST_MS }]);
  });

  it("issue 30 nothing to ask while the payment page is opening or completing: the modal closes as before", async () => {
    const h = harness();
    let begin: (answer: InitiatePaymentAnswer) => void = () => {};
    h.purpose.initiate.mockImplementationOnce(() => new Promise((resolve) => (begin = resolve)));
    const running = h.flow.start(h.purpose);
    expect(h.flow.state.phase).toBe("starting");
    h.flow.requestClose();
    expect(h.flow.state).toEqual({ phase: "idle" });
    begin(started);
    await running;
  });
});

describe("resuming a payment in progress (issue 30)", () => {
  it("issue 30 AMB-04 resume opens the named tab synchronously from the click, then posts resume, submits the hosted form into the tab and polls", async () => {
    const h = harness();
    h.statusAnswers.push(pending, settled({}));
    const running = h.flow.resume(resumePurpose(h), "T-1");
    expect(h.deps.openTab).toHaveBeenCalledExactlyOnceWith("payment-tab");
    expect(h.deps.openTab.mock.invocationCallOrder[0]).toBeLessThan(
      h.deps.resume.mock.invocationCallOrder[0] ?? 0,
    );
    expect(h.deps.resume).toHaveBeenCalledExactlyOnceWith("T-1");
    await running;
    expect(h.deps.submitForm).toHaveBeenCalledExactlyOnceWith(started, "payment-tab");
    expect(h.flow.state).toEqual({ phase: "awaiting", payment: started, providerUnavailable: false });
    expect(h.purpose.initiate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.deps.fetchStatus).toHaveBeenCalledWith(started.statusUrl);
    expect(h.purpose.complete).toHaveBeenCalledOnce();
    expect(h.toasts).toEqual([{ kind: "success", text: "Order placed successfully!" }]);
  });

  it("issue 30 a resume refused (409: no longer in progress) closes the tab and shows the server's words", async () => {
    const h = harness();
    h.deps.resume.mockRejectedValueOnce(new PaymentFlowError("This payment is no longer in progress"));
    await h.flow.resume(resumePurpose(h), "T-1");
    expect(h.tab.close).toHaveBeenCalledOnce();
    expect(h.deps.submitForm).not.toHaveBeenCalled();
    expect(h.toasts).toEqual([
      { kind: "error", text: "This payment is no longer in progress", durationMs: ERROR_TOAST_MS },
    ]);
    expect(h.flow.state).toEqual({ phase: "idle" });
  });

  it("issue 30 PAY-13 PAY-14 a resume without a session or with a blocked tab asks nothing", async () => {
    const signedOut = harness({ signedIn: false });
    await signedOut.flow.resume(resumePurpose(signedOut), "T-1");
    expect(signedOut.deps.openTab).not.toHaveBeenCalled();
    expect(signedOut.deps.resume).not.toHaveBeenCalled();
    const blocked = harness({ blocked: true });
    await blocked.flow.resume(resumePurpose(blocked), "T-1");
    expect(blocked.deps.resume).not.toHaveBeenCalled();
    expect(blocked.flow.state).toEqual({ phase: "blocked" });
  });
});

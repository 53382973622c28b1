// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type InitiatePaymentAnswer,
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_POLL_TIMEOUT_MS,
  type PaymentStatusAnswer,
  paymentMessages,
} from "../../../lib/payments/contract.ts";
import { abandonQuestion, PaymentModal } from "./PaymentModal.tsx";
import {
  createPaymentFlow,
  type FlowDeps,
  type FlowPurpose,
  type FlowState,
  PaymentFlowError,
} from "./payment-flow.ts";
import { statusUrls } from "./payments-api.ts";

/**
 * The payment modal's screens for a provider that does not answer and for the 15 minutes without a
 * result (AMB-14), rendered with the real payment flow (payment-flow.ts) on fake timers: the status
 * calls, the abandon call and the toasts are what the page would send and show.
 */
const started: InitiatePaymentAnswer = {
  actionUrl: "/sandbox-pay/checkout",
  actionMethod: "POST",
  tokenizedRequest: "signed-request",
  transactionID: "PAY-AAAAAAAAAAAAAAAAAAAA",
  amountCents: 10_300,
  baseCents: 10_000,
  surchargeCents: 300,
  method: "card",
  statusUrl: statusUrls.portal("PAY-AAAAAAAAAAAAAAAAAAAA"),
};
const pending: PaymentStatusAnswer = { transactionID: started.transactionID, status: "pending" };
const providerDown: PaymentStatusAnswer = { ...pending, providerUnavailable: true };
const approved: PaymentStatusAnswer = {
  transactionID: started.transactionID,
  status: "approved",
  id: "P-1",
  response_indicator: "A",
  status_description: "Approved",
  transaction_id: "SBX-1",
  amount: "103.00",
};

const PROVIDER_DOWN_TEXT =
  "The payment provider is not answering right now. Your payment is kept pending; we keep checking.";
const TIMED_OUT_TEXT =
  "No result has arrived in 15 minutes. Check again, or abandon this payment and start a new one.";

/** A page with a pay button, the modal, and the flow wired to recorded outside effects. */
function renderPage(answers: PaymentStatusAnswer[], fallback: PaymentStatusAnswer = pending) {
  const toasts: string[] = [];
  const deps = {
    timers: {
      setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
      clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      now: () => Date.now(),
    },
    signedIn: () => true,
    openTab: () => ({ close: vi.fn() }),
    submitForm: vi.fn(),
    fetchStatus: vi.fn(async (_url: string) => answers.shift() ?? fallback),
    abandon: vi.fn(
      async (_reference: string): Promise<PaymentStatusAnswer> => ({ ...pending, status: "abandoned" }),
    ),
    resume: vi.fn(async (_reference: string) => started),
    notify: {
      success: (text: string) => toasts.push(text),
      error: (text: string) => toasts.push(text),
    },
  } satisfies Omit<FlowDeps, "onState">;
  const purpose = {
    initiate: vi.fn(async () => started),
    complete: vi.fn(async () => {}),
    completeFailure: paymentMessages.submitFailed,
    success: paymentMessages.paymentSubmitted,
    onReset: vi.fn(),
  } satisfies FlowPurpose;

  function Page() {
    const [state, setState] = useState<FlowState>({ phase: "idle" });
    const [flow] = useState(() => createPaymentFlow({ ...deps, onState: setState }));
    return (
      <>
        <button type="button" onClick={() => void flow.start(purpose)}>
          Pay
        </button>
        <PaymentModal state={state} flow={flow} />
      </>
    );
  }
  render(<Page />);
  return { deps, purpose, toasts };
}

async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const modal = () => screen.getByTestId("payment-modal");
const isOpen = () => (modal() as HTMLDialogElement).open;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the payment modal", () => {
  it("PAY-03 AMB-14 a provider that does not answer: the modal says the payment is kept pending, keeps checking, and drops the notice once the provider answers", async () => {
    const page = renderPage([providerDown, providerDown, pending, approved]);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Pay" }));
    });
    expect(isOpen()).toBe(true);
    expect(within(modal()).getByText(paymentMessages.checking, { selector: "h2, h1, h3" })).toBeTruthy();
    expect(within(modal()).getByText(paymentMessages.pending)).toBeTruthy();
    expect(within(modal()).queryByTestId("provider-unavailable")).toBeNull();

    await pass(PAYMENT_POLL_INTERVAL_MS);
    expect(within(modal()).getByTestId("provider-unavailable").textContent).toBe(PROVIDER_DOWN_TEXT);
    // Still waiting for the result: the amounts and the pending words stay, nothing is abandoned.
    expect(within(modal()).getByText(paymentMessages.pending)).toBeTruthy();
    expect(within(modal()).getByTestId("payment-amounts").textContent).toContain("$103.00");
    expect(within(modal()).queryByTestId("payment-timed-out")).toBeNull();

    await pass(PAYMENT_POLL_INTERVAL_MS);
    expect(within(modal()).getByTestId("provider-unavailable")).toBeTruthy();
    await pass(PAYMENT_POLL_INTERVAL_MS);
    expect(within(modal()).queryByTestId("provider-unavailable")).toBeNull();
    expect(page.deps.fetchStatus).toHaveBeenCalledTimes(3);
    expect(page.deps.fetchStatus).toHaveBeenLastCalledWith(started.statusUrl);

    await pass(PAYMENT_POLL_INTERVAL_MS);
    expect(page.purpose.complete).toHaveBeenCalledOnce();
    expect(page.toasts).toEqual(["Payment submitted successfully!"]);
    expect(isOpen()).toBe(false);
    expect(page.deps.abandon).not.toHaveBeenCalled();
  });

  it("AMB-14 after 15 minutes without a result the modal offers 'Check again', which asks at once and polls again", async () => {
    const page = renderPage([]);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Pay" }));
    });
    await pass(PAYMENT_POLL_TIMEOUT_MS - PAYMENT_POLL_INTERVAL_MS);
    expect(within(modal()).queryByTestId("payment-timed-out")).toBeNull();
    await pass(PAYMENT_POLL_INTERVAL_MS);
    const timedOut = within(modal()).getByTestId("payment-timed-out");
    expect(timedOut.textContent).toContain(TIMED_OUT_TEXT);
    expect(isOpen()).toBe(true);
    const asked = page.deps.fetchStatus.mock.calls.length;
    expect(asked).toBe(PAYMENT_POLL_TIMEOUT_MS / PAYMENT_POLL_INTERVAL_MS);
    // Stopped: no call while the screen waits for the buyer.
    await pass(60_000);
    expect(page.deps.fetchStatus).toHaveBeenCalledTimes(asked);

    page.deps.fetchStatus.mockResolvedValueOnce(pending).mockResolvedValueOnce(approved);
    await act(async () => {
      fireEvent.click(within(timedOut).getByRole("button", { name: "Check again" }));
    });
    expect(page.deps.fetchStatus).toHaveBeenCalledTimes(asked + 1);
    expect(within(modal()).queryByTestId("payment-timed-out")).toBeNull();
    expect(
      within(modal()).getByText("Finish paying in the tab that opened. This window updates by itself."),
    ).toBeTruthy();
    await pass(PAYMENT_POLL_INTERVAL_MS);
    expect(page.deps.fetchStatus).toHaveBeenCalledTimes(asked + 2);
    expect(page.purpose.complete).toHaveBeenCalledOnce();
    expect(page.toasts).toEqual(["Payment submitted successfully!"]);
    expect(isOpen()).toBe(false);
  });

  it("AMB-14 'Abandon payment' gives the attempt up on the server by its reference and closes the modal without a word", async () => {
    const page = renderPage([]);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Pay" }));
    });
    await pass(PAYMENT_POLL_TIMEOUT_MS);
    const timedOut = within(modal()).getByTestId("payment-timed-out");
    await act(async () => {
      fireEvent.click(within(timedOut).getByRole("button", { name: "Abandon payment" }));
    });
    expect(page.deps.abandon).toHaveBeenCalledExactlyOnceWith(started.transactionID);
    expect(isOpen()).toBe(false);
    expect(page.purpose.onReset).toHaveBeenCalledExactlyOnceWith("cancelled");
    expect(page.purpose.complete).not.toHaveBeenCalled();
    expect(page.toasts).toEqual([]);
    const asked = page.deps.fetchStatus.mock.calls.length;
    await pass(60_000);
    expect(page.deps.fetchStatus).toHaveBeenCalledTimes(asked);
    // The page can start a new payment (a new attempt) afterwards.
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Pay" }));
    });
    expect(page.purpose.initiate).toHaveBeenCalledTimes(2);
    expect(isOpen()).toBe(true);
  });

  it("issue 30 the × while the payment is awaited asks 'Abandon this payment?' inside the dialog; 'Keep waiting' goes back and the polling goes on", async () => {
    const page = renderPage([]);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Pay" }));
    });
    await pass(PAYMENT_POLL_INTERVAL_MS);
    expect(page.deps.fetchStatus).toHaveBeenCalledTimes(1);
    await act(async () => {
      fireEvent.click(within(modal()).getByRole("button", { name: `Close ${paymentMessages.checking}` }));
    });
    expect(isOpen()).toBe(true);
    expect(modal().getAttribute("role")).toBe("alertdialog");
    expect(modal().getAttribute("aria-label")).toBe("Abandon this payment?");
    expect(within(modal()).getByRole("heading", { name: "Abandon this payment?" })).toBeTruthy();
    const question = within(modal()).getByTestId("abandon-question");
    expect(question.textContent).toContain(
      "If you have not finished paying in the other tab, abandon this payment so you can pay again. If you already paid, keep waiting",
    );
    const keep = within(question).getByRole("button", { name: "Keep waiting" });
    // The question takes the focus, on its safe answer.
    expect(document.activeElement).toBe(keep);
    expect(within(question).getByRole("button", { name: "Abandon payment" })).toBeTruthy();
    // Asked, still polling: a result could still arrive.
    await pass(PAYMENT_POLL_INTERVAL_MS);
    expect(page.deps.fetchStatus).toHaveBeenCalledTimes(2);

    await act(async () => {
      fireEvent.click(keep);
    });
    expect(within(modal()).queryByTestId("abandon-question")).toBeNull();
    expect(
      within(modal()).getByText("Finish paying in the tab that opened. This window updates by itself."),
    ).toBeTruthy();
    expect(within(modal()).getByRole("heading", { name: paymentMessages.checking })).toBeTruthy();
    await pass(PAYMENT_POLL_INTERVAL_MS);
    expect(page.deps.fetchStatus).toHaveBeenCalledTimes(3);
    expect(page.deps.abandon).not.toHaveBeenCalled();
    expect(isOpen()).toBe(true);
  });

  it("issue 30 Escape asks the same question and the dialog stays open; 'Abandon payment' posts abandon and closes the modal", async () => {
    const page = renderPage([]);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Pay" }));
    });
    await pressEscape();
    expect(isOpen()).toBe(true);
    const question = within(modal()).getByTestId("abandon-question");
    // Escape again: the question is answered by its buttons only.
    await pressEscape();
    expect(isOpen()).toBe(true);
    expect(within(modal()).getByTestId("abandon-question")).toBe(question);
    await act(async () => {
      fireEvent.click(within(question).getByRole("button", { name: abandonQuestion.abandon }));
    });
    expect(page.deps.abandon).toHaveBeenCalledExactlyOnceWith(started.transactionID);
    expect(isOpen()).toBe(false);
    expect(page.purpose.onReset).toHaveBeenCalledExactlyOnceWith("cancelled");
    expect(page.toasts).toEqual([]);
    const asked = page.deps.fetchStatus.mock.calls.length;
    await pass(60_000);
    expect(page.deps.fetchStatus).toHaveBeenCalledTimes(asked);
  });

  it("issue 30 where the browser closes the dialog regardless (a repeated Escape), it opens again on the question", async () => {
    renderPage([]);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Pay" }));
    });
    await pressEscape({ cancelable: false });
    await pass(0);
    expect(isOpen()).toBe(true);
    expect(within(modal()).getByTestId("abandon-question")).toBeTruthy();
  });

  it("issue 30 an abandon the provider cannot confirm (503) shows the server's words in a toast and the question stays", async () => {
    const page = renderPage([]);
    const words =
      "The payment provider did not answer, so the payment could not be abandoned yet. Please try again in a moment.";
    let refuse: (error: Error) => void = () => {};
    page.deps.abandon.mockImplementationOnce(() => new Promise((_resolve, reject) => (refuse = reject)));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Pay" }));
    });
    await pressEscape();
    const question = within(modal()).getByTestId("abandon-question");
    await act(async () => {
      fireEvent.click(within(question).getByRole("button", { name: "Abandon payment" }));
    });
    // On its way: the question says so, and its buttons do nothing meanwhile.
    expect(question.getAttribute("aria-busy")).toBe("true");
    expect(within(question).getByRole("status").textContent).toBe("Abandoning the payment…");
    await act(async () => {
      fireEvent.click(within(question).getByRole("button", { name: "Keep waiting" }));
    });
    expect(within(modal()).getByTestId("abandon-question")).toBe(question);
    await act(async () => refuse(new PaymentFlowError(words)));
    expect(page.toasts).toEqual([words]);
    expect(isOpen()).toBe(true);
    expect(within(modal()).getByTestId("abandon-question").getAttribute("aria-busy")).toBeNull();
    expect(page.purpose.onReset).not.toHaveBeenCalled();
    // "Keep waiting" still goes back to waiting.
    await act(async () => {
      fireEvent.click(within(modal()).getByRole("button", { name: "Keep waiting" }));
    });
    expect(within(modal()).queryByTestId("abandon-question")).toBeNull();
    expect(isOpen()).toBe(true);
  });
});

/**
 * Escape on the modal as a browser handles it: a `cancel` event (cancelable unless the browser refuses
 * to let a repeated one be prevented), then the dialog closes unless the page prevented it.
 */
async function pressEscape({ cancelable = true } = {}) {
  await act(async () => {
    const dialog = modal() as HTMLDialogElement;
    const cancel = new Event("cancel", { cancelable });
    dialog.dispatchEvent(cancel);
    if (!cancel.defaultPrevented) dialog.close();
  });
}

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
import { PaymentModal } from "./PaymentModal.tsx";
import { createPaymentFlow, type FlowDeps, type FlowPurpose, type FlowState } from "./payment-flow.ts";
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
    abandon: vi.fn(async (_reference: string) => ({ ...pending, status: "abandoned" })),
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
});

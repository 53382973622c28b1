// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { NEWSLETTER_ENDPOINT, NewsletterForm } from "./NewsletterForm.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function submit(email: string) {
  fireEvent.change(screen.getByRole("textbox"), { target: { value: email } });
  fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
}

it("NEWS-02 NEWS-03 an empty or malformed email shows the message and sends nothing", () => {
  const fetchSpy = vi.fn();
  vi.stubGlobal("fetch", fetchSpy);
  render(<NewsletterForm />);
  submit("");
  expect(screen.getByRole("alert").textContent).toBe("The Email you enter is incorrect");
  submit("buyer@nowhere");
  expect(screen.getByRole("alert").textContent).toBe("The Email you enter is incorrect");
  expect(fetchSpy).not.toHaveBeenCalled();
});

it("NEWS-04 NEWS-05 a valid email is posted as the form field EMAIL and confirmed", async () => {
  const fetchSpy = vi.fn(async (_url: string, _init: RequestInit) => new Response("{}", { status: 201 }));
  vi.stubGlobal("fetch", fetchSpy);
  render(<NewsletterForm />);
  submit("  buyer@example.com ");
  await waitFor(() =>
    expect(screen.getByRole("status").textContent).toBe("You have subscribed to our Newsletter"),
  );
  const [url, init] = fetchSpy.mock.calls[0] ?? [];
  expect(url).toBe(NEWSLETTER_ENDPOINT);
  expect(init?.method).toBe("POST");
  expect((init?.body as FormData | undefined)?.get("EMAIL")).toBe("buyer@example.com");
});

it("NEWS-06 a failed request shows 'There has been an error, please try again'", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      throw new TypeError("network down");
    }),
  );
  render(<NewsletterForm />);
  submit("buyer@example.com");
  await waitFor(() =>
    expect(screen.getByRole("status").textContent).toBe("There has been an error, please try again"),
  );
});

it("NEWS-06 NEWS-07 AMB-23 a refused sign-up shows the person's message; the log gets 'Subscribing to email newsletter failed'", async () => {
  const fetchSpy = vi.fn(async (url: string, _init?: RequestInit) =>
    url === NEWSLETTER_ENDPOINT
      ? new Response(JSON.stringify({ error: "x", code: "UNAVAILABLE" }), { status: 503 })
      : new Response(null, { status: 204 }),
  );
  vi.stubGlobal("fetch", fetchSpy);
  render(<NewsletterForm />);
  submit("buyer@example.com");
  await waitFor(() =>
    expect(screen.getByRole("status").textContent).toBe("There has been an error, please try again"),
  );
  await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
  const [url, init] = fetchSpy.mock.calls[1] ?? [];
  expect(url).toBe("/api/resource-service/logs");
  const report = JSON.parse(String(init?.body)) as { endpoint: string; error: string; request: unknown };
  expect(report.endpoint).toBe(NEWSLETTER_ENDPOINT);
  expect(report.error).toMatch(/^Subscribing to email newsletter failed/);
  // The person's address is not written to the log.
  expect(String(init?.body)).not.toContain("buyer@example.com");
  expect(screen.queryByText("Subscribing to email newsletter failed")).toBeNull();
});

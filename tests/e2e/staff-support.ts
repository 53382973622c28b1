import { createHmac } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import type { StaffRole, StaffSignInStep } from "../../lib/staff/contract.ts";
import { baseURL } from "../../playwright.config.ts";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** The code an authenticator app shows now for a base32 key (RFC 6238), as the person would type it. */
export function authenticatorCode(secret: string, at = Date.now()): string {
  let bits = "";
  for (const char of secret.replace(/\s/g, "")) bits += BASE32.indexOf(char).toString(2).padStart(5, "0");
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = createHmac("sha1", Buffer.from(bytes)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** A staff member of the test's own (the e2e fixtures router), not yet signed in. */
export async function fixtureStaff(
  page: Page,
  role: StaffRole,
): Promise<{ email: string; password: string; name: string }> {
  const response = await page.request.post("/dev/fixtures/staff", {
    data: { role },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/**
 * Signs the page's browser context in to the staff console through the staff API: a new staff
 * member of `role`, the password, the authenticator app set up, its code. Answers who it is.
 */
export async function signInStaff(page: Page, role: StaffRole): Promise<{ email: string; name: string }> {
  const staff = await fixtureStaff(page, role);
  const headers = { origin: baseURL };
  const first = await page.request.post("/api/staff-auth/sign-in", {
    data: { email: staff.email, password: staff.password },
    headers,
  });
  expect(first.status(), await first.text()).toBe(200);
  const step = (await first.json()) as StaffSignInStep;
  if (step.step !== "enroll") throw new Error("a new staff member sets up the app first");
  const second = await page.request.post("/api/staff-auth/code", {
    data: { code: authenticatorCode(step.secret) },
    headers,
  });
  expect(second.status(), await second.text()).toBe(200);
  return { email: staff.email, name: staff.name };
}

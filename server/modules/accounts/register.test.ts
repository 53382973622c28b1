import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { type AccountsHarness, openAccountsHarness } from "./harness.test-support.ts";

describe.each(testDatabaseKinds())("registration's writes and mail on %s", (kind) => {
  let h: AccountsHarness;
  beforeAll(async () => {
    h = await openAccountsHarness(kind);
    // A profile that cannot be written: the registration fails after the identity exists.
    await h.db.execute(sql`create function refuse_failing_profile() returns trigger language plpgsql as $$
      begin
        if new.fname = 'Failing' then raise exception 'profile refused'; end if;
        return new;
      end $$`);
    await h.db.execute(sql`create trigger refuse_failing_profile before update on user_profiles
      for each row execute function refuse_failing_profile()`);
  });
  afterAll(async () => {
    await h?.dispose();
  });

  const registration = (email: string, fname: string) => ({
    customerType: "basic",
    email,
    password: "A-good-password-1",
    fname,
    lname: "Person",
  });

  it("#11.3 API-55 a registration whose profile fails leaves no identity and sends no verification mail", async () => {
    const email = "failing.person@example.com";
    const response = await h.call("/api/user-service/users", { body: registration(email, "Failing") });
    expect(response.status).toBe(500);
    expect(await h.userIdOf(email)).toBeUndefined();
    expect(await h.services.mailer.outbox({ to: email })).toEqual([]);
  });

  it("#11.3 API-55 a registration that succeeds mails its verification link once its writes have committed", async () => {
    const email = "working.person@example.com";
    const response = await h.call("/api/user-service/users", { body: registration(email, "Working") });
    expect(response.status).toBe(201);
    expect(await h.userIdOf(email)).toBeDefined();
    const mails = await h.services.mailer.outbox({ to: email });
    expect(mails.map((m) => m.purpose)).toEqual(["verify-email"]);
  });
});

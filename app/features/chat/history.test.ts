import { describe, expect, it } from "vitest";
import type { ConversationSummary } from "../../../lib/assistant/conversations.ts";
import { groupConversations, historyGroupOf, orderStatusLook, relativeTime } from "./history.ts";

/** Times are local (the user's time zone, AMB-25): built with the local Date constructor. */
const local = (day: number, hour = 12, minute = 0) => new Date(2025, 2, day, hour, minute).toISOString();
const now = new Date(2025, 2, 20, 9, 30); // Thursday 20 March 2025, 09:30 local

const conversation = (id: string, updatedAt: string): ConversationSummary => ({
  id,
  title: `Conversation ${id}`,
  messageCount: 2,
  createdAt: updatedAt,
  updatedAt,
});

describe("the history panel's groups", () => {
  it("CHAT-28 AMB-25 groups by the local calendar day: today, yesterday, the 7 days before, older", () => {
    expect(historyGroupOf(local(20, 0, 0), now)).toBe("Today");
    expect(historyGroupOf(local(20, 9, 29), now)).toBe("Today");
    expect(historyGroupOf(local(19, 23, 59), now)).toBe("Yesterday");
    expect(historyGroupOf(local(19, 0, 0), now)).toBe("Yesterday");
    expect(historyGroupOf(local(18, 23, 0), now)).toBe("This Week");
    // The last of the 7 days before today (today and yesterday excluded from "This Week").
    expect(historyGroupOf(local(13, 0, 1), now)).toBe("This Week");
    expect(historyGroupOf(local(12, 23, 59), now)).toBe("Older");
    expect(historyGroupOf(new Date(2024, 11, 31).toISOString(), now)).toBe("Older");
  });

  it("CHAT-28 lists the groups in order, newest first within each, leaving empty groups out", () => {
    const grouped = groupConversations(
      [
        conversation("old", local(1)),
        conversation("today-early", local(20, 7)),
        conversation("week", local(16)),
        conversation("today-late", local(20, 9)),
      ],
      now,
    );
    expect(grouped.map((g) => [g.group, g.conversations.map((c) => c.id)])).toEqual([
      ["Today", ["today-late", "today-early"]],
      ["This Week", ["week"]],
      ["Older", ["old"]],
    ]);
  });
});

describe("relative times", () => {
  const at = (ms: number) => new Date(now.getTime() - ms).toISOString();
  it("CHAT-39 CONST-23 'now' under a minute, then 'Nm ago', 'Nh ago', then a date", () => {
    expect(relativeTime(at(0), now)).toBe("now");
    expect(relativeTime(at(59_999), now)).toBe("now");
    expect(relativeTime(at(60_000), now)).toBe("1m ago");
    expect(relativeTime(at(59 * 60_000 + 59_999), now)).toBe("59m ago");
    expect(relativeTime(at(3_600_000), now)).toBe("1h ago");
    expect(relativeTime(at(23 * 3_600_000 + 3_599_999), now)).toBe("23h ago");
    expect(relativeTime(new Date(2025, 2, 18, 8).toISOString(), now)).toBe("Mar 18, 2025");
    // A clock a little ahead of the browser's is "now", not a negative time.
    expect(relativeTime(at(-5_000), now)).toBe("now");
  });
});

describe("order status looks", () => {
  it("CHAT-24 each keyword group has its own icon and colour", () => {
    const looks = ["Completed", "Pending", "Shipped", "Cancelled"].map(orderStatusLook);
    expect(looks.map((l) => l.group)).toEqual(["completed", "pending", "shipped", "cancelled"]);
    expect(new Set(looks.map((l) => l.Icon)).size).toBe(4);
    expect(new Set(looks.map((l) => l.className)).size).toBe(4);
  });

  it("AMB-26 matches case-insensitive substrings in the order cancelled/failed, shipped/transit, completed/delivered, pending/processing", () => {
    const group = (status: string) => orderStatusLook(status).group;
    expect(group("DELIVERED")).toBe("completed");
    expect(group("processing")).toBe("pending");
    expect(group("In Transit")).toBe("shipped");
    expect(group("Payment failed")).toBe("cancelled");
    expect(group("Partially Shipped")).toBe("shipped");
    // Checked in order: a cancelled shipment is cancelled, a shipped order pending delivery is shipped.
    expect(group("Shipment cancelled")).toBe("cancelled");
    expect(group("Shipped, delivery pending")).toBe("shipped");
    expect(group("Delivered (processing return)")).toBe("completed");
    expect(group("On hold")).toBe("neutral");
    expect(orderStatusLook("On hold").Icon).not.toBe(orderStatusLook("Completed").Icon);
  });
});

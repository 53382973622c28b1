import { CircleCheck, CircleDashed, CircleX, Clock, type LucideIcon, Truck } from "lucide-react";
import type { ConversationSummary } from "../../../lib/assistant/conversations.ts";
import { formatPortalDate } from "../../../lib/shared/format.ts";

/**
 * The chat's pure rules for showing time and status: the history panel's day groups (CHAT-28,
 * AMB-25), relative times (CHAT-39, CONST-23) and an order status's icon and colour (CHAT-24, AMB-26).
 * Days are the user's: the browser's local calendar.
 */

export const HISTORY_GROUPS = ["Today", "Yesterday", "This Week", "Older"] as const;
export type HistoryGroup = (typeof HISTORY_GROUPS)[number];

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Days between the local calendar days of `then` and `now` (0 today, 1 yesterday), DST-proof. */
function calendarDaysBetween(then: Date, now: Date): number {
  const day = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((day(now) - day(then)) / DAY_MS);
}

/** CHAT-28, AMB-25: "This Week" is the 7 days before today, without today and yesterday. */
export function historyGroupOf(updatedAt: string, now: Date = new Date()): HistoryGroup {
  const days = calendarDaysBetween(new Date(updatedAt), now);
  if (days <= 0) return "Today";
  if (days === 1) return "Yesterday";
  if (days <= 7) return "This Week";
  return "Older";
}

export type GroupedConversations = { group: HistoryGroup; conversations: ConversationSummary[] }[];

/** The conversations under their groups, in group order, newest first within; empty groups left out. */
export function groupConversations(
  conversations: readonly ConversationSummary[],
  now: Date = new Date(),
): GroupedConversations {
  const sorted = [...conversations].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
  return HISTORY_GROUPS.map((group) => ({
    group,
    conversations: sorted.filter((c) => historyGroupOf(c.updatedAt, now) === group),
  })).filter((entry) => entry.conversations.length > 0);
}

/** CHAT-39, CONST-23: "now" under a minute, "Nm ago", "Nh ago" under a day, then the date. */
export function relativeTime(at: string, now: Date = new Date()): string {
  const then = new Date(at);
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < MINUTE_MS) return "now";
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  return formatPortalDate(at, { local: true });
}

export type StatusGroup = "cancelled" | "shipped" | "completed" | "pending" | "neutral";
export type StatusLook = { group: StatusGroup; Icon: LucideIcon; className: string };

/** CHAT-24, AMB-26: the keyword groups in the order they are checked ("Partially Shipped" is shipped). */
const STATUS_GROUPS: readonly {
  group: StatusGroup;
  keywords: readonly string[];
  Icon: LucideIcon;
  className: string;
}[] = [
  {
    group: "cancelled",
    keywords: ["cancelled", "canceled", "failed"],
    Icon: CircleX,
    className: "text-red-700 bg-red-50",
  },
  { group: "shipped", keywords: ["shipped", "transit"], Icon: Truck, className: "text-blue-700 bg-blue-50" },
  {
    group: "completed",
    keywords: ["completed", "delivered"],
    Icon: CircleCheck,
    className: "text-green-700 bg-green-50",
  },
  {
    group: "pending",
    keywords: ["pending", "processing"],
    Icon: Clock,
    className: "text-amber-800 bg-amber-50",
  },
];

const NEUTRAL: StatusLook = {
  group: "neutral",
  Icon: CircleDashed,
  className: "text-slate-700 bg-slate-100",
};

/** CHAT-24, AMB-26: case-insensitive substring match, first group wins, neutral otherwise. */
export function orderStatusLook(status: string): StatusLook {
  const lower = status.toLowerCase();
  const found = STATUS_GROUPS.find((entry) => entry.keywords.some((keyword) => lower.includes(keyword)));
  return found ? { group: found.group, Icon: found.Icon, className: found.className } : NEUTRAL;
}

import { type Context, type Handler, Hono, type MiddlewareHandler } from "hono";
import type { z } from "zod";
import { csvFile } from "../lib/shared/csv-text.ts";
import { roleMay, type StaffActor, type StaffCaller, type StaffPermission } from "../lib/staff/contract.ts";
import { AppError } from "./errors.ts";
import type { CallerEnv } from "./http.ts";

/** A staff route's context: the staff member acting, from their second-factor session. */
export type StaffEnv = { Variables: CallerEnv["Variables"] & { staff: StaffActor } };

/** One staff call: its method, its path under /api/staff, and the permission it needs. */
export type StaffEndpoint = { method: string; path: string; permission: StaffPermission };

type StaffRouteAdder = (path: string, permission: StaffPermission, handler: Handler<StaffEnv>) => void;

/** The staff API under construction: modules add their calls with the permission each needs. */
export type StaffApi = {
  router: Hono<StaffEnv>;
  /** Every call added, for the authorization matrix (server/staff-matrix.test.ts). */
  endpoints: StaffEndpoint[];
  get: StaffRouteAdder;
  post: StaffRouteAdder;
  put: StaffRouteAdder;
  patch: StaffRouteAdder;
  delete: StaffRouteAdder;
};

/** Where the staff API is mounted. */
export const STAFF_API_PREFIX = "/api/staff";

const notStaff = () => new AppError("NOT_FOUND", "No such API endpoint");

/**
 * Issue 33, security: the staff API's own door. Every path under /api/staff first finds a staff
 * member with a second-factor staff session; a customer, a guest or a password-only session is
 * answered 404, as if nothing were there. Then the route's permission: a role without it is 403,
 * before the body is read. Answers are never cached.
 */
export function createStaffApi(findStaff: (headers: Headers) => Promise<StaffCaller | null>): StaffApi {
  const router = new Hono<StaffEnv>();
  const endpoints: StaffEndpoint[] = [];
  router.use("*", async (c, next) => {
    const staff = await findStaff(c.req.raw.headers);
    if (!staff) throw notStaff();
    c.set("staff", { ...staff, ip: c.get("clientIp") });
    await next();
    c.header("Cache-Control", "no-store");
  });
  const permitted =
    (permission: StaffPermission): MiddlewareHandler<StaffEnv> =>
    async (c, next) => {
      if (!roleMay(c.get("staff").role, permission)) {
        throw new AppError("FORBIDDEN", "Your staff role does not allow this");
      }
      await next();
    };
  const adder =
    (method: string): StaffRouteAdder =>
    (path, permission, handler) => {
      endpoints.push({ method, path: `${STAFF_API_PREFIX}${path}`, permission });
      router.on(method, path, permitted(permission), handler);
    };
  return {
    router,
    endpoints,
    get: adder("GET"),
    post: adder("POST"),
    put: adder("PUT"),
    patch: adder("PATCH"),
    delete: adder("DELETE"),
  };
}

/**
 * A staff list as a CSV file (every console table's "Export CSV"): the rows the filters match, up to
 * the export's limit, as an attachment.
 */
export function staffCsv(fileName: string, header: readonly string[], rows: readonly (readonly string[])[]) {
  return new Response(csvFile(header, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}

/** How many rows a CSV export holds at most (a list beyond it is narrowed with its filters). */
export const STAFF_CSV_LIMIT = 10_000;

/**
 * A staff list's request: its query parsed by `schema` (without `format`), and whether the CSV of
 * every row the filters match is asked for (`?format=csv`, the console table's "Export CSV"): then
 * the first STAFF_CSV_LIMIT rows in one page.
 */
export function staffListRequest<T extends { page: number; pageSize: number }>(
  c: Context,
  schema: z.ZodType<T>,
): { query: T; csv: boolean } {
  const { format, ...rest } = c.req.query();
  if (format !== undefined && format !== "csv")
    throw new AppError("VALIDATION", "format: only csv is offered");
  const query = schema.parse(rest);
  return format === "csv"
    ? { query: { ...query, page: 1, pageSize: STAFF_CSV_LIMIT }, csv: true }
    : { query, csv: false };
}

import { data } from "react-router";

/**
 * Modules signal a missing object with an error whose `code` is NOT_FOUND (server/errors.ts). In a page
 * loader that becomes the 404 page, with HTTP status 404; every other error propagates.
 */
export async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === "NOT_FOUND") throw data(null, { status: 404 });
    throw error;
  }
}

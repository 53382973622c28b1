import { ServiceApiError } from "../../service-call.ts";
import { favoritesApi } from "./favorites-api.ts";

/** Removing what is gone already (another tab removed it) is what was wanted. */
const alreadyGone = (error: unknown) => error instanceof ServiceApiError && error.status === 404;

/**
 * The favorite toggle's call (FAV-02, FAV-03): adds or removes the product. Loaded by the heart on its
 * first click, so the pages of cards do not bring the calls and zod with their first scripts (issue 15).
 */
export async function saveFavorite(productId: string, adding: boolean): Promise<void> {
  if (adding) {
    await favoritesApi.add(productId);
    return;
  }
  await favoritesApi.remove(productId).catch((error: unknown) => {
    if (!alreadyGone(error)) throw error;
  });
}

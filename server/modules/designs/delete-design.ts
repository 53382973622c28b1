import type { SessionUser } from "../../../lib/accounts/users.ts";
import { type DeletedDesign, designMessages } from "../../../lib/designs/contract.ts";
import { type DesignsDeps, designNotFound } from "./deps.ts";
import { ownDesign } from "./design-scope.ts";
import { customDesigns } from "./schema.ts";

/** One statement, scoped: another person's or account's design, or one already deleted, is a 404. */
export async function deleteDesign(
  deps: DesignsDeps,
  caller: SessionUser,
  designId: string,
): Promise<DeletedDesign> {
  const [deleted] = await deps.db
    .delete(customDesigns)
    .where(ownDesign(caller, designId))
    .returning({ id: customDesigns.id });
  if (!deleted) throw designNotFound();
  return { id: deleted.id, deleted: true, message: designMessages.deleted };
}

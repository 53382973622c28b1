import type { TestSpecification } from "vitest/node";
import { BaseSequencer } from "vitest/node";

/**
 * The order Vitest runs the test files in. Vitest runs the files it has timings of longest first and
 * the others largest first; on a fresh clone (CI) it has none, so a small file that takes a minute
 * (100,000 products seeded twice) started last and the run ended on one busy worker for 57 s. These
 * files, the longest of the run of 2026-12-03, go first in their project; the rest keep Vitest's order.
 */
const LONGEST_FIRST = [
  "server/modules/catalog/portal-lists-explain.test.ts",
  "server/modules/catalog/import-catalog.test.ts",
  "server/fuzz.test.ts",
  "server/modules/cart/pricing-property.test.ts",
  "server/jobs.test.ts",
  "server/modules/accounts/security.test.ts",
  "app/features/chat/chat-window.test.tsx",
  "app/features/orders/unpaid-order.test.tsx",
  "app/features/invoices/PortalPaymentForm.test.tsx",
  "app/features/invoices/InvoicesTab.test.tsx",
];

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    // Stable: within a project, the listed files first in their order, the others as Vitest sorted them.
    return sorted
      .map((spec, position) => ({ spec, position }))
      .sort(
        (a, b) =>
          (a.spec.project.name === b.spec.project.name ? rank(a.spec) - rank(b.spec) : 0) ||
          a.position - b.position,
      )
      .map(({ spec }) => spec);
  }
}

import { expect, it } from "vitest";
import { AA_TEXT_CONTRAST, contrastRatio } from "./colour-contrast.ts";

it("computes WCAG contrast ratios", () => {
  expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
  expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
  // The old brand green: 4.37:1 on white, short of AA.
  expect(contrastRatio("#1f8a4c", "#ffffff")).toBeLessThan(AA_TEXT_CONTRAST);
});

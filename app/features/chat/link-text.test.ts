import { describe, expect, it } from "vitest";
import { linkPieces } from "./link-text.ts";

describe("links in the assistant's text", () => {
  it("issue 16 item 4: a site path and an e-mail address become links; the sentence's punctuation stays text", () => {
    expect(
      linkPieces(
        "Change any figure in the payback calculator: /payback-calculator?fixtures=40&hours=12. Your representative is Rita (rita.rep@greatlakes-agency.example).",
      ),
    ).toEqual([
      { kind: "text", text: "Change any figure in the payback calculator: " },
      { kind: "path", text: "/payback-calculator?fixtures=40&hours=12" },
      { kind: "text", text: ". Your representative is Rita (" },
      { kind: "email", text: "rita.rep@greatlakes-agency.example" },
      { kind: "text", text: ")." },
    ]);
  });

  it("issue 16 item 4: fractions, units and a lone slash are text", () => {
    expect(linkPieces("It runs 120/277V, 1/2 the energy, either / or.")).toEqual([
      { kind: "text", text: "It runs 120/277V, 1/2 the energy, either / or." },
    ]);
    expect(linkPieces("")).toEqual([]);
  });
});

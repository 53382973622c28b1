// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { CreditCard } from "lucide-react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { CheckoutPaymentMethods } from "../../features/orders/CheckoutParts.tsx";
import { RadioCard } from "./RadioCard.tsx";

afterEach(cleanup);

function Group() {
  const [value, setValue] = useState("GROUND");
  return (
    <fieldset>
      <legend>Shipping</legend>
      {[
        { value: "GROUND", title: "Ground", aside: "$33.30", description: "Ground, zone 2." },
        {
          value: "LTL",
          title: "LTL freight (palletized)",
          aside: "$242.55 (estimate)",
          description: "Quote to follow.",
        },
      ].map((choice) => (
        <RadioCard
          key={choice.value}
          name="method"
          value={choice.value}
          checked={value === choice.value}
          onSelect={() => setValue(choice.value)}
          icon={CreditCard}
          title={choice.title}
          aside={<span>{choice.aside}</span>}
          description={choice.description}
        />
      ))}
    </fieldset>
  );
}

describe("RadioCard", () => {
  it("#32.6 one card is a labelled radio: its name carries the title, the figure and the meaning; choosing moves the highlight", () => {
    render(<Group />);
    const ground = screen.getByRole("radio", { name: /Ground\s*\$33\.30\s*Ground, zone 2\./ });
    const ltl = screen.getByRole("radio", { name: /LTL freight \(palletized\)\s*\$242\.55 \(estimate\)/ });
    expect((ground as HTMLInputElement).checked).toBe(true);
    fireEvent.click(ltl);
    expect((ltl as HTMLInputElement).checked).toBe(true);
    expect(ltl.closest("label")?.className).toContain("border-brand-green");
    expect(ground.closest("label")?.className).toContain("border-slate-200");
  });

  it("#32.6 checkout's payment methods are RadioCards too (the same card as the shipping methods)", () => {
    let chosen = "";
    render(
      <CheckoutPaymentMethods
        options={[
          {
            value: "ON_ACCOUNT",
            label: "On account (Net 30)",
            hint: "Placed at once and invoiced to the account.",
          },
          { value: "CARD", label: "Card", hint: "A 3% bank surcharge applies." },
        ]}
        value="ON_ACCOUNT"
        onChange={(type) => {
          chosen = type;
        }}
      />,
    );
    const card = screen.getByRole("radio", { name: /Card\s*A 3% bank surcharge applies\./ });
    fireEvent.click(card);
    expect(chosen).toBe("CARD");
    expect(card.closest("label")?.className).toBe(
      screen
        .getByRole("radio", { name: /On account/ })
        .closest("label")
        ?.className.replace("border-brand-green bg-green-50/40", "border-slate-200"),
    );
  });
});

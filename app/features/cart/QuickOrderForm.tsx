import { FileDown, FileUp, ShoppingCart } from "lucide-react";
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { MAX_QUICK_ORDER_LINES } from "../../../lib/cart/contract.ts";
import { QUICK_ORDER_TEMPLATE_FILE, QUICK_ORDER_TEMPLATE_PATH } from "../../../lib/cart/quick-order.ts";
import type { PreviouslyPurchased } from "../../../lib/orders/previously-purchased.ts";
import { cartApi } from "./cart-api.ts";
import { useCartBadge } from "./cart-badge.tsx";
import { CartApiError, cartFacingError, toastAddFailed } from "./cart-failures.ts";
import { PreviouslyPurchasedList } from "./PreviouslyPurchasedList.tsx";
import { QuickOrderFinder } from "./QuickOrderFinder.tsx";
import { type QuickOrderOutcome, QuickOrderOutcomeView } from "./QuickOrderResult.tsx";

/** A CSV larger than this is refused before it is read (the server reads bodies up to 1 MB). */
const MAX_FILE_BYTES = 900_000;

/** The box's text with `line` on a line of its own at the end. */
export function withLine(text: string, line: string): string {
  const kept = text.replace(/\s+$/, "");
  return kept === "" ? line : `${kept}\n${line}`;
}

const example = "DLX-8-20-50K 12\nEDL-4SMD-11-30K,4\nSCX-4-40-40K 2 CCT-35K FIN-BK";

/**
 * The quick order: lines of `SKU quantity` (or `SKU,quantity`, option codes may follow) typed or
 * pasted, or a CSV file loaded into the box. One request: the good lines go into the cart together,
 * the bad ones come back with their line number and reason; when the request fails nothing was added.
 */
export function QuickOrderForm({ purchased }: { purchased: PreviouslyPurchased | null }) {
  const id = useId();
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<QuickOrderOutcome | null>(null);
  const [fileNote, setFileNote] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const { report } = useCartBadge();

  // A new result takes the focus (and the view, on a phone), so it is read and seen at once.
  useEffect(() => {
    if (outcome) result.current?.focus();
  }, [outcome]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === "") {
      setProblem("Write one SKU and quantity per line, or load a CSV file");
      box.current?.focus();
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      const result = await cartApi.quickOrder(text);
      report(result.cart);
      setOutcome({
        kind: "added",
        added: result.added,
        rejected: result.rejected,
        cartLines: result.cart.items.length,
      });
      // The good lines are in the cart: the box is emptied so they are not sent twice.
      setText("");
      setFileNote(null);
    } catch (error) {
      toastAddFailed(error);
      setOutcome({
        kind: "refused",
        message: cartFacingError(error) ?? "The quick order could not be sent. Please try again.",
        rejected: error instanceof CartApiError ? error.rejectedLines : [],
      });
    } finally {
      setSending(false);
    }
  }

  async function load(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFileNote(`${file.name} is too large: a quick order holds at most ${MAX_QUICK_ORDER_LINES} lines.`);
      return;
    }
    const content = await file.text();
    setText(content);
    setOutcome(null);
    const lines = content.split(/\r\n|\n|\r/).filter((line) => line.trim() !== "").length;
    setFileNote(
      `Loaded ${file.name} (${lines} ${lines === 1 ? "line" : "lines"}). Check them, then add them.`,
    );
  }

  /** A line from the finder or the list, added to the end of the box, which takes the focus. */
  function addLine(line: string) {
    setText((current) => withLine(current, line));
    setOutcome(null);
    setProblem(null);
    box.current?.focus();
  }

  function editRejected() {
    if (!outcome) return;
    setText(outcome.rejected.map((line) => line.text).join("\n"));
    setOutcome(null);
    box.current?.focus();
  }

  return (
    <div className="space-y-6">
      <QuickOrderFinder onAdd={(sku) => addLine(`${sku} 1`)} />
      <form onSubmit={submit} aria-label="Quick order" className="space-y-3" data-testid="quick-order-form">
        <label htmlFor={`${id}-lines`} className="block font-semibold text-brand-navy">
          Order lines
        </label>
        <p id={`${id}-help`} className="text-sm text-slate-600">
          One line per product: the SKU, then the quantity, separated by a space or a comma. Option codes may
          follow the quantity. At most {MAX_QUICK_ORDER_LINES} lines.
        </p>
        <textarea
          id={`${id}-lines`}
          ref={box}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={10}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          placeholder={example}
          aria-describedby={`${id}-help${problem ? ` ${id}-problem` : ""}`}
          aria-invalid={problem ? true : undefined}
          className="block w-full rounded border border-slate-300 p-3 font-mono text-sm leading-6"
          data-testid="quick-order-lines"
        />
        {problem && (
          <p id={`${id}-problem`} role="alert" className="text-sm text-brand-red">
            {problem}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={sending}
            className="inline-flex h-10 items-center gap-2 rounded bg-brand-green px-5 font-semibold text-white hover:opacity-90 disabled:cursor-wait disabled:opacity-70"
          >
            <ShoppingCart aria-hidden size={18} />
            {sending ? "Adding…" : "Add to cart"}
          </button>
          <FileButtons onLoad={load} />
        </div>
        <p role="status" className="text-sm text-slate-600">
          {fileNote}
        </p>
      </form>
      <div ref={result} tabIndex={-1} className="focus:outline-none">
        {outcome && <QuickOrderOutcomeView outcome={outcome} onEditRejected={editRejected} />}
      </div>
      {purchased && (
        <PreviouslyPurchasedList
          first={purchased}
          onAdd={(item) => addLine(`${item.sku} ${item.lastQuantity}`)}
        />
      )}
    </div>
  );
}

/** Loading a CSV file into the box, and the template to start one from (issue 32 item 6). */
function FileButtons({ onLoad }: { onLoad: (event: ChangeEvent<HTMLInputElement>) => void }) {
  return (
    <>
      <label className="inline-flex h-10 cursor-pointer items-center gap-2 rounded border border-slate-300 bg-white px-4 text-sm font-semibold text-brand-navy hover:bg-slate-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-[3px] has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-green">
        <FileUp aria-hidden size={18} />
        Load a CSV file
        <input
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          onChange={onLoad}
          className="sr-only"
          data-testid="quick-order-file"
        />
      </label>
      <a
        href={QUICK_ORDER_TEMPLATE_PATH}
        download={QUICK_ORDER_TEMPLATE_FILE}
        className="inline-flex h-10 items-center gap-2 px-1 text-sm font-semibold text-brand-navy underline hover:text-brand-green"
      >
        <FileDown aria-hidden size={18} />
        CSV template
      </a>
    </>
  );
}

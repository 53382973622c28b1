import { X } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";

/**
 * A modal built on the native <dialog>: the browser traps focus, closes on Escape and restores focus to
 * the control that opened it. `placement` decides where it sits; every dialog has an accessible name.
 * `open` decides: Escape asks `onClose`, and a dialog its owner keeps open (a question asked before
 * closing, a step that cannot be left) stays open, also when the browser closed it regardless.
 */
export type DialogPlacement = "center" | "left" | "right" | "bottom";

const placementClasses: Record<DialogPlacement, string> = {
  center: "m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg",
  left: "my-0 ml-0 mr-auto h-full max-h-none w-full max-w-full rounded-r-lg",
  right: "my-0 ml-auto mr-0 h-full max-h-none w-[min(24rem,100vw)] max-w-full",
  bottom: "mx-0 mb-0 mt-auto max-h-[85vh] w-full max-w-none rounded-t-2xl",
};

export function Dialog({
  open,
  onClose,
  label,
  placement = "center",
  role,
  widthPx,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  placement?: DialogPlacement;
  role?: "dialog" | "alertdialog";
  widthPx?: number;
  testId?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const wanted = useRef(open);
  wanted.current = open;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  /** After a close the owner did not want (it still says `open`), the dialog opens again. */
  const reopenIfWanted = () => {
    setTimeout(() => {
      const dialog = ref.current;
      if (dialog?.isConnected && wanted.current && !dialog.open) dialog.showModal();
    }, 0);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click is a mouse convenience; keyboards close the native dialog with Escape
    <dialog
      ref={ref}
      role={role}
      aria-label={label}
      data-testid={testId}
      data-placement={placement}
      onCancel={(event) => {
        // Escape: the owner decides (it may ask first). Where the browser does not let the close be
        // prevented, the close event that follows asks instead.
        if (!event.cancelable) return;
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        onClose();
        reopenIfWanted();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (event.target === event.currentTarget) onClose();
      }}
      style={widthPx ? { width: `min(${widthPx}px, 100vw)` } : undefined}
      className={`overflow-y-auto bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/50 ${placementClasses[placement]}`}
    >
      {open && children}
    </dialog>
  );
}

export function DialogHeader({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <div className="sticky top-0 z-10 flex items-center justify-between border-b border-slate-200 bg-white px-5 py-3">
      <h2 className="text-lg font-bold text-brand-navy">{title}</h2>
      <button
        type="button"
        onClick={onClose}
        className="rounded p-1.5 text-slate-600 hover:bg-slate-100"
        aria-label={`Close ${title}`}
      >
        <X aria-hidden size={20} />
      </button>
    </div>
  );
}

import { MessageCircleQuestion } from "lucide-react";
import { WELCOME_QUESTIONS } from "../../../lib/assistant/welcome-questions.ts";

/**
 * With no messages, the welcome card (CHAT-08, CONST-11): exactly 8 example questions, one per topic;
 * choosing one puts its text in the input and sends it (CHAT-09), which `onAsk` does.
 */
export function WelcomeCard({ brand, onAsk }: { brand: string; onAsk: (question: string) => void }) {
  return (
    <section
      aria-labelledby="chat-welcome-title"
      className="rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <h2 id="chat-welcome-title" className="text-base font-bold text-brand-navy">
        Ask the {brand} lighting assistant
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Products, stock, your orders, spec sheets and energy savings. Try one of these:
      </p>
      <ul className="mt-3 grid gap-2" aria-label="Example questions">
        {WELCOME_QUESTIONS.map((question) => (
          <li key={question.topic}>
            <button
              type="button"
              onClick={() => onAsk(question.text)}
              className="flex w-full items-start gap-2 rounded border border-slate-200 bg-white px-3 py-2 text-left text-sm text-slate-800 hover:border-brand-green hover:bg-green-50"
            >
              <MessageCircleQuestion aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-green" />
              <span>{question.text}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { Reply, Turn } from "./types.ts";
import { CAN_DO, listOf, sentence } from "./words.ts";

type Article = { title: string; excerpt: string; link: string };

/** A lighting question: the site's own pages that answer it (lighting_knowledge), quoted. */
export async function answerKnowledge(turn: Turn): Promise<Reply> {
  const result = await turn.call("lighting_knowledge", {
    question: turn.reading.text.slice(0, 300),
    limit: 3,
  });
  const articles = (result.data.articles ?? []) as Article[];
  const best = articles[0];
  if (!result.success || !best) {
    return {
      text: `I don't have an article on that yet. I can ${listOf(CAN_DO.slice(-1))}, or ${CAN_DO[0]}.`,
    };
  }
  const more = articles.slice(1).map((a) => `"${a.title}" (${a.link})`);
  return {
    text: `From our article "${best.title}": ${sentence(best.excerpt)} Read more: ${best.link}${more.length ? `. See also ${listOf(more)}.` : "."}`,
  };
}

/** Greeting, help, or a question not understood: what the assistant can do. */
export function answerHelp(turn: Turn): Reply {
  const intro =
    turn.reading.intent === "greeting"
      ? "Hello! I'm the lighting assistant."
      : turn.reading.intent === "help"
        ? "I'm the lighting assistant, and I answer from our catalogue, your account and our articles."
        : "I'm not sure I understood that, and I'd rather say so than guess.";
  return {
    text: `${intro} I can ${listOf(CAN_DO)}. Ask about a part number, an order number or a kind of fixture.`,
  };
}

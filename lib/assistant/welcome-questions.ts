/**
 * The chat's welcome card (CHAT-08, CONST-11): with no messages, exactly 8 example questions, one on
 * each topic the specification lists. Clicking one puts its text in the input and sends it (CHAT-09),
 * so each is a question the built-in engine answers from the demo catalogue: the part numbers are
 * the catalogue's own (a test checks they exist).
 */

export const WELCOME_TOPICS = [
  "lighting_and_wellness",
  "inventory",
  "order_status",
  "documents",
  "specifications",
  "product_comparison",
  "energy_savings",
  "outdoor_lighting",
] as const;
export type WelcomeTopic = (typeof WELCOME_TOPICS)[number];

export type WelcomeQuestion = { readonly topic: WelcomeTopic; readonly text: string };

export const WELCOME_QUESTIONS: readonly WelcomeQuestion[] = [
  {
    topic: "lighting_and_wellness",
    text: "How does color temperature affect comfort and alertness in an office?",
  },
  { topic: "inventory", text: "Is the TOL-HB-150-50K high bay in stock? I need 24 of them." },
  { topic: "order_status", text: "Where is my latest order, and has it shipped yet?" },
  { topic: "documents", text: "Can I get the spec sheet and IES file for the SCX-4-40-40K?" },
  { topic: "specifications", text: "What are the lumens, CRI and warranty of the EDL-4-10-40K downlight?" },
  { topic: "product_comparison", text: "What's the difference between the EDL-4 and EDL-6 downlights?" },
  {
    topic: "energy_savings",
    text: "How much would I save replacing 40 400W metal halide high bays with LED, running 24/7 at 12 cents per kWh?",
  },
  {
    topic: "outdoor_lighting",
    text: "I need DLC Premium parking lot lights for a site in Columbus, OH. What do you recommend?",
  },
];

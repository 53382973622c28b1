import { plainText } from "./render-markdown.ts";
import { formatDuration, parseDuration } from "./schemas.ts";

/**
 * A transcript's timed sections: each `## m:ss Title` heading of a video's Markdown body starts one,
 * and it runs until the next (the last until the video's end).
 */
export type TranscriptSection = { start: number; end: number; title: string; text: string };

const TIMED_HEADING = /^##\s+(\d{1,2}(?::\d{2}){1,2})\s+(.+)$/;

function splitSections(markdown: string) {
  const sections: { start: number | null; stamp: string; title: string; lines: string[] }[] = [];
  for (const line of markdown.split(/\r?\n/)) {
    const heading = /^##\s+(.*)$/.exec(line);
    if (heading) {
      const timed = TIMED_HEADING.exec(line);
      sections.push({
        start: timed?.[1] ? parseTimestamp(timed[1]) : null,
        stamp: timed?.[1] ?? "",
        title: timed?.[2]?.trim() ?? (heading[1] ?? "").trim(),
        lines: [],
      });
    } else sections.at(-1)?.lines.push(line);
  }
  return sections;
}

/** `0:00` is a timestamp too (a running time is never zero). */
const parseTimestamp = (stamp: string) => (/^0?0:00$/.test(stamp) ? 0 : parseDuration(stamp));

/**
 * What is wrong with a transcript against its running time: every `##` heading must start with its
 * timestamp, the first at 0:00, in order, each before the video ends. Reported as content problems.
 */
export function transcriptProblems(markdown: string, durationSeconds: number): string[] {
  const sections = splitSections(markdown);
  if (sections.length === 0) return ["needs timestamped ## headings, e.g. ## 0:00 Introduction"];
  const problems: string[] = [];
  let previous = -1;
  for (const section of sections) {
    if (section.start === null) {
      problems.push(
        `heading "${section.title}" must start with its timestamp, e.g. ## 1:25 ${section.title}`,
      );
      continue;
    }
    if (previous === -1 && section.start !== 0)
      problems.push(`the first heading must be at 0:00, not ${section.stamp}`);
    if (section.start <= previous)
      problems.push(`heading at ${section.stamp} is not after the one before it`);
    if (section.start >= durationSeconds)
      problems.push(
        `heading at ${section.stamp} is after the end of the video (${formatDuration(durationSeconds)})`,
      );
    previous = section.start;
  }
  return problems;
}

/** The transcript's timed sections, with their text as plain text. */
export function transcriptSections(markdown: string, durationSeconds: number): TranscriptSection[] {
  const sections = splitSections(markdown).filter((section) => section.start !== null);
  return sections.map((section, index) => ({
    start: section.start ?? 0,
    end: sections[index + 1]?.start ?? durationSeconds,
    title: section.title,
    text: plainText(section.lines.join("\n")),
  }));
}

const vttTime = (seconds: number) => {
  const whole = Math.floor(seconds);
  const millis = Math.round((seconds - whole) * 1000);
  const hh = String(Math.floor(whole / 3600)).padStart(2, "0");
  const mm = String(Math.floor((whole % 3600) / 60)).padStart(2, "0");
  const ss = String(whole % 60).padStart(2, "0");
  return `${hh}:${mm}:${ss}.${String(millis).padStart(3, "0")}`;
};

/**
 * The transcript as WebVTT captions for the `<video>`'s track: each section's sentences share its time
 * evenly, at most about two lines each. A transcript is not a word-timed caption file, but it is the
 * spoken text in step with the chapters.
 */
export function transcriptVtt(markdown: string, durationSeconds: number): string {
  const cues: string[] = [];
  for (const section of transcriptSections(markdown, durationSeconds)) {
    const sentences =
      section.text
        .match(/[^.!?]+[.!?]+["”]?|[^.!?]+$/g)
        ?.map((s) => s.trim())
        .filter(Boolean) ?? [];
    if (sentences.length === 0) continue;
    const step = (section.end - section.start) / sentences.length;
    sentences.forEach((sentence, index) => {
      const start = section.start + index * step;
      cues.push(`${vttTime(start)} --> ${vttTime(start + step)}\n${sentence.replace(/-->/g, "->")}`);
    });
  }
  return `WEBVTT\n\n${cues.join("\n\n")}\n`;
}

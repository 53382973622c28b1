/**
 * Generated literature kept in memory, keyed by the document and the version of what it was drawn from
 * (a catalogue's product count and latest change): a catalogue import changes the version, so the next
 * request draws the document again. Concurrent requests for the same version share one drawing.
 */

type Entry = { version: string; bytes: Promise<Uint8Array<ArrayBuffer>> };

export type DocumentCache = ReturnType<typeof createDocumentCache>;

export function createDocumentCache(maxEntries = 128) {
  const entries = new Map<string, Entry>();
  let renders = 0;
  return {
    /** The cached bytes of `key` at `version`, or what `render` draws (then kept). */
    get(key: string, version: string, render: () => Promise<Uint8Array<ArrayBuffer>>) {
      const known = entries.get(key);
      if (known && known.version === version) {
        // Most recently used last, so the oldest is the first to go.
        entries.delete(key);
        entries.set(key, known);
        return known.bytes;
      }
      renders += 1;
      const bytes = render();
      entries.set(key, { version, bytes });
      // A failed drawing is not kept: the next request tries again.
      bytes.catch(() => {
        if (entries.get(key)?.bytes === bytes) entries.delete(key);
      });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return bytes;
    },
    /** How many documents were drawn rather than served from the cache (tests, logs). */
    get renders() {
      return renders;
    },
  };
}

import { once } from "node:events";
import { constants, crc32, createDeflateRaw } from "node:zlib";

/**
 * A stored page compressed once, answered with a fresh nonce each time (issue 17). A page's nonce
 * changes with every answer, which would mean compressing the whole page for every answer; instead
 * the page is cut where its nonce was, each piece is compressed once into raw deflate blocks that end
 * on a byte boundary, and an answer is the gzip header, the pieces with the new nonce between them as
 * stored (uncompressed) blocks, and the trailer's CRC-32 and length (RFC 1951 §3.2.4, RFC 1952 §2.3).
 * One valid gzip member, as a browser expects.
 */

/** ID1 ID2, CM = deflate, no flags, no modification time, no extra flags, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);

/**
 * Each piece as raw deflate blocks, in one deflate stream so a piece's matches reach back into the
 * pieces before it: after each piece a sync flush ends its blocks on a byte boundary; then the nonce's
 * place is written as NUL bytes and flushed too, and those blocks are dropped (an answer puts a stored
 * block with its own nonce there, of the same length, so every distance stays right). An HTML page has
 * no NUL byte, so no later match can copy a byte of that place, whatever nonce an answer writes into it
 * (every nonce has the same length: createNonce's 16 random bytes in base64). The last piece ends the
 * stream (its final block). The flushes' output is collected as the `ws` package does for
 * permessage-deflate: what the stream emitted before a flush's callback is that flush's.
 */
export async function deflateSegments(segments: readonly Buffer[], nonceLength: number): Promise<Buffer[]> {
  const deflate = createDeflateRaw({ level: 6 });
  let emitted: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => emitted.push(chunk));
  const ended = once(deflate, "end");
  const take = () => {
    const chunk = Buffer.concat(emitted);
    emitted = [];
    return chunk;
  };
  const flushed = (data: Buffer) =>
    new Promise<Buffer>((resolve) => {
      deflate.write(data);
      deflate.flush(constants.Z_SYNC_FLUSH, () => resolve(take()));
    });
  const filler = Buffer.alloc(nonceLength);
  const pieces: Buffer[] = [];
  for (const segment of segments.slice(0, -1)) {
    pieces.push(await flushed(segment));
    await flushed(filler);
  }
  deflate.end(segments.at(-1) ?? Buffer.alloc(0));
  await ended;
  pieces.push(take());
  return pieces;
}

/** The pieces joined by `nonce`, uncompressed (a client that does not take gzip). */
export function joinWithNonces(segments: readonly Buffer[], nonce: string): Buffer {
  const separator = Buffer.from(nonce, "utf8");
  return Buffer.concat(segments.flatMap((segment, i) => (i === 0 ? [segment] : [separator, segment])));
}

/** The gzip member of the pieces joined by `nonce`, from their compressed blocks. */
export function gzipWithNonces(
  segments: readonly Buffer[],
  blocks: readonly Buffer[],
  nonce: string,
): Buffer {
  const separator = Buffer.from(nonce, "utf8");
  // A stored block: BFINAL 0 and BTYPE 00 (the rest of the byte is padding), LEN, NLEN, the bytes.
  const stored = Buffer.alloc(5 + separator.length);
  stored.writeUInt16LE(separator.length, 1);
  stored.writeUInt16LE(~separator.length & 0xffff, 3);
  separator.copy(stored, 5);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  segments.forEach((segment, i) => {
    if (i > 0) {
      parts.push(stored);
      crc = crc32(separator, crc);
      size += separator.length;
    }
    parts.push(blocks[i] as Buffer);
    crc = crc32(segment, crc);
    size += segment.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}

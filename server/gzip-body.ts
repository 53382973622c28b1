import { constants, crc32, deflateRawSync, inflateRawSync } from "node:zlib";

/**
 * A stored page compressed once, answered with a fresh nonce each time (issue 17). A page's nonce
 * changes with every answer, which would mean compressing the whole page for every answer; instead
 * the page is cut where its nonce was, each piece is compressed once into raw deflate blocks that end
 * on a byte boundary, and an answer is the gzip header, the pieces with the new nonce between them as
 * stored (uncompressed) blocks, and the trailer's CRC-32 and length (RFC 1951 §3.2.4, RFC 1952 §2.3).
 * One valid gzip member, as a browser expects.
 *
 * Only the compressed pieces are kept, with each piece's length and CRC-32: the trailer's checksum is
 * put together from them (crc32Combine) without reading the page again, and a client that does not
 * take gzip gets the pieces inflated. A product page is kept in 16.7 KB instead of 106 KB (its 89 KB and
 * their compressed copy), so the same memory holds six times as many pages.
 */

/**
 * The compression level of every page and JSON answer (issue 17): zlib's fast strategy. An 89 KB
 * product page compresses to 16.7 KB in 0.25 ms at level 3, against 14.8 KB in 0.85 ms at the default
 * level 6. Most product pages are rendered for few answers, so the 0.6 ms would be paid again and
 * again (about a tenth of the page's CPU), while the 1.9 KB more is nothing on any network a buyer uses.
 */
export const DEFLATE_LEVEL = 3;

/** A page's pieces as raw deflate blocks, with each piece's length and CRC-32 before compression. */
export type CompressedPieces = { blocks: Buffer[]; lengths: number[]; crcs: number[] };

/** ID1 ID2, CM = deflate, no flags, no modification time, no extra flags, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);

/**
 * Each piece as raw deflate blocks that end on a byte boundary: every piece but the last is its own
 * deflate stream ended by a sync flush (an empty stored block, not a final one), the last ends with the
 * final block. A piece's matches reach back only into itself, so whatever an answer puts between the
 * pieces (its nonce, as a stored block) no distance crosses it; that costs about 3 % of the size of a
 * page compressed whole. The pieces are compressed on the request's thread: an 89 KB product page in
 * 0.25 ms of CPU, where handing its six pieces to the thread pool cost 1.65 to 1.97 ms in all (a stream
 * and a hand-over each), and on two cores shared with the database every millisecond counts wherever
 * it is spent.
 */
export function compressPieces(segments: readonly Buffer[]): CompressedPieces {
  const deflated = segments.map((segment, i) =>
    deflateRawSync(segment, {
      level: DEFLATE_LEVEL,
      finishFlush: i === segments.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    }),
  );
  // zlib answers with a view of its 64 KB output chunk however little it wrote: kept as they are, a
  // page's short pieces would hold 64 KB each. Copied into one buffer of their own (not a slice of
  // Node's shared pool, which a stored page would keep alive), a page holds what it takes.
  const joined = Buffer.allocUnsafeSlow(deflated.reduce((sum, block) => sum + block.length, 0));
  let at = 0;
  for (const block of deflated) at += block.copy(joined, at);
  return {
    blocks: splitAt(
      joined,
      deflated.map((block) => block.length),
    ),
    lengths: segments.map((segment) => segment.length),
    crcs: segments.map((segment) => crc32(segment)),
  };
}

/** `joined` cut into consecutive views of `lengths` bytes (no copy). */
export function splitAt(joined: Buffer, lengths: readonly number[]): Buffer[] {
  let end = 0;
  return lengths.map((length) => {
    const start = end;
    end += length;
    return joined.subarray(start, end);
  });
}

/** The pieces joined by `nonce`, uncompressed (for a client that does not take gzip). */
export function plainWithNonces(pieces: CompressedPieces, nonce: string): Buffer {
  const separator = Buffer.from(nonce, "utf8");
  const last = pieces.blocks.length - 1;
  return Buffer.concat(
    pieces.blocks.flatMap((block, i) => {
      // Every piece but the last ends with a sync flush, not a final block: inflate up to there.
      const segment = inflateRawSync(block, {
        finishFlush: i === last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      });
      return i === 0 ? [segment] : [separator, segment];
    }),
  );
}

/** The gzip member of the pieces joined by `nonce`, from their compressed blocks. */
export function gzipWithNonces(pieces: CompressedPieces, nonce: string): Buffer {
  const separator = Buffer.from(nonce, "utf8");
  const separatorCrc = crc32(separator);
  // A stored block: BFINAL 0 and BTYPE 00 (the rest of the byte is padding), LEN, NLEN, the bytes.
  const stored = Buffer.alloc(5 + separator.length);
  stored.writeUInt16LE(separator.length, 1);
  stored.writeUInt16LE(~separator.length & 0xffff, 3);
  separator.copy(stored, 5);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  pieces.blocks.forEach((block, i) => {
    if (i > 0) {
      parts.push(stored);
      crc = crc32Combine(crc, separatorCrc, separator.length);
      size += separator.length;
    }
    parts.push(block);
    const length = pieces.lengths[i] as number;
    crc = crc32Combine(crc, pieces.crcs[i] as number, length);
    size += length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}

// CRC-32 of two byte strings joined, from the CRC-32 of each and the second's length: zlib's
// crc32_combine (zlib 1.2.12 and later), which Node does not expose. Polynomials over GF(2) in
// zlib's reflected bit order: the first's CRC is multiplied by x^(8 × length) modulo the CRC's
// polynomial, then added to the second's.

const POLYNOMIAL = 0xedb88320;

/** a(x) × b(x) modulo the polynomial. */
function multiplyModulo(a: number, b: number): number {
  let product = 0;
  let factor = b;
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= factor;
    factor = factor & 1 ? (factor >>> 1) ^ POLYNOMIAL : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0 … 31. */
const X_TO_2_TO_K: number[] = [];
for (let k = 0, p = 0x40000000; k < 32; k++, p = multiplyModulo(p, p)) X_TO_2_TO_K.push(p);

/** The CRC-32 of A followed by B, from A's CRC-32, B's and B's length in bytes. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  // x^(8 × lengthB): the product of x^(2^k) over the set bits of lengthB, shifted by three.
  let power = 0x80000000; // x^0
  for (let n = lengthB, k = 3; n > 0; n = Math.floor(n / 2), k++)
    if (n % 2 === 1) power = multiplyModulo(X_TO_2_TO_K[k % 32] as number, power);
  return (multiplyModulo(power, crcA) ^ crcB) >>> 0;
}

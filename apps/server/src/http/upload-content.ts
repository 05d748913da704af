import { constants, inflateSync } from 'node:zlib';

/**
 * Content checks for player uploads (payment receipts, dispute images). The name and MIME type a client
 * sends are not trusted: the bytes must decode as the format their signature claims, end exactly where
 * that format ends, and carry nothing a browser or an unzipper could read as something else (polyglots).
 * Every read is bounds-checked and every failure is `undefined`, never an exception: this runs on
 * hostile input.
 */

export type UploadFileType = 'jpg' | 'png' | 'webp' | 'pdf';

/** The file type of an upload by its full content, or undefined when it is not a well-formed file of a type we take. */
export function fileTypeOf(bytes: Buffer): UploadFileType | undefined {
  try {
    if (bytes.length < 8) return undefined;
    const scan: ScanPlan = { imageData: [], decoded: [] };
    let type: UploadFileType | undefined;
    if (startsWith(bytes, PNG_SIGNATURE)) type = isPng(bytes, scan) ? 'png' : undefined;
    else if (bytes[0] === 0xff && bytes[1] === 0xd8) type = isJpeg(bytes, scan) ? 'jpg' : undefined;
    else if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP')
      type = isWebp(bytes, scan) ? 'webp' : undefined;
    else if (ascii(bytes, 0, 5) === '%PDF-') type = isPdf(bytes, scan) ? 'pdf' : undefined;
    return type && !hasForeignContent(bytes, scan) ? type : undefined;
  } catch {
    // The checks below are written not to throw; this is the backstop that keeps "never throws" true.
    return undefined;
  }
}

export type ImageFileType = 'jpg' | 'png' | 'webp' | 'gif';

/**
 * The image type of an upload by its full content (support chat attachments): PNG, JPEG or WebP as
 * `fileTypeOf` proves them, or a well-formed GIF; a PDF or anything else is undefined.
 */
export function imageTypeOf(bytes: Buffer): ImageFileType | undefined {
  try {
    if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') {
      const scan: ScanPlan = { imageData: [], decoded: [] };
      return isGif(bytes, scan) && !hasForeignContent(bytes, scan) ? 'gif' : undefined;
    }
    const type = fileTypeOf(bytes);
    return type === 'pdf' ? undefined : type;
  } catch {
    return undefined;
  }
}

// ---- Polyglot scan: markup a browser would run, and ZIP structures an unzipper would find. ----
//
// The scan covers every byte where text can hide (metadata, comments, unknown chunks, PDF object syntax)
// but not the image data itself: compressed pixels are close to random, and over 5 MiB a case-insensitive
// `<svg` or a `PK\x03\x04` turns up there by chance in roughly one photo in fifty to a hundred. Those ranges are only
// skipped once the parser has proved they are image data of the declared format (PNG: IDAT that inflates
// to exactly the header's scanlines; JPEG: entropy-coded data between a scan header and the next marker;
// WebP: bitstream chunks; PDF: bodies of filtered or binary-typed streams). Needles straddling the edge
// of a skipped range are not looked for: they would lie partly inside image data.

/** What the format parser found: byte ranges [start, end) that are image data, and decoded text to scan too. */
interface ScanPlan {
  imageData: Array<[number, number]>;
  decoded: Buffer[];
}

const MARKUP = ['<script', '<html', '<?php', '<svg', '<!doctype', '<iframe', 'javascript:'].map((s) =>
  Buffer.from(s, 'latin1'),
);
const ZIP_MARKERS = [Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from([0x50, 0x4b, 0x05, 0x06])];
const LOWER = new Uint8Array(256).map((_, i) => (i >= 0x41 && i <= 0x5a ? i + 0x20 : i));

/** Scans the file outside its image data, and everything decoded from it (inflated text, object streams). */
function hasForeignContent(bytes: Buffer, scan: ScanPlan): boolean {
  const regions: Buffer[] = [];
  let from = 0;
  for (const [start, end] of [...scan.imageData].sort((x, y) => x[0] - y[0])) {
    if (start > from) regions.push(bytes.subarray(from, start));
    from = Math.max(from, end);
  }
  regions.push(bytes.subarray(from));
  return regions.some(hasNeedle) || scan.decoded.some(hasNeedle);
}

function hasNeedle(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  if (ZIP_MARKERS.some((m) => bytes.includes(m))) return true;
  // One lower-cased copy so each needle is a single native indexOf pass (5 MiB stays in milliseconds).
  const lower = Buffer.allocUnsafe(bytes.length);
  for (let i = 0; i < bytes.length; i++) lower[i] = LOWER[bytes[i] as number] as number;
  return MARKUP.some((m) => lower.includes(m));
}

// ---- Small bounds-checked readers: out of range reads as -1 / '' so callers fail their comparisons. ----

function u8(b: Buffer, at: number): number {
  return at >= 0 && at < b.length ? (b[at] as number) : -1;
}
function u16be(b: Buffer, at: number): number {
  return at >= 0 && at + 2 <= b.length ? b.readUInt16BE(at) : -1;
}
function u32be(b: Buffer, at: number): number {
  return at >= 0 && at + 4 <= b.length ? b.readUInt32BE(at) : -1;
}
function u16le(b: Buffer, at: number): number {
  return at >= 0 && at + 2 <= b.length ? b.readUInt16LE(at) : -1;
}
function u32le(b: Buffer, at: number): number {
  return at >= 0 && at + 4 <= b.length ? b.readUInt32LE(at) : -1;
}
function ascii(b: Buffer, at: number, length: number): string {
  return at >= 0 && at + length <= b.length ? b.toString('latin1', at, at + length) : '';
}
function startsWith(b: Buffer, prefix: Buffer): boolean {
  return b.length >= prefix.length && b.subarray(0, prefix.length).equals(prefix);
}

// ---- PNG ----

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_PNG_SIDE = 16384;
/** Refused before inflating: a few KiB of zlib can claim gigabytes of pixels (decompression bomb). */
const MAX_PNG_RAW_BYTES = 64 * 1024 * 1024;
/** Bound on the text inflated from zTXt / compressed iTXt chunks (to scan it), over the whole file. */
const MAX_PNG_TEXT_BYTES = 8 * 1024 * 1024;
/** Samples per pixel and the bit depths the spec allows, by colour type. */
const PNG_COLOUR_TYPES: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};
/** Adam7 passes as [x0, y0, dx, dy]. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

// Our own table CRC32: zlib.crc32 only exists from Node 20.15 / 22.2.
const CRC_TABLE = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(b: Buffer, start: number, end: number): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = (CRC_TABLE[(c ^ (b[i] as number)) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function isPng(b: Buffer, scan: ScanPlan): boolean {
  let pos = 8;
  let header: { width: number; height: number; depth: number; colour: number; interlace: number } | undefined;
  let palette = false;
  let ended = false;
  let idatState: 'none' | 'open' | 'closed' = 'none';
  const idat: Buffer[] = [];
  const idatRanges: Array<[number, number]> = [];
  const compressedText: Array<[string, Buffer]> = [];
  while (pos < b.length) {
    if (ended) return false; // nothing may follow IEND
    const length = u32be(b, pos);
    const type = ascii(b, pos + 4, 4);
    const dataEnd = pos + 8 + length;
    if (length < 0 || length > 0x7fffffff || !/^[A-Za-z]{4}$/.test(type) || dataEnd + 4 > b.length)
      return false;
    if (crc32(b, pos + 4, dataEnd) !== u32be(b, dataEnd)) return false;
    const data = b.subarray(pos + 8, dataEnd);
    if ((header === undefined) !== (type === 'IHDR')) return false; // IHDR first, and only once
    if (idatState === 'open' && type !== 'IDAT') idatState = 'closed';
    if (type === 'IHDR') {
      header = pngHeader(data);
      if (!header) return false;
    } else if (type === 'PLTE') {
      const entries = length / 3;
      if (palette || idatState !== 'none' || header?.colour === 0 || header?.colour === 4) return false;
      if (!Number.isInteger(entries) || entries < 1 || entries > 2 ** Math.min(8, header?.depth ?? 8))
        return false;
      palette = true;
    } else if (type === 'IDAT') {
      if (idatState === 'closed') return false; // IDATs must be consecutive
      idatState = 'open';
      idat.push(data);
      idatRanges.push([pos + 8, dataEnd]);
    } else if (type === 'IEND') {
      if (length !== 0) return false;
      ended = true;
    } else if (/^[A-Z]/.test(type)) {
      return false; // an unknown critical chunk: decoders must refuse it, so do we
    } else if (type === 'zTXt' || type === 'iTXt') {
      compressedText.push([type, data]);
    }
    pos = dataEnd + 4;
  }
  if (!ended || !header || idatState === 'none' || (header.colour === 3 && !palette)) return false;
  if (!pngPixelsDecode(header, Buffer.concat(idat))) return false;
  // The image data is now proven to be exactly the scanlines: only there is the polyglot scan skipped.
  scan.imageData.push(...idatRanges);
  return pngInflateText(compressedText, scan);
}

/**
 * Inflates zTXt and compressed iTXt text (bounded) so it is scanned as a reader would show it. A text
 * chunk we cannot read (no keyword terminator, unknown method, corrupt or oversized data) refuses the file.
 */
function pngInflateText(chunks: Array<[string, Buffer]>, scan: ScanPlan): boolean {
  let budget = MAX_PNG_TEXT_BYTES;
  for (const [type, data] of chunks) {
    const keywordEnd = data.indexOf(0);
    if (keywordEnd < 1) return false;
    let compressed: Buffer;
    if (type === 'zTXt') {
      if (u8(data, keywordEnd + 1) !== 0) return false;
      compressed = data.subarray(keywordEnd + 2);
    } else {
      // iTXt: keyword, 0, compression flag, method, language tag, 0, translated keyword, 0, text.
      const flag = u8(data, keywordEnd + 1);
      if (flag === 0) continue; // uncompressed: already scanned as part of the file
      if (flag !== 1 || u8(data, keywordEnd + 2) !== 0) return false;
      const languageEnd = data.indexOf(0, keywordEnd + 3);
      const translatedEnd = languageEnd < 0 ? -1 : data.indexOf(0, languageEnd + 1);
      if (translatedEnd < 0) return false;
      compressed = data.subarray(translatedEnd + 1);
    }
    try {
      const text = inflateSync(compressed, { maxOutputLength: budget });
      budget -= text.length;
      scan.decoded.push(text);
    } catch {
      return false; // corrupt, truncated, or past the budget
    }
    if (budget <= 0) return false;
  }
  return true;
}

function pngHeader(d: Buffer) {
  if (d.length !== 13) return undefined;
  const [width, height] = [u32be(d, 0), u32be(d, 4)];
  const [depth, colour, compression, filter, interlace] = [
    u8(d, 8),
    u8(d, 9),
    u8(d, 10),
    u8(d, 11),
    u8(d, 12),
  ];
  const rule = PNG_COLOUR_TYPES[colour];
  if (width < 1 || width > MAX_PNG_SIDE || height < 1 || height > MAX_PNG_SIDE) return undefined;
  if (
    !rule?.depths.includes(depth) ||
    compression !== 0 ||
    filter !== 0 ||
    (interlace !== 0 && interlace !== 1)
  ) {
    return undefined;
  }
  return { width, height, depth, colour, interlace };
}

/** Inflates the image data and checks it is exactly the scanlines the header promises, each with a valid filter byte. */
function pngPixelsDecode(
  h: { width: number; height: number; depth: number; colour: number; interlace: number },
  compressed: Buffer,
): boolean {
  const bitsPerPixel = h.depth * (PNG_COLOUR_TYPES[h.colour]?.channels ?? 0);
  const passes: Array<[number, number]> = []; // [rows, bytes per row including the filter byte]
  for (const [x0, y0, dx, dy] of h.interlace ? ADAM7 : ([[0, 0, 1, 1]] as const)) {
    const w = Math.ceil((h.width - x0) / dx);
    const rows = Math.ceil((h.height - y0) / dy);
    if (w > 0 && rows > 0) passes.push([rows, 1 + Math.ceil((w * bitsPerPixel) / 8)]);
  }
  const expected = passes.reduce((sum, [rows, rowBytes]) => sum + rows * rowBytes, 0);
  if (expected > MAX_PNG_RAW_BYTES) return false;
  let raw: Buffer;
  try {
    // `info` gives the input bytes consumed, so data after the zlib stream's end is caught too.
    const result = inflateSync(compressed, { maxOutputLength: expected + 1, info: true }) as unknown as {
      buffer: Buffer;
      engine: { bytesWritten: number };
    };
    if (result.engine.bytesWritten !== compressed.length) return false;
    raw = result.buffer;
  } catch {
    return false; // corrupt or truncated stream, or more output than the header allows
  }
  if (raw.length !== expected) return false;
  let at = 0;
  for (const [rows, rowBytes] of passes) {
    for (let r = 0; r < rows; r++, at += rowBytes) if ((raw[at] as number) > 4) return false;
  }
  return true;
}

// ---- JPEG ----

const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
/** Zero padding some writers leave after EOI; anything else there is a payload. */
const MAX_JPEG_PADDING = 4096;

function isJpeg(b: Buffer, scan: ScanPlan): boolean {
  let pos = 2;
  let frame = false;
  let scanned = false;
  for (;;) {
    if (u8(b, pos) !== 0xff) return false;
    while (u8(b, pos) === 0xff) pos++; // fill bytes may precede a marker
    const marker = u8(b, pos++);
    if (marker === 0xd9) return frame && scanned && jpegPaddingOnly(b, pos);
    // Standalone markers (SOI, RSTn, TEM) and stuffing have no place between segments.
    if (marker < 0xc0 || marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7)) return false;
    const length = u16be(b, pos);
    if (length < 2 || pos + length > b.length) return false;
    const seg = b.subarray(pos + 2, pos + length);
    pos += length;
    if (JPEG_SOF.has(marker)) {
      if (frame || !jpegFrame(seg)) return false;
      frame = true;
    } else if (marker === 0xdb) {
      if (!jpegQuantTables(seg)) return false;
    } else if (marker === 0xc4) {
      if (!jpegHuffmanTables(seg)) return false;
    } else if (marker === 0xda) {
      const components = u8(seg, 0);
      if (!frame || components < 1 || components > 4 || seg.length !== 4 + 2 * components) return false;
      scanned = true;
      const dataStart = pos;
      pos = jpegEntropyEnd(b, pos);
      if (pos < 0) return false;
      scan.imageData.push([dataStart, pos]); // entropy-coded data (with its restart markers) is image data
    }
  }
}

function jpegFrame(seg: Buffer): boolean {
  const [precision, height, width, components] = [u8(seg, 0), u16be(seg, 1), u16be(seg, 3), u8(seg, 5)];
  return (
    precision >= 2 &&
    precision <= 16 &&
    height >= 1 &&
    width >= 1 &&
    components >= 1 &&
    components <= 4 &&
    seg.length === 6 + 3 * components
  );
}

/** DQT: tables of 64 one- or two-byte entries that fill the segment exactly. */
function jpegQuantTables(seg: Buffer): boolean {
  let at = 0;
  while (at < seg.length) {
    const pq = (seg[at] as number) >> 4;
    if (pq > 1 || ((seg[at] as number) & 0x0f) > 3) return false;
    at += 1 + 64 * (pq + 1);
  }
  return seg.length > 0 && at === seg.length;
}

/** DHT: 16 code-length counts then that many symbols (at most 256), filling the segment exactly. */
function jpegHuffmanTables(seg: Buffer): boolean {
  let at = 0;
  while (at < seg.length) {
    if ((seg[at] as number) >> 4 > 1 || ((seg[at] as number) & 0x0f) > 3 || at + 17 > seg.length)
      return false;
    let symbols = 0;
    for (let i = 1; i <= 16; i++) symbols += seg[at + i] as number;
    if (symbols > 256) return false;
    at += 17 + symbols;
  }
  return seg.length > 0 && at === seg.length;
}

/** Skips entropy-coded data (where FF00 is a stuffed byte and FFD0-FFD7 restart markers): the position of the next marker, or -1. */
function jpegEntropyEnd(b: Buffer, from: number): number {
  let at = from;
  for (;;) {
    at = b.indexOf(0xff, at);
    if (at < 0) return -1;
    let next = at + 1;
    while (u8(b, next) === 0xff) next++;
    const marker = u8(b, next);
    if (marker < 0) return -1;
    if (marker !== 0x00 && (marker < 0xd0 || marker > 0xd7)) return at;
    at = next + 1;
  }
}

function jpegPaddingOnly(b: Buffer, from: number): boolean {
  if (b.length - from > MAX_JPEG_PADDING) return false;
  for (let i = from; i < b.length; i++) if (b[i] !== 0) return false;
  return true;
}

// ---- GIF ----

/**
 * GIF87a/89a: the logical screen, an optional global colour table, then blocks (extensions, images) up to
 * the trailer, which must end the file. LZW data sub-blocks are image data; extension sub-blocks
 * (comments, application data) are scanned like any text.
 */
function isGif(b: Buffer, scan: ScanPlan): boolean {
  if (u16le(b, 6) < 1 || u16le(b, 8) < 1) return false;
  const screen = u8(b, 10);
  let pos = 13 + (screen & 0x80 ? 3 * 2 ** ((screen & 7) + 1) : 0);
  let images = 0;
  for (;;) {
    const block = u8(b, pos++);
    if (block === 0x3b) return images > 0 && pos === b.length;
    if (block === 0x21) {
      if (u8(b, pos++) < 0) return false; // the extension's label
      const end = gifSubBlocksEnd(b, pos);
      if (end < 0) return false;
      pos = end;
    } else if (block === 0x2c) {
      if (u16le(b, pos + 4) < 1 || u16le(b, pos + 6) < 1) return false;
      const flags = u8(b, pos + 8);
      if (flags < 0) return false;
      pos += 9 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
      const codeSize = u8(b, pos++);
      if (codeSize < 2 || codeSize > 8) return false;
      const end = gifSubBlocksEnd(b, pos);
      if (end < 0) return false;
      scan.imageData.push([pos, end]);
      pos = end;
      images += 1;
    } else {
      return false;
    }
  }
}

/** Where a chain of sub-blocks (a length byte, that many bytes; a zero length ends it) ends, or -1. */
function gifSubBlocksEnd(b: Buffer, from: number): number {
  let pos = from;
  for (;;) {
    const size = u8(b, pos);
    if (size < 0) return -1;
    pos += 1 + size;
    if (size === 0) return pos;
    if (pos > b.length) return -1;
  }
}

// ---- WebP ----

/** WebP chunks whose payload is image data (a bitstream, alpha plane, or an animation frame of those). */
const WEBP_IMAGE_CHUNKS = new Set(['VP8 ', 'VP8L', 'ALPH']);

function isWebp(b: Buffer, scan: ScanPlan): boolean {
  const riffEnd = u32le(b, 4) + 8;
  // The RIFF size covers the file; a writer that forgot to count the final pad byte is off by one.
  if (riffEnd !== b.length && !(riffEnd % 2 === 1 && riffEnd + 1 === b.length)) return false;
  const chunks: string[] = [];
  let pos = 12;
  while (pos < riffEnd) {
    const fourcc = ascii(b, pos, 4);
    const size = u32le(b, pos + 4);
    const end = pos + 8 + size;
    if (!/^[A-Z0-9 ]{4}$/i.test(fourcc) || size < 0 || end > riffEnd) return false;
    const data = b.subarray(pos + 8, end);
    if (chunks.length === 0 && !webpFirstChunk(fourcc, data)) return false;
    chunks.push(fourcc);
    if (WEBP_IMAGE_CHUNKS.has(fourcc)) scan.imageData.push([pos + 8, end]);
    else if (fourcc === 'ANMF') scan.imageData.push(...webpFrameImageData(b, pos + 8, end));
    pos = end + (size % 2);
    if (size % 2 === 1 && u8(b, end) !== 0) return false; // pad byte must exist and be zero
  }
  if (pos !== b.length || chunks.length === 0) return false;
  // A simple file is exactly one bitstream chunk; an extended one (VP8X) must still carry an image.
  if (chunks[0] !== 'VP8X') return chunks.length === 1;
  return chunks.some((c) => c === 'VP8 ' || c === 'VP8L' || c === 'ANIM');
}

/**
 * An animation frame: a 16-byte header, then sub-chunks (ALPH, VP8, VP8L, or unknown ones). The image
 * sub-chunks' payloads are image data; the header and any other sub-chunk are scanned. A frame whose
 * sub-chunks do not tile it exactly gets no exemption: all of it is scanned.
 */
function webpFrameImageData(b: Buffer, start: number, end: number): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let pos = start + 16;
  while (pos < end) {
    const fourcc = ascii(b, pos, 4);
    const size = u32le(b, pos + 4);
    const dataEnd = pos + 8 + size;
    if (!/^[A-Z0-9 ]{4}$/i.test(fourcc) || size < 0 || dataEnd > end) return [];
    if (WEBP_IMAGE_CHUNKS.has(fourcc)) ranges.push([pos + 8, dataEnd]);
    pos = dataEnd + (size % 2);
  }
  return pos === end ? ranges : [];
}

function webpFirstChunk(fourcc: string, d: Buffer): boolean {
  if (fourcc === 'VP8 ') {
    // A key frame (bit 0 clear), then the start code and non-zero 14-bit dimensions.
    const startCode = u8(d, 3) === 0x9d && u8(d, 4) === 0x01 && u8(d, 5) === 0x2a;
    return (
      d.length >= 10 &&
      (u8(d, 0) & 1) === 0 &&
      startCode &&
      (u16le(d, 6) & 0x3fff) > 0 &&
      (u16le(d, 8) & 0x3fff) > 0
    );
  }
  // Lossless: signature byte, then width and height (stored minus one) and a zero version field.
  if (fourcc === 'VP8L') return d.length >= 5 && u8(d, 0) === 0x2f && u8(d, 4) >> 5 === 0;
  if (fourcc === 'VP8X') return d.length === 10;
  return false;
}

// ---- PDF ----

/** Names that make a PDF act (scripts, launching programs, embedded files, Flash, XFA forms); prefix matches refuse. */
const PDF_ACTIVE_NAMES = ['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'RichMedia', 'XFA'];
/** A PDF name token: `/` then regular characters (anything but PDF whitespace and delimiters). */
const PDF_NAME = /\/([^\0\t\n\f\r ()<>[\]{}/%]+)/g;
/** Only names that could decode to an active one (first letter, or an escape): keeps the scan quick. */
const PDF_ACTIVE_CANDIDATE = /\/([JLERX#][^\0\t\n\f\r ()<>[\]{}/%]*)/g;
const PDF_TRAILING_SPACE = new Set([0x0d, 0x0a, 0x20, 0x09, 0x00, 0x0c]);
/** A stream keyword after its dictionary; the body runs to `endstream`. */
const PDF_STREAM = />>\s*stream(?:\r\n|\n|\r)/g;
/** `12 0 obj`. Bounded repeats keep the scan linear: `\d+\s+` backtracks quadratically over a long digit run. */
const PDF_OBJECT = /\d{1,10}[\0\t\n\f\r ]{1,32}\d{1,5}[\0\t\n\f\r ]{1,32}obj\b/g;
/**
 * Stream dictionary names that mark its body as binary, where the polyglot scan is skipped: any filter
 * (compressed or encoded data), images, font programs (Length1-3, compact font subtypes), ICC profiles
 * (/N components) and cross-reference streams. Unfiltered content, metadata (XMP) and other text streams
 * are scanned.
 */
const PDF_BINARY_STREAM_NAMES = new Set([
  'Filter',
  'Image',
  'Length1',
  'Length2',
  'Length3',
  'Type1C',
  'CIDFontType0C',
  'OpenType',
  'N',
  'XRef',
]);
/** Bound on what we inflate in total while looking into object streams. */
const MAX_PDF_INFLATED = 64 * 1024 * 1024;

function isPdf(b: Buffer, scan: ScanPlan): boolean {
  if (!/^%PDF-[12]\.\d/.test(ascii(b, 0, 8))) return false;
  let end = b.length;
  while (end > 0 && PDF_TRAILING_SPACE.has(b[end - 1] as number)) end--;
  const text = b.toString('latin1');
  // The last startxref, just before %%EOF, must point inside the file at an `xref` table or an xref stream.
  const startxref = /startxref\s+(\d{1,10})\s+%%EOF$/.exec(text.slice(Math.max(0, end - 1024), end));
  const offset = Number(startxref?.[1] ?? Number.NaN);
  if (!(offset < b.length)) return false;
  const target = text.slice(offset, offset + 64).replace(/^\s+/, '');
  if (!target.startsWith('xref') && pdfObjectAt(target) !== 0) return false;
  if (pdfObjectAt(text) < 0 || !text.includes('endobj')) return false;
  return !pdfHasActiveContent(b, text, scan);
}

/** Where the first object header in `text` starts, or -1. */
function pdfObjectAt(text: string): number {
  PDF_OBJECT.lastIndex = 0;
  return PDF_OBJECT.exec(text)?.index ?? -1;
}

/** Names in PDF text, with #hh escapes decoded (`/J#61vaScript` is /JavaScript to a reader). */
function* pdfNames(text: string, pattern = PDF_NAME): Generator<string> {
  for (const m of text.matchAll(pattern)) {
    const name = m[1] ?? '';
    yield name.includes('#')
      ? name.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
      : name;
  }
}

function hasActiveName(text: string): boolean {
  for (const name of pdfNames(text, PDF_ACTIVE_CANDIDATE)) {
    if (PDF_ACTIVE_NAMES.some((active) => name.startsWith(active))) return true;
  }
  return false;
}

/**
 * Looks for active names in the file's object syntax, skipping stream bodies: those are binary (images,
 * fonts, compressed page content) where a three-byte `/JS` turns up by chance. Object streams (PDF 1.5+)
 * are the exception: they hold dictionaries, so they are inflated (bounded) and read too, and one we
 * cannot read (an unusual filter, predictors, corrupt data) refuses the file. Binary stream bodies are
 * also marked as image data for the polyglot scan, and decoded object streams are added to it.
 */
function pdfHasActiveContent(b: Buffer, text: string, scan: ScanPlan): boolean {
  let budget = MAX_PDF_INFLATED;
  let from = 0;
  for (;;) {
    PDF_STREAM.lastIndex = from;
    const stream = PDF_STREAM.exec(text);
    const bodyStart = stream ? stream.index + stream[0].length : text.length;
    const syntax = text.slice(from, bodyStart);
    if (hasActiveName(syntax)) return true;
    if (!stream) return false;
    const bodyEnd = text.indexOf('endstream', bodyStart);
    if (bodyEnd < 0) return true; // an unterminated stream is not a well-formed file
    from = bodyEnd + 'endstream'.length;
    const headers = Array.from(syntax.matchAll(PDF_OBJECT));
    const dictionary = Array.from(pdfNames(syntax.slice(headers.at(-1)?.index ?? 0)));
    if (dictionary.some((n) => PDF_BINARY_STREAM_NAMES.has(n))) scan.imageData.push([bodyStart, bodyEnd]);
    if (!dictionary.includes('ObjStm')) continue;
    const filters = dictionary.filter(
      (n) => /Decode$/.test(n) || ['Fl', 'AHx', 'A85', 'LZW', 'RL'].includes(n),
    );
    if (dictionary.includes('DecodeParms') || dictionary.includes('DP') || filters.length > 1) return true;
    let inner = b.subarray(bodyStart, bodyEnd);
    if (filters.length === 1) {
      if (filters[0] !== 'FlateDecode' && filters[0] !== 'Fl') return true;
      try {
        inner = inflateSync(inner, { maxOutputLength: budget, finishFlush: constants.Z_SYNC_FLUSH });
      } catch {
        return true; // corrupt, or past the budget: refuse rather than look away
      }
    }
    budget -= inner.length;
    if (budget <= 0 || hasActiveName(inner.toString('latin1'))) return true;
    scan.decoded.push(inner);
  }
}

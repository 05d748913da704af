import { deflateSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  jpegWithEntropy,
  PNG_SIGNATURE,
  pdfFromObjects,
  pdfStream,
  pngChunk,
  pngIhdr,
  riff,
  STORED_BLOCK,
  storedPng,
  stuffJpegEntropy,
  tinyJpeg,
  tinyPdf,
  tinyPng,
  tinyWebp,
} from '../../test/fixtures/uploads.ts';
import { fileTypeOf, imageTypeOf } from './upload-content.ts';

// A spy on inflate, to show a decompression bomb is refused from its header, before any inflating.
vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof import('node:zlib')>();
  return { ...zlib, inflateSync: vi.fn(zlib.inflateSync) };
});

const latin1 = (s: string) => Buffer.from(s, 'latin1');

/** The chunks of a PNG as [type, data], to rebuild variants with correct CRCs. */
function pngChunks(png: Buffer): Array<[string, Buffer]> {
  const chunks: Array<[string, Buffer]> = [];
  for (let pos = 8; pos < png.length; ) {
    const length = png.readUInt32BE(pos);
    chunks.push([png.toString('latin1', pos + 4, pos + 8), png.subarray(pos + 8, pos + 8 + length)]);
    pos += 12 + length;
  }
  return chunks;
}
const pngOf = (chunks: Array<[string, Buffer]>) =>
  Buffer.concat([PNG_SIGNATURE, ...chunks.map(([type, data]) => pngChunk(type, data))]);
/** A PNG from an IHDR and raw (unfiltered) scanline bytes. */
const pngWith = (ihdr: Buffer, raw: Buffer, extra: Array<[string, Buffer]> = []) =>
  pngOf([['IHDR', ihdr], ...extra, ['IDAT', deflateSync(raw)], ['IEND', Buffer.alloc(0)]]);

/** A JPEG with a segment inserted right after SOI. */
function jpegWithSegment(marker: number, body: Buffer): Buffer {
  const jpeg = tinyJpeg();
  const head = Buffer.from([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), head, body, jpeg.subarray(2)]);
}
/** Replaces the first segment with `marker` by `body` (length recomputed). */
function jpegReplacing(marker: number, body: number[]): Buffer {
  const jpeg = tinyJpeg();
  const at = jpeg.indexOf(Buffer.from([0xff, marker]));
  const end = at + 2 + jpeg.readUInt16BE(at + 2);
  const head = Buffer.from([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, at), head, Buffer.from(body), jpeg.subarray(end)]);
}

/** A deterministic byte stream (xorshift), so large "noisy" fixtures are the same on every run. */
function noise(length: number, seed = 0x9e3779b9): Buffer {
  const out = Buffer.alloc(length);
  let x = seed >>> 0;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

describe('fileTypeOf accepts real files', () => {
  it.each([
    ['RGB', tinyPng()],
    ['RGBA', tinyPng({ colour: 'rgba', width: 5, height: 7 })],
    ['palette', tinyPng({ colour: 'palette' })],
    ['greyscale', tinyPng({ colour: 'grey' })],
    ['interlaced RGBA', tinyPng({ colour: 'rgba', width: 13, height: 11, interlace: true })],
    ['interlaced 1×1', tinyPng({ width: 1, height: 1, interlace: true })],
  ])('PNG %s', (_, png) => {
    expect(fileTypeOf(png)).toBe('png');
  });

  it('a 1-bit greyscale PNG whose rows are not whole bytes', () => {
    expect(fileTypeOf(pngWith(pngIhdr(9, 2, 1, 0), Buffer.from([0, 0xff, 0x80, 0, 0x55, 0x00])))).toBe('png');
  });

  it('a baseline JPEG, with a few zero bytes of padding after EOI, and with several scans', () => {
    const jpeg = tinyJpeg();
    expect(fileTypeOf(jpeg)).toBe('jpg');
    expect(fileTypeOf(Buffer.concat([jpeg, Buffer.alloc(16)]))).toBe('jpg');
    const sos = jpeg.indexOf(Buffer.from([0xff, 0xda]));
    const scan = jpeg.subarray(sos, jpeg.length - 2);
    expect(fileTypeOf(Buffer.concat([jpeg.subarray(0, -2), scan, jpeg.subarray(-2)]))).toBe('jpg');
  });

  it('a JPEG whose entropy data holds stuffed bytes and restart markers', () => {
    const jpeg = tinyJpeg();
    const data = Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xd7, 0x78]);
    expect(fileTypeOf(Buffer.concat([jpeg.subarray(0, -3), data, jpeg.subarray(-2)]))).toBe('jpg');
  });

  it('a lossless WebP, simple and extended (VP8X)', () => {
    const webp = tinyWebp();
    expect(fileTypeOf(webp)).toBe('webp');
    const vp8l = webp.subarray(20);
    const vp8x = Buffer.alloc(10);
    expect(
      fileTypeOf(
        riff([
          ['VP8X', vp8x],
          ['VP8L', vp8l],
        ]),
      ),
    ).toBe('webp');
  });

  it('a PDF, also with trailing whitespace and with a harmless compressed object stream', () => {
    expect(fileTypeOf(tinyPdf())).toBe('pdf');
    expect(fileTypeOf(Buffer.concat([tinyPdf(), latin1('\r\n \t\0\n')]))).toBe('pdf');
    const objStm = pdfStream(
      '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode',
      deflateSync(latin1('7 0 << /Producer (x) >>')),
    );
    expect(fileTypeOf(pdfFromObjects([latin1('<< /Type /Catalog >>'), objStm]))).toBe('pdf');
  });

  it('the PDF fixture has a correct xref table', () => {
    const pdf = tinyPdf();
    const text = pdf.toString('latin1');
    const entries = [...text.matchAll(/^(\d{10}) 00000 n\r$/gm)].map((m) => Number(m[1]));
    expect(entries).toHaveLength(5);
    entries.forEach((offset, i) => {
      expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`);
    });
    expect(
      text.slice(Number(/startxref\n(\d+)/.exec(text)?.[1]), Number(/startxref\n(\d+)/.exec(text)?.[1]) + 4),
    ).toBe('xref');
  });

  it('does not mistake binary stream data for PDF names', () => {
    const image = pdfStream(
      '/Type /XObject /Subtype /Image /Filter /DCTDecode',
      latin1('\x01/JS\x02/Launch\x03'),
    );
    expect(fileTypeOf(pdfFromObjects([latin1('<< /Type /Catalog >>'), image]))).toBe('pdf');
  });

  it('checks a 5 MiB upload quickly', () => {
    const width = 1400;
    const height = 1200;
    const rows = noise(height * (1 + width * 3));
    for (let y = 0; y < height; y++) rows[y * (1 + width * 3)] = 0;
    const png = pngWith(pngIhdr(width, height, 8, 2), rows);
    expect(png.length).toBeGreaterThan(4.5 * 1024 * 1024);
    const started = performance.now();
    expect(fileTypeOf(png)).toBe('png');
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('fileTypeOf refuses', () => {
  it.each([
    ['empty', Buffer.alloc(0)],
    ['a lone PNG signature', PNG_SIGNATURE],
    [
      'a GIF',
      latin1(
        'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
      ),
    ],
    ['a BMP', Buffer.concat([latin1('BM'), Buffer.alloc(60)])],
    ['an SVG', latin1('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['HTML', latin1('<!DOCTYPE html><html><body>hi</body></html>')],
    [
      'a ZIP',
      Buffer.concat([latin1('PK\x03\x04'), Buffer.alloc(40), latin1('PK\x05\x06'), Buffer.alloc(18)]),
    ],
    ['random bytes', noise(4096)],
  ])('%s', (_, bytes) => {
    expect(fileTypeOf(bytes)).toBeUndefined();
  });

  it.each([
    ['PNG', tinyPng()],
    ['interlaced PNG', tinyPng({ interlace: true, width: 9, height: 9 })],
    ['JPEG', tinyJpeg()],
    ['WebP', tinyWebp()],
  ])('every truncation of a %s', (_, file) => {
    for (let length = 0; length < file.length; length++) {
      expect(fileTypeOf(file.subarray(0, length)), `length ${length}`).toBeUndefined();
    }
  });

  it('every truncation of a PDF that cuts into its content', () => {
    const pdf = tinyPdf();
    for (let length = 0; length < pdf.length - 1; length++)
      expect(fileTypeOf(pdf.subarray(0, length))).toBeUndefined();
  });

  it.each([
    ['a non-zero byte', Buffer.from([1])],
    ['a newline', latin1('\n')],
    [
      'an appended ZIP',
      Buffer.concat([latin1('PK\x03\x04'), Buffer.alloc(26), latin1('PK\x05\x06'), Buffer.alloc(18)]),
    ],
    ['HTML', latin1('<html><script>alert(1)</script>')],
  ])('%s after IEND or EOI', (_, tail) => {
    expect(fileTypeOf(Buffer.concat([tinyPng(), tail]))).toBeUndefined();
    expect(fileTypeOf(Buffer.concat([tinyJpeg(), tail]))).toBeUndefined();
    expect(fileTypeOf(Buffer.concat([tinyWebp(), tail]))).toBeUndefined();
  });

  it('more than 4 KiB of zero padding after EOI', () => {
    expect(fileTypeOf(Buffer.concat([tinyJpeg(), Buffer.alloc(4097)]))).toBeUndefined();
  });

  describe('PNG', () => {
    const chunks = () => pngChunks(tinyPng());
    const without = (type: string) => chunks().filter(([t]) => t !== type);

    it('a bad CRC', () => {
      const png = tinyPng();
      png[29] = (png[29] ?? 0) ^ 1; // IHDR's CRC
      expect(fileTypeOf(png)).toBeUndefined();
      const data = tinyPng();
      const idat = data.indexOf(latin1('IDAT'));
      data[idat + 5] = (data[idat + 5] ?? 0) ^ 0x40;
      expect(fileTypeOf(data)).toBeUndefined();
    });

    it('image data that does not inflate, though its CRCs are right', () => {
      const broken = chunks().map(([t, d]): [string, Buffer] => [
        t,
        t === 'IDAT' ? Buffer.from(d).fill(0x41, 2) : d,
      ]);
      expect(fileTypeOf(pngOf(broken))).toBeUndefined();
    });

    it('image data of the wrong size, a bad filter byte, or bytes after the zlib stream', () => {
      const ihdr = pngIhdr(2, 2, 8, 2);
      expect(fileTypeOf(pngWith(ihdr, Buffer.alloc(14)))).toBe('png');
      expect(fileTypeOf(pngWith(ihdr, Buffer.alloc(13)))).toBeUndefined();
      expect(fileTypeOf(pngWith(ihdr, Buffer.alloc(15)))).toBeUndefined();
      expect(fileTypeOf(pngWith(ihdr, Buffer.from([5, ...Array<number>(13).fill(0)])))).toBeUndefined();
      const trailing = Buffer.concat([deflateSync(Buffer.alloc(14)), latin1('xyz')]);
      expect(
        fileTypeOf(
          pngOf([
            ['IHDR', ihdr],
            ['IDAT', trailing],
            ['IEND', Buffer.alloc(0)],
          ]),
        ),
      ).toBeUndefined();
    });

    it('an IHDR claiming 16384×16384 (decompression bomb), refused without inflating', () => {
      vi.mocked(inflateSync).mockClear();
      expect(fileTypeOf(tinyPng())).toBe('png');
      expect(inflateSync).toHaveBeenCalledTimes(1);
      vi.mocked(inflateSync).mockClear();
      expect(fileTypeOf(pngWith(pngIhdr(16384, 16384, 8, 6), Buffer.alloc(1024)))).toBeUndefined();
      expect(fileTypeOf(pngWith(pngIhdr(4096, 4096, 8, 6), Buffer.alloc(1024)))).toBeUndefined(); // 64 MiB + filter bytes
      expect(inflateSync).not.toHaveBeenCalled();
    });

    it('image data that inflates far beyond what the header allows', () => {
      const bomb = pngOf([
        ['IHDR', pngIhdr(1, 1, 8, 2)],
        ['IDAT', deflateSync(Buffer.alloc(20 * 1024 * 1024))],
        ['IEND', Buffer.alloc(0)],
      ]);
      expect(fileTypeOf(bomb)).toBeUndefined();
    });

    it.each([
      ['zero width', pngIhdr(0, 1, 8, 2)],
      ['width above 16384', pngIhdr(16385, 1, 8, 2)],
      ['RGB at 4 bits', pngIhdr(1, 1, 4, 2)],
      ['palette at 16 bits', pngIhdr(1, 1, 16, 3)],
      ['colour type 5', pngIhdr(1, 1, 8, 5)],
      ['interlace method 2', pngIhdr(1, 1, 8, 2, 2)],
      ['compression method 1', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 1, 0, 0])],
      ['a 14-byte IHDR', Buffer.concat([pngIhdr(1, 1, 8, 2), Buffer.alloc(1)])],
    ])('an IHDR with %s', (_, ihdr) => {
      expect(fileTypeOf(pngWith(ihdr, Buffer.alloc(4)))).toBeUndefined();
    });

    it('broken chunk structure', () => {
      const [ihdr, ...rest] = chunks();
      if (!ihdr) throw new Error('no IHDR');
      const idats = chunks().filter(([t]) => t === 'IDAT');
      const end: [string, Buffer] = ['IEND', Buffer.alloc(0)];
      const variants: Array<Array<[string, Buffer]>> = [
        without('IDAT'),
        without('IEND'),
        [...rest, ihdr], // IHDR not first
        [ihdr, ...rest.slice(0, -1), ['IEND', Buffer.from([0])]], // IEND with data
        [ihdr, ...idats.slice(0, 1), ['tEXt', latin1('a\0b')], ...idats.slice(1), end], // IDATs apart
        [ihdr, ['ABCD', Buffer.alloc(1)], ...rest], // unknown critical chunk
        [ihdr, ['IHDR', ihdr[1]], ...rest], // two IHDRs
        [ihdr, ['tE1t', Buffer.alloc(1)], ...rest], // not a chunk name
      ];
      for (const variant of variants) expect(fileTypeOf(pngOf(variant))).toBeUndefined();
    });

    it('a palette image without PLTE, a palette after the image data, and a palette in greyscale', () => {
      expect(
        fileTypeOf(pngOf(pngChunks(tinyPng({ colour: 'palette' })).filter(([t]) => t !== 'PLTE'))),
      ).toBeUndefined();
      const [ihdr, plte, ...rest] = pngChunks(tinyPng({ colour: 'palette' }));
      if (!ihdr || !plte) throw new Error('fixture');
      expect(fileTypeOf(pngOf([ihdr, ...rest.slice(0, -1), plte, ...rest.slice(-1)]))).toBeUndefined();
      expect(
        fileTypeOf(pngWith(pngIhdr(1, 1, 8, 0), Buffer.alloc(2), [['PLTE', Buffer.alloc(3)]])),
      ).toBeUndefined();
    });

    it('markup or ZIP structures inside a chunk with a valid CRC', () => {
      for (const text of ['x\0<?php system($_GET[0]); ?>', 'x\0<SCRIPT>alert(1)</SCRIPT>', 'x\0PK\x05\x06']) {
        const [ihdr, ...rest] = chunks();
        if (!ihdr) throw new Error('fixture');
        expect(fileTypeOf(pngOf([ihdr, ['tEXt', latin1(text)], ...rest]))).toBeUndefined();
      }
    });
  });

  describe('JPEG', () => {
    it('<script> in a comment segment, and a ZIP directory in one', () => {
      expect(fileTypeOf(jpegWithSegment(0xfe, latin1('hello')))).toBe('jpg');
      expect(fileTypeOf(jpegWithSegment(0xfe, latin1('<script>alert(1)</script>')))).toBeUndefined();
      expect(fileTypeOf(jpegWithSegment(0xfe, latin1('JavaScript:alert(1)')))).toBeUndefined();
      expect(
        fileTypeOf(jpegWithSegment(0xfe, Buffer.concat([latin1('PK\x05\x06'), Buffer.alloc(18)]))),
      ).toBeUndefined();
    });

    it('no frame header, or one with zero size or too many components', () => {
      const jpeg = tinyJpeg();
      const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
      const noSof = Buffer.concat([
        jpeg.subarray(0, sof),
        jpeg.subarray(sof + 2 + jpeg.readUInt16BE(sof + 2)),
      ]);
      expect(fileTypeOf(noSof)).toBeUndefined();
      expect(fileTypeOf(jpegReplacing(0xc0, [8, 0, 0, 0, 1, 1, 1, 0x11, 0]))).toBeUndefined();
      expect(fileTypeOf(jpegReplacing(0xc0, [8, 0, 1, 0, 0, 1, 1, 0x11, 0]))).toBeUndefined();
      const five = [5, ...Array.from({ length: 5 }, (_, i) => [i + 1, 0x11, 0]).flat()];
      expect(fileTypeOf(jpegReplacing(0xc0, [8, 0, 1, 0, 1, ...five]))).toBeUndefined();
    });

    it('malformed tables, a scan before the frame, a stray restart marker, a segment running past the end', () => {
      expect(fileTypeOf(jpegReplacing(0xdb, [0x00, ...Array<number>(63).fill(1)]))).toBeUndefined();
      expect(fileTypeOf(jpegReplacing(0xc4, [0x00, 2, ...Array<number>(15).fill(0), 0x00]))).toBeUndefined();
      const jpeg = tinyJpeg();
      const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
      const sos = jpeg.indexOf(Buffer.from([0xff, 0xda]));
      const sofSeg = jpeg.subarray(sof, sof + 13);
      const swapped = Buffer.concat([
        jpeg.subarray(0, sof),
        jpeg.subarray(sof + 13, -2),
        sofSeg,
        jpeg.subarray(-2),
      ]);
      expect(sos).toBeGreaterThan(sof);
      expect(fileTypeOf(swapped)).toBeUndefined();
      expect(
        fileTypeOf(Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xd0]), jpeg.subarray(2)])),
      ).toBeUndefined();
      expect(
        fileTypeOf(Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1, 0xff, 0xff, 0, 0])])),
      ).toBeUndefined();
    });
  });

  describe('WebP', () => {
    const vp8l = () => tinyWebp().subarray(20);

    it('a wrong RIFF size, or an extra chunk after a simple file', () => {
      const webp = tinyWebp();
      webp.writeUInt32LE(webp.readUInt32LE(4) + 2, 4);
      expect(fileTypeOf(webp)).toBeUndefined();
      expect(
        fileTypeOf(
          riff([
            ['VP8L', vp8l()],
            ['EXIF', latin1('abcd')],
          ]),
        ),
      ).toBeUndefined();
    });

    it('a bad lossless signature, a bad VP8 start code, an extended file with no image', () => {
      const bad = Buffer.from(vp8l());
      bad[0] = 0x2e;
      expect(fileTypeOf(riff([['VP8L', bad]]))).toBeUndefined();
      const vp8 = Buffer.from([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, 1, 0, 1, 0, 0, 0]);
      expect(fileTypeOf(riff([['VP8 ', vp8]]))).toBe('webp'); // header checks only: see the report
      expect(
        fileTypeOf(riff([['VP8 ', Buffer.from([...vp8.subarray(0, 3), 0x9d, 0x01, 0x2b, 1, 0, 1, 0])]])),
      ).toBeUndefined();
      expect(fileTypeOf(riff([['VP8 ', Buffer.from([...vp8.subarray(0, 6), 0, 0, 1, 0])]]))).toBeUndefined();
      expect(
        fileTypeOf(
          riff([
            ['VP8X', Buffer.alloc(10)],
            ['EXIF', latin1('abcd')],
          ]),
        ),
      ).toBeUndefined();
    });

    it('<svg in a metadata chunk', () => {
      expect(
        fileTypeOf(
          riff([
            ['VP8X', Buffer.alloc(10)],
            ['VP8L', vp8l()],
            ['XMP ', latin1('<svg onload=x>')],
          ]),
        ),
      ).toBeUndefined();
    });
  });

  describe('PDF', () => {
    it.each([
      '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>',
      '/OpenAction 9 0 R /JS 9 0 R',
      '/AA << /O << /S /Launch /F (cmd.exe) >> >>',
      '/Names << /EmbeddedFiles 9 0 R >>',
      '/Annots [<< /Subtype /RichMedia >>]',
      '/AcroForm << /XFA 9 0 R >>',
      '/OpenAction << /S /J#61vaScript /J#53 (x) >>',
    ])('active content: %s', (extra) => {
      expect(fileTypeOf(tinyPdf(extra))).toBeUndefined();
    });

    it('JavaScript hidden in a compressed object stream, or an object stream it cannot read', () => {
      const hidden = deflateSync(latin1('7 0 << /S /JavaScript /JS (app.alert(1)) >>'));
      const objStm = pdfStream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', hidden);
      expect(fileTypeOf(pdfFromObjects([latin1('<< /Type /Catalog >>'), objStm]))).toBeUndefined();
      const hex = pdfStream('/Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode', latin1('414243>'));
      expect(fileTypeOf(pdfFromObjects([latin1('<< /Type /Catalog >>'), hex]))).toBeUndefined();
      const corrupt = pdfStream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', latin1('not zlib'));
      expect(fileTypeOf(pdfFromObjects([latin1('<< /Type /Catalog >>'), corrupt]))).toBeUndefined();
    });

    it('markup or a javascript: link anywhere', () => {
      expect(fileTypeOf(tinyPdf('/URI (javascript:alert(1))'))).toBeUndefined();
      expect(fileTypeOf(tinyPdf('/Title (<html>)'))).toBeUndefined();
    });

    it('a bad header, no %%EOF, a startxref past the end or not at the xref, no objects', () => {
      const pdf = tinyPdf().toString('latin1');
      const offset = /startxref\n(\d+)/.exec(pdf)?.[1] ?? '';
      for (const broken of [
        pdf.replace('%PDF-1.7', '%PDF-3.0'),
        pdf.replace('%PDF-1.7', '%PDX-1.7'),
        pdf.replace('%%EOF', '%%EOX'),
        `${pdf}trailing garbage`,
        pdf.replace(`startxref\n${offset}`, `startxref\n${pdf.length + 10}`),
        pdf.replace(`startxref\n${offset}`, `startxref\n${Number(offset) - 3}`),
        pdf.replace('startxref', 'startxrex'),
        '%PDF-1.4\nxref\n0 1\ntrailer\n<< >>\nstartxref\n9\n%%EOF\n',
      ]) {
        expect(fileTypeOf(latin1(broken))).toBeUndefined();
      }
    });
  });
});

describe('fileTypeOf on hostile input', () => {
  const fixtures = [
    tinyPng(),
    tinyPng({ colour: 'palette', interlace: true }),
    tinyJpeg(),
    tinyWebp(),
    tinyPdf(),
    pdfFromObjects([pdfStream('/Type /ObjStm /Filter /FlateDecode', deflateSync(latin1('1 0 << >>')))]),
  ];

  it('never throws on arbitrary buffers, and refuses them', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2048 }), (bytes) => {
        expect(fileTypeOf(Buffer.from(bytes))).toBeUndefined();
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on arbitrary buffers behind a valid signature', () => {
    const prefixes = [
      PNG_SIGNATURE,
      Buffer.from([0xff, 0xd8, 0xff]),
      latin1('RIFF\0\0\0\0WEBPVP8'),
      latin1('%PDF-1.7\n'),
    ];
    fc.assert(
      fc.property(fc.constantFrom(...prefixes), fc.uint8Array({ maxLength: 1024 }), (prefix, tail) => {
        expect(() => fileTypeOf(Buffer.concat([prefix, tail]))).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on arbitrary mutations of the valid fixtures', () => {
    const mutation = fc.oneof(
      fc.record({ kind: fc.constant('set' as const), at: fc.nat(), value: fc.integer({ min: 0, max: 255 }) }),
      fc.record({ kind: fc.constant('cut' as const), at: fc.nat(), value: fc.nat() }),
      fc.record({
        kind: fc.constant('insert' as const),
        at: fc.nat(),
        value: fc.integer({ min: 0, max: 255 }),
      }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...fixtures),
        fc.array(mutation, { minLength: 1, maxLength: 8 }),
        (fixture, steps) => {
          let bytes = Buffer.from(fixture);
          for (const { kind, at, value } of steps) {
            const i = at % (bytes.length + 1);
            if (kind === 'set') {
              if (i < bytes.length) bytes[i] = value;
            } else if (kind === 'cut') {
              bytes = Buffer.concat([bytes.subarray(0, i), bytes.subarray(i + (value % 16) + 1)]);
            } else {
              bytes = Buffer.concat([bytes.subarray(0, i), Buffer.from([value]), bytes.subarray(i)]);
            }
          }
          expect(() => fileTypeOf(bytes)).not.toThrow();
        },
      ),
      { numRuns: 3000 },
    );
  });
});

// ---- The polyglot scan looks where text can hide, not into image data ----

/** Markup and ZIP needles (in several cases), as bytes. */
const NEEDLES = [
  '<svg',
  '<SvG onload=alert(1)>',
  '<script>',
  '<script>alert(1)</script>',
  '<html>',
  '<?php',
  '<!DOCTYPE html>',
  '<iframe',
  'javascript:',
  'PK\x03\x04',
  'PK\x05\x06',
].map(latin1);

/** The old rule: a needle anywhere in the file (used to show a file is one the whole-file scan refused). */
function needleAnywhere(bytes: Buffer): boolean {
  const lower = Buffer.from(bytes.toString('latin1').toLowerCase(), 'latin1');
  return (
    [latin1('PK\x03\x04'), latin1('PK\x05\x06')].some((m) => bytes.includes(m)) ||
    ['<script', '<html', '<?php', '<svg', '<!doctype', '<iframe', 'javascript:'].some((m) =>
      lower.includes(latin1(m)),
    )
  );
}

/** Random filtered scanlines: noise, with a valid filter byte (0-4) at the start of each row. */
function randomScanlines(width: number, height: number, seed: number): Buffer {
  const rowBytes = 1 + width * 3;
  const raw = noise(height * rowBytes, seed);
  for (let y = 0; y < height; y++) raw[y * rowBytes] = (raw[y * rowBytes] as number) % 5;
  return raw;
}

/** Where raw scanline byte `i` lands in `storedZlib`'s output (after the zlib header and block headers). */
const storedOffset = (i: number) => 2 + i + 5 * (Math.floor(i / STORED_BLOCK) + 1);

/**
 * Writes `needle` into the scanlines at `at` unless it would cover a filter byte or a needle planted
 * before, or straddle a stored deflate block or an IDAT chunk of `idatSize` (then it would not appear in
 * the file as-is); returns whether it was planted.
 */
function plantInScanlines(
  raw: Buffer,
  rowBytes: number,
  needle: Buffer,
  at: number,
  idatSize: number,
  used: Uint8Array,
): boolean {
  const end = at + needle.length;
  if (at < 0 || end > raw.length || used.subarray(at, end).includes(1)) return false;
  if (Math.floor(at / STORED_BLOCK) !== Math.floor((end - 1) / STORED_BLOCK)) return false;
  if (Math.floor(storedOffset(at) / idatSize) !== Math.floor(storedOffset(end - 1) / idatSize)) return false;
  if (at % rowBytes === 0 || Math.floor(at / rowBytes) !== Math.floor((end - 1) / rowBytes)) return false;
  raw.set(needle, at);
  used.fill(1, at, end);
  return true;
}

const PNG_PLANTS = fc.array(fc.record({ needle: fc.constantFrom(...NEEDLES), at: fc.nat() }), {
  minLength: 1,
  maxLength: 12,
});

describe('fileTypeOf does not look for markup in image data', () => {
  it('property: PNGs whose stored-deflate scanlines hold markup and ZIP headers are accepted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 16, max: 700 }),
        fc.integer({ min: 1, max: 160 }),
        fc.integer(),
        PNG_PLANTS,
        (width, height, seed, plants) => {
          const rowBytes = 1 + width * 3;
          const raw = randomScanlines(width, height, seed);
          const idatSize = 4096 + (seed & 0xffff);
          const used = new Uint8Array(raw.length);
          const planted = [latin1('<svg')].filter((n) =>
            plantInScanlines(raw, rowBytes, n, 1, idatSize, used),
          );
          for (const { needle, at } of plants) {
            if (plantInScanlines(raw, rowBytes, needle, at % raw.length, idatSize, used))
              planted.push(needle);
          }
          expect(planted.length).toBeGreaterThan(0);
          const png = storedPng(width, height, raw, [], idatSize);
          for (const needle of planted) expect(png.includes(needle)).toBe(true); // in the file as-is
          expect(fileTypeOf(png)).toBe('png');
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a 4.5 MiB PNG with <svg, <script> and ZIP headers in its scanlines, in every stored block', () => {
    const [width, height] = [1300, 1220];
    const rowBytes = 1 + width * 3;
    const raw = randomScanlines(width, height, 7);
    const used = new Uint8Array(raw.length);
    let planted = 0;
    for (let block = 0; block * STORED_BLOCK < raw.length; block++) {
      for (const [i, needle] of NEEDLES.entries()) {
        const at = block * STORED_BLOCK + 100 + i * 300;
        if (plantInScanlines(raw, rowBytes, needle, at, 256 * 1024, used)) planted++;
      }
    }
    const png = storedPng(width, height, raw);
    expect(png.length).toBeGreaterThan(4.5 * 1024 * 1024);
    expect(planted).toBeGreaterThan(500);
    for (const needle of NEEDLES) expect(png.includes(needle)).toBe(true);
    expect(fileTypeOf(png)).toBe('png');
  });

  it('property: JPEGs whose entropy-coded data holds markup and ZIP headers are accepted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 64, max: 64 * 1024 }),
        fc.integer(),
        fc.array(fc.record({ needle: fc.constantFrom(...NEEDLES), at: fc.nat() }), {
          minLength: 1,
          maxLength: 12,
        }),
        fc.boolean(),
        (length, seed, plants, restarts) => {
          const data = noise(length, seed);
          for (const { needle, at } of plants) data.set(needle, at % (data.length - needle.length + 1));
          const parts = [stuffJpegEntropy(data)];
          // Restart markers split the entropy-coded data and are part of it.
          if (restarts) parts.push(Buffer.from([0xff, 0xd0 + (seed & 7)]), stuffJpegEntropy(data));
          const jpeg = jpegWithEntropy(Buffer.concat(parts));
          expect(needleAnywhere(jpeg)).toBe(true);
          expect(fileTypeOf(jpeg)).toBe('jpg');
        },
      ),
      { numRuns: 100 },
    );
  });

  it('a 4.5 MiB JPEG whose entropy-coded data holds every needle, over several scans', () => {
    const data = noise(1536 * 1024, 11);
    for (let at = 1000; at + 64 < data.length; at += 4096) {
      const needle = NEEDLES[(at >> 12) % NEEDLES.length] ?? latin1('<svg');
      data.set(needle, at);
    }
    const entropy = stuffJpegEntropy(data);
    const jpeg = tinyJpeg();
    const sos = jpeg.indexOf(Buffer.from([0xff, 0xda]));
    const scanHeader = jpeg.subarray(sos, jpeg.length - 3);
    const file = Buffer.concat([
      jpeg.subarray(0, jpeg.length - 3),
      entropy,
      scanHeader,
      entropy,
      scanHeader,
      entropy,
      jpeg.subarray(-2),
    ]);
    expect(file.length).toBeGreaterThan(4.5 * 1024 * 1024);
    for (const needle of NEEDLES) expect(file.includes(needle)).toBe(true);
    expect(fileTypeOf(file)).toBe('jpg');
  });

  it('WebP bitstream and alpha chunks, also inside animation frames, holding needles are accepted', () => {
    const vp8l = Buffer.concat([tinyWebp().subarray(20), ...NEEDLES]);
    expect(fileTypeOf(riff([['VP8L', vp8l]]))).toBe('webp');
    const alph = Buffer.concat([Buffer.from([0]), ...NEEDLES]);
    expect(
      fileTypeOf(
        riff([
          ['VP8X', Buffer.alloc(10)],
          ['ALPH', alph],
          ['VP8L', vp8l],
        ]),
      ),
    ).toBe('webp');
    expect(
      fileTypeOf(
        animatedWebp([
          ['ALPH', alph],
          ['VP8L', vp8l],
        ]),
      ),
    ).toBe('webp');
  });

  it('PDF binary streams (filtered, images, fonts) holding needles are accepted', () => {
    const data = Buffer.concat([noise(2048, 5), ...NEEDLES, noise(2048, 6)]);
    for (const dictionary of [
      '/Type /XObject /Subtype /Image /Width 1 /Height 1 /Filter /DCTDecode',
      '/Filter /FlateDecode',
      '/Type /XObject /Subtype /Image /Width 64 /Height 64 /BitsPerComponent 8 /ColorSpace /DeviceRGB',
      '/Length1 4131',
      '/Subtype /Type1C',
    ]) {
      const pdf = pdfFromObjects([latin1('<< /Type /Catalog >>'), pdfStream(dictionary, data)]);
      expect(fileTypeOf(pdf), dictionary).toBe('pdf');
    }
  });

  it('the old whole-file scan refused about 1 in 150 random 3 MiB images (14 of seeds 1-1999); two of them are accepted', () => {
    // Seeds found by search: their random pixels hold `PK\x03\x04` (46) and `<svg` case-insensitively (911).
    for (const seed of [46, 911]) {
      const raw = noise(1000 * 3001, seed);
      for (let y = 0; y < 1000; y++) raw[y * 3001] = 0;
      const png = storedPng(1000, 1000, raw);
      expect(needleAnywhere(png)).toBe(true);
      expect(fileTypeOf(png)).toBe('png');
    }
  });

  it('200 random-pixel PNGs of about 64 KiB (stored deflate, so the pixels are raw random bytes) are all accepted', () => {
    let refused = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const [width, height] = [150, 145];
      const png = storedPng(width, height, randomScanlines(width, height, seed * 7919), [], 8192);
      expect(png.length).toBeGreaterThan(64 * 1024);
      if (fileTypeOf(png) !== 'png') refused++;
    }
    expect(refused).toBe(0);
  });
});

/** An animated WebP (VP8X, ANIM, one ANMF frame) whose frame holds the given sub-chunks. */
function animatedWebp(subchunks: Array<[string, Buffer]>): Buffer {
  const frame = riff(subchunks).subarray(12); // the sub-chunks, framed and padded as RIFF chunks are
  return riff([
    ['VP8X', Buffer.from([0x12, 0, 0, 0, 0, 0, 0, 0, 0, 0])],
    ['ANIM', Buffer.alloc(6)],
    ['ANMF', Buffer.concat([Buffer.alloc(16), frame])],
  ]);
}

const zlibText = (text: string) => deflateSync(latin1(text));

describe('fileTypeOf refuses markup and ZIP headers where text can hide', () => {
  const withPngChunk = (type: string, data: Buffer) => {
    const [ihdr, ...rest] = pngChunks(tinyPng());
    if (!ihdr) throw new Error('fixture');
    return pngOf([ihdr, [type, data], ...rest]);
  };

  it.each([
    ['tEXt', latin1('Comment\0<svg onload=alert(1)>')],
    ['iTXt', latin1('XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta><script>alert(1)</script>')],
    ['iTXt (compressed)', Buffer.concat([latin1('Comment\0\x01\0en\0\0'), zlibText('<html><body>')])],
    ['zTXt', Buffer.concat([latin1('Comment\0\0'), zlibText('x <?php system($_GET[0]); ?>')])],
    ['eXIf', Buffer.concat([latin1('MM\0*\0\0\0\x08'), latin1('PK\x03\x04'), Buffer.alloc(30)])],
    ['iCCP', Buffer.concat([latin1('icc\0\0'), zlibText('abc'), latin1('javascript:')])],
    ['prVt', latin1('<!DOCTYPE html>')],
  ])('PNG %s', (label, data) => {
    const type = label.slice(0, 4);
    if (label === 'zTXt' || label.includes('compressed')) expect(needleAnywhere(data)).toBe(false); // only once inflated
    expect(fileTypeOf(withPngChunk(type, data))).toBeUndefined();
  });

  it('PNG text chunks that are harmless are accepted; unreadable or oversized compressed text is refused', () => {
    expect(
      fileTypeOf(withPngChunk('zTXt', Buffer.concat([latin1('Comment\0\0'), zlibText('a receipt')]))),
    ).toBe('png');
    expect(
      fileTypeOf(withPngChunk('iTXt', Buffer.concat([latin1('Comment\0\x01\0en\0\0'), zlibText('ok')]))),
    ).toBe('png');
    expect(fileTypeOf(withPngChunk('iTXt', latin1('Comment\0\0\0en\0\0plain')))).toBe('png');
    expect(fileTypeOf(withPngChunk('zTXt', latin1('Comment\0\0not zlib')))).toBeUndefined();
    expect(
      fileTypeOf(withPngChunk('zTXt', Buffer.concat([latin1('Comment\0\x01'), zlibText('x')]))),
    ).toBeUndefined();
    expect(fileTypeOf(withPngChunk('iTXt', latin1('Comment\0\x01\0en')))).toBeUndefined();
    const bomb = Buffer.concat([latin1('Comment\0\0'), deflateSync(Buffer.alloc(9 * 1024 * 1024))]);
    expect(fileTypeOf(withPngChunk('zTXt', bomb))).toBeUndefined();
  });

  it('PNG: a chunk between IDATs is still scanned, and so are the bytes after the image data', () => {
    const raw = randomScanlines(200, 100, 3);
    const png = storedPng(200, 100, raw, [['tEXt', latin1('a\0b')]], 8192);
    expect(fileTypeOf(png)).toBe('png');
    const chunks = pngChunks(png);
    const bad = pngOf([...chunks.slice(0, -1), ['tEXt', latin1('a\0<svg>')], ...chunks.slice(-1)]);
    expect(fileTypeOf(bad)).toBeUndefined();
  });

  it.each([
    ['COM', 0xfe, latin1('<svg onload=alert(1)>')],
    ['APP1 (XMP)', 0xe1, latin1('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><script>x</script>')],
    ['APP1 (Exif)', 0xe1, Buffer.concat([latin1('Exif\0\0MM\0*'), latin1('PK\x03\x04'), Buffer.alloc(26)])],
    ['APP13', 0xed, latin1('Photoshop 3.0\0<iframe src=x>')],
  ])('JPEG %s segment', (_, marker, body) => {
    expect(fileTypeOf(jpegWithSegment(marker, body))).toBeUndefined();
  });

  it('JPEG: a segment after the entropy-coded data is still scanned', () => {
    const jpeg = tinyJpeg();
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, 8]), latin1('<svg>x')]);
    expect(fileTypeOf(Buffer.concat([jpeg.subarray(0, -2), comment, jpeg.subarray(-2)]))).toBeUndefined();
    const harmless = Buffer.concat([Buffer.from([0xff, 0xfe, 0, 8]), latin1('hello!')]);
    expect(fileTypeOf(Buffer.concat([jpeg.subarray(0, -2), harmless, jpeg.subarray(-2)]))).toBe('jpg');
  });

  it.each([
    ['EXIF', latin1('MM\0*\0\0\0\x08<script>alert(1)</script>')],
    ['XMP ', latin1('<x:xmpmeta><svg onload=x></x:xmpmeta>')],
    ['ICCP', Buffer.concat([Buffer.alloc(40), latin1('PK\x05\x06'), Buffer.alloc(18)])],
    ['ZZZZ', latin1('javascript:alert(1)')],
  ])('WebP %s chunk', (fourcc, data) => {
    const vp8l = tinyWebp().subarray(20);
    const file = riff([
      ['VP8X', Buffer.alloc(10)],
      ['VP8L', vp8l],
      [fourcc, data],
    ]);
    expect(fileTypeOf(file)).toBeUndefined();
  });

  it('WebP: an unknown chunk inside an animation frame, or a frame whose sub-chunks do not parse', () => {
    const vp8l = tinyWebp().subarray(20);
    expect(fileTypeOf(animatedWebp([['VP8L', vp8l]]))).toBe('webp');
    expect(
      fileTypeOf(
        animatedWebp([
          ['VP8L', vp8l],
          ['ZZZZ', latin1('<svg>')],
        ]),
      ),
    ).toBeUndefined();
    const broken = animatedWebp([['VP8L', Buffer.concat([vp8l, latin1('<svg>')])]]);
    const size = broken.indexOf(latin1('VP8L')) + 4;
    broken.writeUInt32LE(broken.readUInt32LE(size) + 100, size); // the sub-chunk now runs past its frame
    expect(fileTypeOf(broken)).toBeUndefined();
  });

  it('PDF text streams (content, XMP metadata) and decoded object streams are scanned', () => {
    const catalog = latin1('<< /Type /Catalog >>');
    const content = pdfStream('', latin1('BT /F1 12 Tf (<script>alert(1)</script>) Tj ET'));
    expect(fileTypeOf(pdfFromObjects([catalog, content]))).toBeUndefined();
    const xmp = pdfStream('/Type /Metadata /Subtype /XML', latin1('<x:xmpmeta><svg onload=x/></x:xmpmeta>'));
    expect(fileTypeOf(pdfFromObjects([catalog, xmp]))).toBeUndefined();
    const objStm = pdfStream(
      '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode',
      zlibText('7 0 << /Producer (<html><body>) >>'),
    );
    expect(fileTypeOf(pdfFromObjects([catalog, objStm]))).toBeUndefined();
    expect(fileTypeOf(pdfFromObjects([catalog, pdfStream('', latin1('BT (Receipt) Tj ET'))]))).toBe('pdf');
  });
});

describe('imageTypeOf (support chat attachments)', () => {
  // 1×1 GIF89a: header, logical screen with a two-colour table, one image, trailer.
  const gif = Buffer.from('47494638396101000100800000ffffff0000002c00000000010001000002024401003b', 'hex');
  const comment = (text: string) =>
    Buffer.concat([
      gif.subarray(0, 19),
      Buffer.from([0x21, 0xfe, text.length]),
      latin1(text),
      Buffer.from([0]),
      gif.subarray(19),
    ]);

  it('takes GIF, PNG, JPEG and WebP, and no PDF', () => {
    expect(imageTypeOf(gif)).toBe('gif');
    expect(imageTypeOf(Buffer.concat([latin1('GIF87a'), gif.subarray(6)]))).toBe('gif');
    expect(imageTypeOf(comment('made by hand'))).toBe('gif');
    expect(imageTypeOf(tinyPng())).toBe('png');
    expect(imageTypeOf(tinyJpeg())).toBe('jpg');
    expect(imageTypeOf(tinyWebp())).toBe('webp');
    expect(imageTypeOf(tinyPdf())).toBeUndefined();
  });

  it('refuses truncated GIFs, data after the trailer, no image, and markup in extensions', () => {
    for (let length = 0; length < gif.length; length++)
      expect(imageTypeOf(gif.subarray(0, length))).toBeUndefined();
    expect(imageTypeOf(Buffer.concat([gif, latin1('<html>')]))).toBeUndefined();
    expect(imageTypeOf(Buffer.concat([gif.subarray(0, 19), Buffer.from([0x3b])]))).toBeUndefined();
    expect(imageTypeOf(comment('<script>alert(1)</script>'))).toBeUndefined();
    expect(imageTypeOf(Buffer.concat([latin1('GIF89a'), latin1('<svg onload=alert(1)>')]))).toBeUndefined();
  });
});

/**
 * Just enough raster drawing to make the demo's cover art without ImageMagick:
 * an RGB canvas, filled shapes, a 5x7 pixel font, and a PNG encoder over node's zlib.
 */
import zlib from 'node:zlib';

export function createCanvas(width, height) {
  const pixels = Buffer.alloc(width * height * 3);
  const canvas = {
    width,
    height,
    pixels,
    set(x, y, [r, g, b]) {
      if (x < 0 || y < 0 || x >= width || y >= height) return;
      const i = (y * width + x) * 3;
      pixels[i] = r;
      pixels[i + 1] = g;
      pixels[i + 2] = b;
    },
    verticalGradient(top, bottom) {
      for (let y = 0; y < height; y++) {
        const t = y / (height - 1);
        const color = top.map((c, k) => Math.round(c + (bottom[k] - c) * t));
        for (let x = 0; x < width; x++) canvas.set(x, y, color);
      }
    },
    rect(x0, y0, w, h, color) {
      for (let y = Math.max(0, y0); y < Math.min(height, y0 + h); y++)
        for (let x = Math.max(0, x0); x < Math.min(width, x0 + w); x++) canvas.set(x, y, color);
    },
    /** A bar with round ends, like one column of a waveform. */
    pill(cx, cy, w, h, color) {
      const r = w / 2;
      for (let y = Math.floor(cy - h / 2 - r); y <= cy + h / 2 + r; y++) {
        for (let x = Math.floor(cx - r); x <= cx + r; x++) {
          const dy = Math.max(0, Math.abs(y - cy) - h / 2);
          const dx = x - cx;
          if (dx * dx + dy * dy <= r * r) canvas.set(x, y, color);
        }
      }
    },
    disc(cx, cy, r, color) {
      for (let y = Math.floor(cy - r); y <= cy + r; y++)
        for (let x = Math.floor(cx - r); x <= cx + r; x++) if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) canvas.set(x, y, color);
    },
    /** Text in a 5x7 pixel font, `scale` pixels per font pixel, centred on cx. */
    text(message, cx, top, scale, color) {
      const advance = 6 * scale;
      const left = Math.round(cx - (message.length * advance - scale) / 2);
      [...message.toUpperCase()].forEach((char, index) => {
        const glyph = FONT[char];
        if (!glyph) throw new Error(`No glyph for ${JSON.stringify(char)}`);
        glyph.forEach((row, gy) => {
          [...row].forEach((bit, gx) => {
            if (bit === '#') canvas.rect(left + index * advance + gx * scale, top + gy * scale, scale, scale, color);
          });
        });
      });
    },
    toPng: () => encodePng(width, height, pixels),
  };
  return canvas;
}

function encodePng(width, height, rgb) {
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0; // filter: none
    rgb.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const FONT = {
  ' ': ['.....', '.....', '.....', '.....', '.....', '.....', '.....'],
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.###.'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  I: ['.###.', '..#..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  J: ['..###', '...#.', '...#.', '...#.', '#..#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
  0: ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  1: ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  2: ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  3: ['####.', '....#', '....#', '.###.', '....#', '....#', '####.'],
};

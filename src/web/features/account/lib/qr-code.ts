/**
 * A small QR code encoder (ISO/IEC 18004) for the authenticator key: byte mode, error
 * correction level M, versions 1 to 10 (up to 213 bytes; an otpauth URI needs about 130).
 * Written here rather than added as a dependency, to keep the bundle small; the tests
 * compare its matrices with a reference encoder's.
 */

/** Per version (index 0 = version 1), level M: total codewords, EC codewords per block, block count. */
const VERSIONS_M: readonly [total: number, ecPerBlock: number, blocks: number][] = [
  [26, 10, 1],
  [44, 16, 1],
  [70, 26, 1],
  [100, 18, 2],
  [134, 24, 2],
  [172, 16, 4],
  [196, 18, 4],
  [242, 22, 4],
  [292, 22, 5],
  [346, 26, 5],
];

const ALIGNMENT: readonly number[][] = [
  [],
  [6, 18],
  [6, 22],
  [6, 26],
  [6, 30],
  [6, 34],
  [6, 22, 38],
  [6, 24, 42],
  [6, 26, 46],
  [6, 28, 50],
];

/** Level M's two format bits are 00. */
const LEVEL_M_BITS = 0;

function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z;
}

function reedSolomonDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < result.length; j++) {
      result[j] = gfMultiply(result[j]!, root);
      if (j + 1 < result.length) result[j]! ^= result[j + 1]!;
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

function reedSolomonRemainder(data: readonly number[], divisor: readonly number[]): number[] {
  const result = new Array<number>(divisor.length).fill(0);
  for (const byte of data) {
    const factor = byte ^ result.shift()!;
    result.push(0);
    divisor.forEach((coefficient, i) => {
      result[i]! ^= gfMultiply(coefficient, factor);
    });
  }
  return result;
}

const bit = (value: number, index: number) => ((value >>> index) & 1) !== 0;

function dataCodewords(bytes: Uint8Array, version: number): number[] {
  const [total, ecPerBlock, blocks] = VERSIONS_M[version - 1]!;
  const capacityBits = (total - ecPerBlock * blocks) * 8;
  const bits: number[] = [];
  const append = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  append(0b0100, 4);
  append(bytes.length, version < 10 ? 8 : 16);
  for (const byte of bytes) append(byte, 8);
  append(0, Math.min(4, capacityBits - bits.length));
  append(0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < capacityBits; pad ^= 0xec ^ 0x11) append(pad, 8);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8)
    codewords.push(bits.slice(i, i + 8).reduce((acc, b) => (acc << 1) | b, 0));
  return codewords;
}

function interleaveWithEcc(data: readonly number[], version: number): number[] {
  const [total, ecPerBlock, blockCount] = VERSIONS_M[version - 1]!;
  const shortBlocks = blockCount - (total % blockCount);
  const shortLength = Math.floor(total / blockCount);
  const divisor = reedSolomonDivisor(ecPerBlock);
  const blocks: number[][] = [];
  for (let i = 0, k = 0; i < blockCount; i++) {
    const part = data.slice(k, k + shortLength - ecPerBlock + (i < shortBlocks ? 0 : 1));
    k += part.length;
    const ecc = reedSolomonRemainder(part, divisor);
    if (i < shortBlocks) part.push(0);
    blocks.push([...part, ...ecc]);
  }
  const result: number[] = [];
  for (let i = 0; i < blocks[0]!.length; i++) {
    blocks.forEach((block, j) => {
      if (i !== shortLength - ecPerBlock || j >= shortBlocks) result.push(block[i]!);
    });
  }
  return result;
}

class Matrix {
  readonly modules: boolean[][];
  readonly reserved: boolean[][];
  constructor(readonly size: number) {
    this.modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
    this.reserved = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  }
  setFunction(x: number, y: number, dark: boolean) {
    this.modules[y]![x] = dark;
    this.reserved[y]![x] = true;
  }
}

function drawFunctionPatterns(m: Matrix, version: number) {
  const { size } = m;
  for (let i = 0; i < size; i++) {
    m.setFunction(6, i, i % 2 === 0);
    m.setFunction(i, 6, i % 2 === 0);
  }
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const) {
    for (let dy = -4; dy <= 4; dy++)
      for (let dx = -4; dx <= 4; dx++) {
        const distance = Math.max(Math.abs(dx), Math.abs(dy));
        const x = cx + dx;
        const y = cy + dy;
        if (x >= 0 && x < size && y >= 0 && y < size) m.setFunction(x, y, distance !== 2 && distance !== 4);
      }
  }
  const positions = ALIGNMENT[version - 1]!;
  const last = positions.length - 1;
  positions.forEach((ax, i) =>
    positions.forEach((ay, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      for (let dy = -2; dy <= 2; dy++)
        for (let dx = -2; dx <= 2; dx++)
          m.setFunction(ax + dx, ay + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
    }),
  );
  drawFormatBits(m, 0);
  if (version >= 7) {
    let remainder = version;
    for (let i = 0; i < 12; i++) remainder = (remainder << 1) ^ ((remainder >>> 11) * 0x1f25);
    const bits = (version << 12) | remainder;
    for (let i = 0; i < 18; i++) {
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      m.setFunction(a, b, bit(bits, i));
      m.setFunction(b, a, bit(bits, i));
    }
  }
}

function drawFormatBits(m: Matrix, mask: number) {
  const data = (LEVEL_M_BITS << 3) | mask;
  let remainder = data;
  for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
  const bits = ((data << 10) | remainder) ^ 0x5412;
  const { size } = m;
  for (let i = 0; i <= 5; i++) m.setFunction(8, i, bit(bits, i));
  m.setFunction(8, 7, bit(bits, 6));
  m.setFunction(8, 8, bit(bits, 7));
  m.setFunction(7, 8, bit(bits, 8));
  for (let i = 9; i < 15; i++) m.setFunction(14 - i, 8, bit(bits, i));
  for (let i = 0; i < 8; i++) m.setFunction(size - 1 - i, 8, bit(bits, i));
  for (let i = 8; i < 15; i++) m.setFunction(8, size - 15 + i, bit(bits, i));
  m.setFunction(8, size - 8, true);
}

function drawCodewords(m: Matrix, codewords: readonly number[]) {
  const { size } = m;
  let i = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vertical = 0; vertical < size; vertical++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const upward = ((right + 1) & 2) === 0;
        const y = upward ? size - 1 - vertical : vertical;
        if (!m.reserved[y]![x] && i < codewords.length * 8) {
          m.modules[y]![x] = bit(codewords[i >>> 3]!, 7 - (i & 7));
          i++;
        }
      }
    }
  }
}

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

function applyMask(m: Matrix, mask: number) {
  const test = MASKS[mask]!;
  for (let y = 0; y < m.size; y++)
    for (let x = 0; x < m.size; x++)
      if (!m.reserved[y]![x] && test(x, y)) m.modules[y]![x] = !m.modules[y]![x];
}

/** The standard's penalty rules 1 (runs), 2 (blocks), 3 (finder-like patterns) and 4 (balance). */
function penalty(modules: boolean[][]): number {
  const size = modules.length;
  let score = 0;
  const lines = [...modules, ...modules.map((_, x) => modules.map((row) => row[x]!))];
  for (const line of lines) {
    let run = 1;
    for (let i = 1; i <= size; i++) {
      if (i < size && line[i] === line[i - 1]) run++;
      else {
        if (run >= 5) score += run - 2;
        run = 1;
      }
    }
    const text = line.map((dark) => (dark ? "1" : "0")).join("");
    for (const pattern of ["10111010000", "00001011101"]) {
      for (let at = text.indexOf(pattern); at !== -1; at = text.indexOf(pattern, at + 1)) score += 40;
    }
  }
  for (let y = 0; y < size - 1; y++)
    for (let x = 0; x < size - 1; x++) {
      const colour = modules[y]![x];
      if (colour === modules[y]![x + 1] && colour === modules[y + 1]![x] && colour === modules[y + 1]![x + 1])
        score += 3;
    }
  const dark = modules.flat().filter(Boolean).length;
  const total = size * size;
  score += Math.floor(Math.abs(dark * 20 - total * 10) / total) * 10;
  return score;
}

export interface QrCode {
  version: number;
  mask: number;
  size: number;
  modules: boolean[][];
}

/** Encodes text (UTF-8) into a QR code; `mask` forces a mask pattern (tests). */
export function encodeQr(text: string, options: { mask?: number } = {}): QrCode {
  const bytes = new TextEncoder().encode(text);
  const version =
    VERSIONS_M.findIndex(([total, ec, blocks], index) => {
      const countBits = index + 1 < 10 ? 8 : 16;
      return 4 + countBits + bytes.length * 8 <= (total - ec * blocks) * 8;
    }) + 1;
  if (version === 0) throw new RangeError("Text too long for a version 1-10 QR code");
  const size = version * 4 + 17;
  const codewords = interleaveWithEcc(dataCodewords(bytes, version), version);
  const build = (mask: number) => {
    const m = new Matrix(size);
    drawFunctionPatterns(m, version);
    drawCodewords(m, codewords);
    applyMask(m, mask);
    drawFormatBits(m, mask);
    return m;
  };
  let mask = options.mask ?? 0;
  if (options.mask === undefined) {
    let best = Infinity;
    for (let candidate = 0; candidate < 8; candidate++) {
      const score = penalty(build(candidate).modules);
      if (score < best) {
        best = score;
        mask = candidate;
      }
    }
  }
  return { version, mask, size, modules: build(mask).modules };
}

/** An SVG path of the dark modules, offset by a quiet zone. */
export function qrPath(code: QrCode, quietZone = 4): string {
  const parts: string[] = [];
  code.modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + quietZone} ${y + quietZone}h1v1h-1z`);
    }),
  );
  return parts.join("");
}

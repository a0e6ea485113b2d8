/** Reads a PNG's size from its header, after checking the signature and that IHDR comes first. */
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngSize(png: Buffer): { width: number; height: number } {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG: wrong signature');
  if (png.toString('latin1', 12, 16) !== 'IHDR') throw new Error('not a PNG: no IHDR chunk first');
  if (png.toString('latin1', png.length - 8, png.length - 4) !== 'IEND')
    throw new Error('not a PNG: no IEND chunk last');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

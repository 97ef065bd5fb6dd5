import { timeSlices, yieldToPage } from './yield-to-page';

const COMPARED_BYTES_PER_STEP = 256 * 1024;

/**
 * Whether the UTF-8 `bytes` spell `text`, decoded and compared a piece at a time with pauses for the
 * page: re-checking a kept 10 MB list decoded it in one 35-59 ms task, in the first seconds on a page.
 */
export async function spells(bytes: ArrayBuffer, text: string): Promise<boolean> {
  // Each UTF-16 unit takes at least one byte: fewer bytes cannot spell it.
  if (bytes.byteLength < text.length) return false;
  const decoder = new TextDecoder();
  const clock = timeSlices(4);
  let at = 0;
  for (let start = 0; start < bytes.byteLength; start += COMPARED_BYTES_PER_STEP) {
    const piece = decoder.decode(new Uint8Array(bytes, start, Math.min(COMPARED_BYTES_PER_STEP, bytes.byteLength - start)), { stream: true });
    if (!text.startsWith(piece, at)) return false;
    at += piece.length;
    if (clock.due()) await yieldToPage();
  }
  const rest = decoder.decode();
  return text.startsWith(rest, at) && at + rest.length === text.length;
}

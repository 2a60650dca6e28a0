// What a photo may be, in one place for the content check (lib/content-check/pages.ts, the file
// under public/) and the browser editor's photo field (refused at once, before any save).
// Browser-safe: bytes in, no file system.
import { messages } from './messages';

/** The heaviest photo a page may show: next/image resizes it, but a 12 Mo phone photo still slows every build. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** The types a file picker offers; the bytes decide (an extension proves nothing). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** A JPEG, PNG, WebP or AVIF file, by its first 12 bytes. */
export function isPhoto(head: Uint8Array) {
  const ascii = String.fromCharCode(...head.subarray(0, 12));
  return (
    (head[0] === 0xff && head[1] === 0xd8) ||
    ascii.startsWith('\x89PNG') ||
    (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') ||
    ascii.slice(4, 12) === 'ftypavif'
  );
}

/** Why a file cannot be a page's photo, in the check's words, or nothing if it can. */
export function photoProblem(name: string, head: Uint8Array, size: number): string | undefined {
  if (!isPhoto(head)) return messages.notAnImage(name);
  if (size > MAX_IMAGE_BYTES) return messages.imageTooLarge(name, size, MAX_IMAGE_BYTES);
  return undefined;
}

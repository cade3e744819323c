import { errorCodes } from '@opencareers/contracts/api-envelope';
import { SITE_IMAGE_MAX_BYTES, type SiteImageKind } from '@opencareers/contracts/site-settings';
import { fileTypeFromBuffer } from 'file-type';
import type { Jimp } from 'jimp';
import { HttpError } from '../../lib/http-error.ts';

/*
 * Logo, favicon and hero images. Judged by their bytes (file-type), never by the type the
 * browser claims; decoded and re-encoded by jimp (pure JavaScript, no install script), which
 * drops anything riding along in the file (metadata, trailing bytes) and bounds the size.
 * The profile avatar has its own resizing; the two may be folded together later.
 * jimp is loaded on the first image, not at start: it holds ~12 MB of heap (bench:memory, issue 19)
 * that a site whose admin never uploads an image does not need.
 */

const accepted = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/bmp']);

/** The largest box each kind is fitted into; hero images are photos and become JPEG. */
const sizes: Record<SiteImageKind, { w: number; h: number; mime: 'image/png' | 'image/jpeg' }> = {
  logo: { w: 600, h: 240, mime: 'image/png' },
  favicon: { w: 64, h: 64, mime: 'image/png' },
  hero: { w: 2400, h: 1200, mime: 'image/jpeg' },
};

const invalid = (message: string) => new HttpError(400, errorCodes.invalidFile, message, { file: message });

const MAX_PIXELS = 40_000_000;
const tooLarge = () => invalid('The image is too large (at most 40 megapixels).');

export interface ProcessedImage {
  bytes: Uint8Array;
  contentType: string;
  width: number;
  height: number;
}

export async function processSiteImage(input: Uint8Array, kind: SiteImageKind): Promise<ProcessedImage> {
  if (!input.byteLength) throw invalid('The file is empty.');
  if (input.byteLength > SITE_IMAGE_MAX_BYTES) throw invalid('The image must be 5 MB or smaller.');
  const type = await fileTypeFromBuffer(input);
  if (!type || !accepted.has(type.mime)) throw invalid('Use a PNG, JPEG or GIF image.');
  // A small PNG can declare a huge canvas; its header says so before anything is decoded.
  if (type.mime === 'image/png' && input.byteLength >= 24) {
    const view = new DataView(input.buffer, input.byteOffset, input.byteLength);
    if (view.getUint32(16) * view.getUint32(20) > MAX_PIXELS) throw tooLarge();
  }
  let image: Awaited<ReturnType<typeof Jimp.read>>;
  try {
    const { Jimp: jimp } = await import('jimp');
    image = await jimp.read(Buffer.from(input));
  } catch {
    throw invalid('This image could not be read. Save it again as PNG or JPEG.');
  }
  if (image.width * image.height > MAX_PIXELS) throw tooLarge();
  const box = sizes[kind];
  if (kind === 'favicon') image.cover({ w: box.w, h: box.h });
  else if (image.width > box.w || image.height > box.h) image.scaleToFit({ w: box.w, h: box.h });
  const bytes =
    box.mime === 'image/jpeg'
      ? await image.getBuffer('image/jpeg', { quality: 82 })
      : await image.getBuffer('image/png');
  return { bytes: new Uint8Array(bytes), contentType: box.mime, width: image.width, height: image.height };
}

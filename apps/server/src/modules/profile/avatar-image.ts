/** Avatars are stored at this size: enough for a 2× screen at the largest size shown. */
export const avatarSize = 256;
/** Refuses decompression bombs: a 2 MB file may claim a huge canvas. */
const maxInputPixels = 40_000_000;

/**
 * Re-encodes an avatar (already checked by its bytes) as a 256×256 WebP, cropped to the
 * centre. Re-encoding keeps only pixels: EXIF (GPS position, camera), ICC and XMP metadata are
 * dropped, and anything hidden after the image data is gone. The EXIF orientation is applied
 * first so a phone photo stays upright. Returns null when the image cannot be decoded.
 * sharp (libvips, ~8 MB resident) is loaded on the first avatar, not at start (issue 19).
 */
export async function normaliseAvatar(bytes: Uint8Array): Promise<Uint8Array | null> {
  const { default: sharp } = await import('sharp');
  try {
    const out = await sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate()
      .resize(avatarSize, avatarSize, { fit: 'cover', position: 'attention' })
      .webp({ quality: 85 })
      .toBuffer();
    return new Uint8Array(out);
  } catch {
    return null;
  }
}

// Pixel-by-pixel comparison of two PNG screenshots (pixelmatch): the share of pixels that differ and
// a picture of the new one with every differing pixel in red. Pictures of different sizes are laid
// on a canvas of the larger size, where the part only one of them covers counts as changed.
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** pixelmatch's colour distance (0-1) under which two pixels count as the same; anti-aliasing is ignored. */
const THRESHOLD = 0.1;

function onCanvas(png, width, height) {
  if (png.width === width && png.height === height) return png.data;
  const canvas = new PNG({ width, height });
  // Opaque magenta, unlike any page pixel (a transparent pad would blend to white and match a white page).
  for (let index = 0; index < canvas.data.length; index += 4) canvas.data.set([255, 0, 255, 255], index);
  PNG.bitblt(png, canvas, 0, 0, png.width, png.height, 0, 0);
  return canvas.data;
}

/** `{ changed, pixels, percent, width, height, diff }`, `diff` a PNG buffer (null when nothing changed). */
export function compareImages(baseBuffer, newBuffer) {
  const before = PNG.sync.read(baseBuffer);
  const after = PNG.sync.read(newBuffer);
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const output = new PNG({ width, height });
  const pixels = pixelmatch(onCanvas(before, width, height), onCanvas(after, width, height), output.data, width, height, { threshold: THRESHOLD, alpha: 0.2, diffColor: [230, 0, 40], aaColor: [255, 200, 0] });
  const percent = (pixels / (width * height)) * 100;
  return { changed: pixels > 0, pixels, percent, width, height, diff: pixels > 0 ? PNG.sync.write(output) : null };
}

/** "0.8 %", with small changes kept visible ("< 0.01 %"). */
export const formatPercent = (percent) => (percent > 0 && percent < 0.01 ? '< 0.01 %' : `${percent.toFixed(percent < 1 ? 2 : 1)} %`);

/** A rectangle in map coordinates: its top left and bottom right corners, `[[x0, y0], [x1, y1]]`. */
export type Box = [[x0: number, y0: number], [x1: number, y1: number]];

const widthOf = ([[x0], [x1]]: Box) => x1 - x0;
const heightOf = ([[, y0], [, y1]]: Box) => y1 - y0;

/** A box of `width` × `height` with the same middle as `box`. */
function resized(box: Box, width: number, height: number): Box {
  const x = (box[0][0] + box[1][0]) / 2;
  const y = (box[0][1] + box[1][1]) / 2;
  return [
    [x - width / 2, y - height / 2],
    [x + width / 2, y + height / 2],
  ];
}

/** `box` grown about its middle until each side is at least `least` long. */
export const atLeast = (box: Box, least: number): Box => resized(box, Math.max(widthOf(box), least), Math.max(heightOf(box), least));

/** `box` with its shorter side grown about its middle, so that its width is `ratio` times its height. */
export function toAspect(box: Box, ratio: number): Box {
  const width = widthOf(box);
  const height = heightOf(box);
  return width / height > ratio ? resized(box, width, width / ratio) : resized(box, height * ratio, height);
}

/** `box` scaled by `factor` about its middle. */
export const scaled = (box: Box, factor: number): Box => resized(box, widthOf(box) * factor, heightOf(box) * factor);

/** `box` with a margin of `share` of its longer side on every side. */
export function padded(box: Box, share: number): Box {
  const margin = Math.max(widthOf(box), heightOf(box)) * share * 2;
  return resized(box, widthOf(box) + margin, heightOf(box) + margin);
}

/** The smallest box holding both. */
export const union = (a: Box, b: Box): Box => [
  [Math.min(a[0][0], b[0][0]), Math.min(a[0][1], b[0][1])],
  [Math.max(a[1][0], b[1][0]), Math.max(a[1][1], b[1][1])],
];

/** What the two boxes share; `a` where they share nothing (never an empty box). */
export function intersection(a: Box, b: Box): Box {
  const box: Box = [
    [Math.max(a[0][0], b[0][0]), Math.max(a[0][1], b[0][1])],
    [Math.min(a[1][0], b[1][0]), Math.min(a[1][1], b[1][1])],
  ];
  return widthOf(box) >= 0 && heightOf(box) >= 0 ? box : a;
}

/** The width and height of `box`. */
export const sizeOf = (box: Box) => ({ width: widthOf(box), height: heightOf(box) });

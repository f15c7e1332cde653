import { geoConicConformal, type GeoProjection } from 'd3-geo';

/** The board's SVG coordinate space. Everything in geometry.json is in these units. */
export const WIDTH = 1000;
export const HEIGHT = 850;

/**
 * A conformal conic centred on Europe, so shapes look right to the eye. Fitted so the frame
 * shows the standard board's extent: the Iceland-side North Atlantic to the Barents Sea across
 * the top, Morocco to Syria across the bottom. The anchor points below were tuned by looking at
 * the rendered board.
 */
export function boardProjection(): GeoProjection {
  const frame: GeoJSON.MultiPoint = {
    type: 'MultiPoint',
    coordinates: [
      [-15, 53], // North Atlantic, west of Ireland
      [-11, 34], // Atlantic off Morocco
      [50, 66], // east of the White Sea
      [43, 36.5], // beyond Syria and Armenia
      [25, 71.4], // North Cape
      [8, 32.2], // south of Tunis
    ],
  };
  return geoConicConformal()
    .rotate([-15, 0])
    .parallels([38, 64])
    .fitExtent(
      [
        [0, 0],
        [WIDTH, HEIGHT],
      ],
      frame,
    );
}

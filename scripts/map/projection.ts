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
      [-17, 52], // North Atlantic, west of Ireland
      [-12, 33], // Atlantic off Morocco
      [56, 68.5], // Barents Sea, east edge
      [44, 36], // beyond Syria and Armenia
      [16, 71.8], // north of North Cape
      [6, 31], // Algerian south
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

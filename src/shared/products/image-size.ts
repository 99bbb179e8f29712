/**
 * Side, in pixels, of a product image's `thumbnail` in the Store API (WordPress's
 * "medium" size, 300 × 300 for the square catalogue pictures). Listings put it
 * on the <img> as width and height, so the browser reserves the room before the
 * picture arrives; the stylesheets size the image and keep it square
 * (aspect-ratio: 1, object-fit: contain), whatever the upload's real shape.
 */
export const THUMBNAIL_SIZE = 300;

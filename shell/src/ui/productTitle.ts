/** The fixed page title of every screen (spec section 1); webpack writes the same text into index.html. */
export const PRODUCT_TITLE = 'Cuba e-Arrival Back Office';

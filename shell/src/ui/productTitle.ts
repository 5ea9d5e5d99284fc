/** The fixed page title of every screen; webpack writes the same text into index.html. */
export const PRODUCT_TITLE = 'Cuba e-Arrival Back Office';

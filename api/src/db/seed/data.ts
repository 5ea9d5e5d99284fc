/** Realistic building blocks for generated orders: ports, hotels, addresses, reasons, histories. */
export const PORTS = [
  'José Martí International Airport (HAV), Havana',
  'Juan Gualberto Gómez Airport (VRA), Varadero',
  'Jardines del Rey Airport (CCC), Cayo Coco',
  'Frank País Airport (HOG), Holguín',
  'Abel Santamaría Airport (SNU), Santa Clara',
  'Antonio Maceo Airport (SCU), Santiago de Cuba',
  'Port of Havana (cruise terminal)',
];

export const HOTELS = [
  'Meliá Cohiba',
  'Iberostar Grand Packard',
  'Hotel Nacional de Cuba',
  'Paradisus Princesa del Mar',
  'Royalton Hicacos',
  'Meliá Las Dunas',
  'Iberostar Selection Varadero',
  'Hotel Inglaterra',
  'Other',
];

export const PROVINCES: Array<[string, string[]]> = [
  ['La Habana', ['Plaza de la Revolución', 'Habana Vieja', 'Centro Habana', 'Playa', 'Vedado']],
  ['Matanzas', ['Varadero', 'Cárdenas', 'Matanzas']],
  ['Villa Clara', ['Santa Clara', 'Remedios', 'Caibarién']],
  ['Santiago de Cuba', ['Santiago de Cuba', 'Palma Soriano']],
  ['Holguín', ['Holguín', 'Gibara', 'Banes']],
];

export const STREETS = [
  'Calle 23',
  'Calle Obispo',
  'Avenida Paseo',
  'Calle Línea',
  'Calle San Rafael',
  'Avenida 1ra',
];
export const TRAVEL_REASONS = [
  'Tourism',
  'Tourism',
  'Tourism',
  'Family visit',
  'Business',
  'Cultural exchange',
  'Conference',
];
export const ACCOMMODATION = ['Hotel', 'Hotel', 'Hotel', 'Home', 'House or room for rent'];
export const VISITED = ['None', 'None', 'None', 'Mexico', 'Dominican Republic', 'Panama', 'Bahamas'];
export const CURRENCIES = ['USD', 'EUR', 'CAD', 'GBP', 'MXN'];
export const CATEGORIES: Array<[string, string]> = [
  ['Electronics', 'Laptop'],
  ['Electronics', 'Mobile phone'],
  ['Personal items', 'Camera'],
  ['Gifts', 'Clothing'],
  ['Medicines', 'Prescription medicines'],
];
export const REMARKS = [
  'Customer called to confirm the arrival date.',
  'Passport number checked against the scan; all good.',
  'Sent a WhatsApp message asking for the second surname.',
  'Customer asked for a refund: travel plans cancelled.',
  'Flight number corrected after a call with the customer.',
  'Waiting for the customer to confirm the hotel name.',
  'Government portal slow today; retry tomorrow.',
  'Card issuer opened a dispute; collecting evidence.',
];
export const BROWSERS = [
  'Chrome-Desktop-Windows',
  'Safari-iPhone-Mobile',
  'Firefox-Desktop-Linux',
  'Chrome-Pixel 8-Mobile',
  'Edge-Desktop-Windows',
];
export const OS = ['Windows 11', 'iOS 18', 'Ubuntu 24.04', 'Android 15', 'macOS 15'];
export const LOCATIONS = [
  'Toronto, Canada',
  'Madrid, Spain',
  'Miami, United States',
  'Mexico City, Mexico',
  'London, United Kingdom',
];

/** The default brand's landing domain and the white-label one (shared/src/brand/brands.json). */
export const LANDING_DOMAINS = ['cuba-earrival.example', 'arrivalpass-cuba.example'];

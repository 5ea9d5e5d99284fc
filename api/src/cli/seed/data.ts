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
/**
 * The devices demo downloads come from: a real user agent each, with the browser, device, type and OS
 * the visitor module's parser (deviceFromUserAgent) reads from it, so a download's fields always agree
 * (never a Windows desktop running iOS). seed.test.ts re-parses every profile.
 */
export interface DeviceProfile {
  user_agent: string;
  browser: string;
  device: string;
  device_type: string;
  os: string;
}
export const DEVICE_PROFILES: readonly DeviceProfile[] = [
  {
    user_agent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    browser: 'Chrome 131',
    device: 'Desktop',
    device_type: 'desktop',
    os: 'Windows 10',
  },
  {
    user_agent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    browser: 'Edge 131',
    device: 'Desktop',
    device_type: 'desktop',
    os: 'Windows 10',
  },
  {
    user_agent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    browser: 'Mobile Safari 18',
    device: 'Apple iPhone',
    device_type: 'mobile',
    os: 'iOS 18.1',
  },
  {
    user_agent:
      'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
    browser: 'Mobile Safari 17',
    device: 'Apple iPad',
    device_type: 'tablet',
    os: 'iOS 17.6',
  },
  {
    user_agent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    browser: 'Safari 18',
    device: 'Apple Macintosh',
    device_type: 'desktop',
    os: 'macOS 10.15.7',
  },
  {
    user_agent: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    browser: 'Firefox 133',
    device: 'Desktop',
    device_type: 'desktop',
    os: 'Ubuntu',
  },
  {
    user_agent:
      'Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.104 Mobile Safari/537.36',
    browser: 'Mobile Chrome 131',
    device: 'Google Pixel 8',
    device_type: 'mobile',
    os: 'Android 15',
  },
  {
    user_agent:
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.104 Mobile Safari/537.36',
    browser: 'Mobile Chrome 131',
    device: 'Samsung SM-S918B',
    device_type: 'mobile',
    os: 'Android 14',
  },
];
export const LOCATIONS = [
  'Toronto, Canada',
  'Madrid, Spain',
  'Miami, United States',
  'Mexico City, Mexico',
  'London, United Kingdom',
];

/** The default brand's landing domain and the white-label one (shared/src/brand/brands.json). */
export const LANDING_DOMAINS = ['cuba-earrival.example', 'arrivalpass-cuba.example'];

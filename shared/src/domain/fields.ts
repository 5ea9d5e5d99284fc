// The order's fields as the API sends them (the generated types; not the types entry, which re-exports this one).
import type { OrderDetail } from '../types/orderDetail';

/**
 * The one label of each order field a person reads: the order page's sections (the spec's labels), the
 * defence packs and anything else that names a field say these words, so a field reads the same on the
 * screen and on paper ("Passport Number", not "Passport number" in the PDF). Pure data.
 */
export const FIELD_LABELS = {
  order_id: 'Order ID',
  application_email: 'Application Email',
  email: 'Email',
  confirm_email: 'Confirm Email',
  processing_mode: 'Processing Mode',
  signature_name: 'Signature Name',
  process_status: 'Status',
  created_at: 'Received',
  first_name: 'First Name',
  second_name: 'Second Name',
  sur_name: 'First Surname',
  second_sur_name: 'Second Surname',
  date_of_birth: 'Date of Birth',
  gender: 'Sex',
  citizenship: 'Citizenship',
  passport_number: 'Passport Number',
  country_of_permanent_residence: 'Country of Permanent Residence',
  phone_number: 'Mobile Number',
  date_of_arrival: 'Arrival Date',
  flight: 'Flight',
  airline_name: 'Airline Name',
  country_of_origin: "Traveler's Country of Origin",
  port_of_entry: 'Airport/Port of Entry to Cuba',
  travel_reasons: 'Travel Reasons',
  electronic_visa_number: 'Electronic Visa Number',
  declare_at_customs: 'Declare at Customs',
  personal_belongings_amount: 'Miscellaneous Goods Amount',
  luggage_items: 'Luggage Items',
  technical_authorization_number: 'Technical Authorization Number',
  place_of_accommodation: 'Place of Accommodation',
  name_of_hotel: 'Hotel Name',
  other_hotel: 'Other Hotel',
  traveler_address: 'Traveler Address',
  province: 'Province',
  municipality: 'Municipality',
  countries_visited: 'Countries Visited in the Last 15 Days',
  symptoms: 'Symptoms in the Last 15 Days',
  language: 'Customer Language',
} as const satisfies Partial<Record<keyof OrderDetail, string>>;

export type LabelledField = keyof typeof FIELD_LABELS;

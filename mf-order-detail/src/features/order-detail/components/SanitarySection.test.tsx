import { render, screen } from '@testing-library/react';
import { makeOrderDetail } from '../../../testing/orderFixture';
import { SanitarySection } from './SanitarySection';

const labels = () => screen.getAllByRole('term').map((term) => term.textContent);
const ALWAYS = ['Countries Visited in the Last 15 Days', 'Symptoms in the Last 15 Days'];

describe('Sanitary Information shows only the fields that apply', () => {
  it('a hotel: its name', () => {
    render(
      <SanitarySection
        order={makeOrderDetail({ place_of_accommodation: 'Hotel', name_of_hotel: 'Hotel Inglaterra' })}
      />,
    );
    expect(labels()).toEqual(['Place of Accommodation', 'Hotel Name', ...ALWAYS]);
    expect(screen.getByText('Hotel Inglaterra')).toBeInTheDocument();
  });

  it('a hotel named Other: also the other hotel', () => {
    render(
      <SanitarySection
        order={makeOrderDetail({ name_of_hotel: 'Other', other_hotel: 'Hostal El Mirador' })}
      />,
    );
    expect(labels()).toEqual(['Place of Accommodation', 'Hotel Name', 'Other Hotel', ...ALWAYS]);
    expect(screen.getByText('Hostal El Mirador')).toBeInTheDocument();
  });

  it.each(['Home', 'House or room for rent'])('%s: address, province and municipality', (place) => {
    render(
      <SanitarySection
        order={makeOrderDetail({
          place_of_accommodation: place,
          name_of_hotel: null,
          traveler_address: 'Calle Obispo #12',
          province: 'La Habana',
          municipality: 'Habana Vieja',
        })}
      />,
    );
    expect(labels()).toEqual([
      'Place of Accommodation',
      'Traveler Address',
      'Province',
      'Municipality',
      ...ALWAYS,
    ]);
    expect(screen.getByText('Calle Obispo #12')).toBeInTheDocument();
    expect(screen.getByText('Habana Vieja')).toBeInTheDocument();
  });
});

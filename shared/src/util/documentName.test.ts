import { customerDocumentName } from '@earrival/shared/util';

describe("the customer's document name", () => {
  it("is the product's name and the order id, with the stored file's extension", () => {
    expect(customerDocumentName(102297, '102297-20261201T225213Z-8b35fccd8f4c14ce.pdf')).toBe(
      'cuba-arrival-card-102297.pdf',
    );
    expect(customerDocumentName('4242', '4242-20261201T225213Z-0a1b2c3d4e5f6a7b.JPG')).toBe(
      'cuba-arrival-card-4242.jpg',
    );
    expect(customerDocumentName(4242, 'no-extension')).toBe('cuba-arrival-card-4242');
  });
});

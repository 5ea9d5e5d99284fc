import { act, render, screen, within } from '@testing-library/react';
import { BrandProvider, useBrand } from './BrandContext';
import { BrandFrame } from './BrandFrame';

const scripts = () => document.querySelectorAll('script#ea-translate-script');

afterEach(() => document.querySelectorAll('script').forEach((s) => s.remove()));

describe('BrandFrame', () => {
  it('default brand: every navbar link, the footer, and no translation widget (its pages are in eight languages)', () => {
    render(
      <BrandProvider domain="cuba-earrival.example">
        <BrandFrame>
          <p>page</p>
        </BrandFrame>
      </BrandProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Cuba e-Arrival site' });
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute(
      'href',
      'https://cuba-earrival.example/faq',
    );
    expect(within(nav).getByRole('link', { name: 'Additional Benefits' })).toBeInTheDocument();
    expect(screen.getByText(/© 2025 Cuba e-Arrival/)).toBeInTheDocument();
    expect(screen.queryByTestId('translation-widget')).not.toBeInTheDocument();
    expect(scripts()).toHaveLength(0);
  });

  it('white-label: its own name, hidden links, and the translation widget it asks for (its script waits for a press)', () => {
    render(
      <BrandProvider domain="arrivalpass-cuba.example">
        <BrandFrame>
          <p>page</p>
        </BrandFrame>
      </BrandProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Arrival Pass Cuba site' });
    expect(within(nav).queryByRole('link', { name: 'FAQ' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Additional Benefits' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Contact Us' })).toBeInTheDocument();
    expect(document.querySelector('[data-brand="arrivalpass"]')).toHaveAttribute('data-white-label', 'true');
    expect(within(nav).getByRole('button', { name: 'Translate' })).toBeInTheDocument();
    expect(scripts()).toHaveLength(0);
  });

  it('a frame inside a frame adds no second navbar', () => {
    render(
      <BrandFrame>
        <BrandFrame>
          <p>page</p>
        </BrandFrame>
      </BrandFrame>,
    );
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
    expect(screen.getByText('page')).toBeInTheDocument();
  });
});

describe('BrandProvider', () => {
  it('switches to an order landing domain when a screen learns it', async () => {
    function Switcher() {
      const { setDomain, brand } = useBrand();
      return (
        <button type="button" onClick={() => setDomain('arrivalpass-cuba.example')}>
          {brand.name}
        </button>
      );
    }
    render(
      <BrandProvider>
        <Switcher />
      </BrandProvider>,
    );
    const button = screen.getByRole('button', { name: 'Cuba e-Arrival' });
    await act(async () => button.click());
    expect(screen.getByRole('button', { name: 'Arrival Pass Cuba' })).toBeInTheDocument();
  });

  it('keeps a ?landing= preview after the address loses it', () => {
    window.history.pushState({}, '', '/track-order/1?landing=arrivalpass-cuba.example');
    function Name() {
      return <p>{useBrand().brand.name}</p>;
    }
    const { rerender } = render(
      <BrandProvider>
        <Name />
      </BrandProvider>,
    );
    window.history.pushState({}, '', '/get-new-order-details/1');
    rerender(
      <BrandProvider>
        <Name />
      </BrandProvider>,
    );
    expect(screen.getByText('Arrival Pass Cuba')).toBeInTheDocument();
    window.history.pushState({}, '', '/');
  });
});

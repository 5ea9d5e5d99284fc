import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeOrderDetail } from '../../../testing/orderFixture';
import { renderDetail } from '../../../testing/renderDetail';
import { SECTION_LINKS } from '../sections';

const realScroll = Element.prototype.scrollIntoView;
afterEach(() => {
  Element.prototype.scrollIntoView = realScroll;
});

describe('section links', () => {
  it('name every block, in the order the page shows them', async () => {
    renderDetail(makeOrderDetail());
    const nav = await screen.findByRole('navigation', { name: 'Sections of the order' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(SECTION_LINKS.map((link) => link.label));
    // Each link's target exists, and the targets follow each other down the page.
    const targets = SECTION_LINKS.map(({ id }) => document.getElementById(id));
    targets.forEach((target) => expect(target).not.toBeNull());
    targets.slice(1).forEach((target, i) => {
      expect(targets[i]!.compareDocumentPosition(target!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
  });

  it.each([
    ['Email History', 'Email History'],
    ['Upload', 'Upload Document'],
    ['Comments', 'Comment History'],
    ['Add Comment', 'Add Comment Below'],
  ])('%s jumps to its section and puts the focus on its heading', async (link, heading) => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    renderDetail(makeOrderDetail());
    const nav = await screen.findByRole('navigation', { name: 'Sections of the order' });
    await userEvent.click(within(nav).getByRole('link', { name: link }));
    const region = screen.getByRole('region', { name: heading });
    expect(within(region).getByRole('heading', { level: 2, name: heading })).toHaveFocus();
    expect(scrolled).toEqual([region]);
  });

  it('More Actions jumps to the footer with View Email Content and the defence packs', async () => {
    renderDetail(makeOrderDetail({ process_status: 'Completed' }));
    const nav = await screen.findByRole('navigation', { name: 'Sections of the order' });
    await userEvent.click(within(nav).getByRole('link', { name: 'More Actions' }));
    expect(screen.getByRole('contentinfo', { name: 'More actions' })).toHaveFocus();
  });
});

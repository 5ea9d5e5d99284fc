import { jumpToSection, SECTION_LINKS } from '../sections';

/**
 * Links to every block of the order, in the page's order, so nobody scrolls 3,600 px to reach Comments.
 * A jump gives the section's heading the focus (see jumpToSection); plain anchors underneath, so the links
 * also work as addresses.
 */
export function SectionLinks() {
  return (
    <nav className="od-section-links" aria-label="Sections of the order">
      <ul>
        {SECTION_LINKS.map(({ id, label }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              onClick={(event) => {
                event.preventDefault();
                jumpToSection(id);
              }}
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

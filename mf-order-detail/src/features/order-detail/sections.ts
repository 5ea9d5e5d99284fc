/**
 * The blocks of the order page in the spec's order, as the section links name them: `id` is the block's
 * anchor (its Section id), `label` the link's text.
 */
export const SECTION_LINKS: readonly { id: string; label: string }[] = [
  { id: 'email-history', label: 'Email History' },
  { id: 'upload-document', label: 'Upload' },
  { id: 'order-details', label: 'Order Details' },
  { id: 'personal-data', label: 'Personal Data' },
  { id: 'migratory-information', label: 'Migratory' },
  { id: 'sanitary-information', label: 'Sanitary' },
  { id: 'customs-information', label: 'Customs' },
  { id: 'download-history', label: 'Downloads' },
  { id: 'activity', label: 'Activity' },
  { id: 'comment-history', label: 'Comments' },
  { id: 'add-comment', label: 'Add Comment' },
  { id: 'transaction', label: 'Transaction' },
  { id: 'order-footer', label: 'More Actions' },
];

/**
 * Brings a section's heading into view below the sticky bars (the sections' scroll-margin-top) and gives it
 * the focus, so the next Tab continues inside that section and a screen reader reads where it landed.
 */
export function jumpToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView?.({ block: 'start' });
  const heading = section.querySelector<HTMLElement>('h2, [data-jump-target]');
  (heading ?? section).focus({ preventScroll: true });
}

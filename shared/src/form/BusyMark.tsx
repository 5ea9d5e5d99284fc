/**
 * A small spinning mark for a busy button or line. The class names are written out in full (not built
 * by react-bootstrap's Spinner at run time) so the page's trimmed Bootstrap keeps the small size.
 */
export function BusyMark({ label }: { label?: string }) {
  return label ? (
    <span className="spinner-border spinner-border-sm" role="status" aria-label={label} />
  ) : (
    <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
  );
}

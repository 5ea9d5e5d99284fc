import type { ReactNode, SVGProps } from 'react';

/** Inline SVG icons (no icon package): 24px grid, stroke in currentColor, hidden from screen readers. */
export function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export type IconProps = SVGProps<SVGSVGElement>;

/** An icon component of this frame, drawn by `shapes` (its paths, circles and rectangles). */
export const drawIcon = (shapes: ReactNode) => (props: IconProps) => <Icon {...props}>{shapes}</Icon>;

export const ArrowRightIcon = drawIcon(<path d="M5 12h14M13 6l6 6-6 6" />);

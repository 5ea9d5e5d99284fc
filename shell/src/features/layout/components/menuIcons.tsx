import type { ComponentType, SVGProps } from 'react';
import * as Icons from '../../../ui/icons';

type IconComponent = ComponentType<SVGProps<SVGSVGElement>>;

/** The frame of ui/icons (24px grid, stroke in currentColor, hidden from screen readers). */
const frame = (props: SVGProps<SVGSVGElement>) =>
  ({
    width: '1em',
    height: '1em',
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    'aria-hidden': true,
    focusable: false,
    ...props,
  }) as const;

/** Sessions: a laptop beside a phone (the devices one is signed in on). */
const DevicesIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...frame(props)}>
    <rect x="2" y="5" width="13" height="9" rx="1.5" />
    <path d="M1 18h15" />
    <rect x="17" y="8" width="6" height="12" rx="1.5" />
  </svg>
);

/** Security Log: a shield with the lines of a list. */
const LogIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...frame(props)}>
    <path d="M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6z" />
    <path d="M9 10h6M9 13.5h6" />
  </svg>
);

/** One icon per menu entry, by route path; anything new falls back to a neutral icon. */
const BY_PATH: Record<string, IconComponent> = {
  'my-order': Icons.BriefcaseIcon,
  'recent-order': Icons.InboxIcon,
  'priority-order': Icons.StarIcon,
  'pending-order': Icons.ClockIcon,
  'completed-order': Icons.CheckCircleIcon,
  'awaiting-response': Icons.HourglassIcon,
  'awaiting-govt': Icons.BankIcon,
  'future-order': Icons.CalendarIcon,
  called: Icons.PhoneIcon,
  'contact-customer': Icons.ChatIcon,
  'deleted-order': Icons.TrashIcon,
  'order-history': Icons.HistoryIcon,
  'refund-order': Icons.RefundIcon,
  chargeback: Icons.ShieldIcon,
  'country-order': Icons.GlobeIcon,
  'send-invoice': Icons.InvoiceIcon,
  'manage-team': Icons.TeamIcon,
  'processed-order': Icons.ChartIcon,
  'gateway-setting': Icons.CardIcon,
  deployments: Icons.DeployIcon,
  'security-log': LogIcon,
  'change-password': Icons.KeyIcon,
  'two-factor': Icons.LockIcon,
  sessions: DevicesIcon,
};

export const menuIconFor = (path: string): IconComponent => BY_PATH[path] ?? Icons.CompassIcon;

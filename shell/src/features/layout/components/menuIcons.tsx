import type { ComponentType, SVGProps } from 'react';
import * as Icons from '../../../ui/icons';

type IconComponent = ComponentType<SVGProps<SVGSVGElement>>;

/** Deployments: an arrow going up into a cloud, drawn like the icons of ui/icons (24px grid, stroke). */
const DeployIcon = (props: SVGProps<SVGSVGElement>) => (
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
    <path d="M12 20v-9M8.5 14.5 12 11l3.5 3.5" />
    <path d="M7 18H6a4 4 0 0 1-.6-7.95A6 6 0 0 1 17 9h.5a4.5 4.5 0 0 1 .5 8.97" />
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
  deployments: DeployIcon,
  'change-password': Icons.KeyIcon,
  'two-factor': Icons.LockIcon,
};

export const menuIconFor = (path: string): IconComponent => BY_PATH[path] ?? Icons.CompassIcon;

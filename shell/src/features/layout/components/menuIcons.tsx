import type { ComponentType, SVGProps } from 'react';
import * as Icons from '../../../ui/icons';

type IconComponent = ComponentType<SVGProps<SVGSVGElement>>;

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
  'change-password': Icons.KeyIcon,
  'two-factor': Icons.LockIcon,
};

export const menuIconFor = (path: string): IconComponent => BY_PATH[path] ?? Icons.CompassIcon;

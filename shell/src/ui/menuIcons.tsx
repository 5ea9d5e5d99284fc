import type { ComponentType, SVGProps } from 'react';
import type { AdminRoute, MenuIcon } from '@earrival/shared/routes';
import { drawIcon } from './icon';
import * as Icons from './icons';

type IconComponent = ComponentType<SVGProps<SVGSVGElement>>;

/** Sessions: a laptop beside a phone (the devices one is signed in on). */
const DevicesIcon = drawIcon(
  <>
    <rect x="2" y="5" width="13" height="9" rx="1.5" />
    <path d="M1 18h15" />
    <rect x="17" y="8" width="6" height="12" rx="1.5" />
  </>,
);

/** Security Log: a shield with the lines of a list. */
const LogIcon = drawIcon(
  <>
    <path d="M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6z" />
    <path d="M9 10h6M9 13.5h6" />
  </>,
);

/** The drawing of each icon a menu entry names. */
const ICONS: Record<MenuIcon, IconComponent> = {
  briefcase: Icons.BriefcaseIcon,
  inbox: Icons.InboxIcon,
  star: Icons.StarIcon,
  clock: Icons.ClockIcon,
  checkCircle: Icons.CheckCircleIcon,
  hourglass: Icons.HourglassIcon,
  bank: Icons.BankIcon,
  calendar: Icons.CalendarIcon,
  phone: Icons.PhoneIcon,
  chat: Icons.ChatIcon,
  trash: Icons.TrashIcon,
  history: Icons.HistoryIcon,
  refund: Icons.RefundIcon,
  shield: Icons.ShieldIcon,
  globe: Icons.GlobeIcon,
  invoice: Icons.InvoiceIcon,
  team: Icons.TeamIcon,
  chart: Icons.ChartIcon,
  card: Icons.CardIcon,
  deploy: Icons.DeployIcon,
  log: LogIcon,
  key: Icons.KeyIcon,
  lock: Icons.LockIcon,
  devices: DevicesIcon,
};

/** A menu entry's icon; an entry that names none gets a neutral one. */
export const menuIcon = (route: Pick<AdminRoute, 'icon'>): IconComponent =>
  route.icon ? ICONS[route.icon] : Icons.CompassIcon;

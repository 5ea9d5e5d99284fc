import type { Role } from '../types';

const MANAGERS: readonly Role[] = ['Admin', 'Manager'];

export const isManagerOrAdmin = (role: Role | null | undefined): boolean => !!role && MANAGERS.includes(role);

/** Manage Team, Order Processed and Gateway Setting (spec section 6). */
export const canManage = isManagerOrAdmin;

/** Order History is hidden from Telecaller. */
export const canSeeOrderHistory = (role: Role | null | undefined): boolean => !!role && role !== 'Telecaller';

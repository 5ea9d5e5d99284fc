import type { Actor } from '../../platform/actor';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { logSecurityEvent } from '../securityLog/public';
import { activateGateway, listGateways, lockGatewayIds } from './repository';

const answered = (active: boolean) => (active ? ('1' as const) : ('0' as const));

/** Every payment gateway, is_active as the calls answer it. */
export async function gateways({ db }: Pick<Deps, 'db'>) {
  return (await listGateways(db)).map((g) => ({ ...g, is_active: answered(g.is_active) }));
}

/** Makes the gateway the one active gateway: exactly one is active, and the switch is in the security log. */
export async function activate({ db }: Pick<Deps, 'db'>, actor: Actor, id: number) {
  const gateway = await db.transaction().execute(async (trx) => {
    // Lock every gateway row first: concurrent switches queue here, and each one's updates then see the
    // previous switch's result. The partial unique index (one row with is_active) is the last guard.
    const all = await lockGatewayIds(trx);
    const before = all.find((g) => g.is_active);
    if (!all.some((g) => g.id === id)) throw notFound(`Gateway not found: ${id}`);
    const active = await activateGateway(trx, id);
    await logSecurityEvent(trx, actor, {
      event: 'gateway-switched',
      detail: `${before ? `${before.gateway_name} (#${before.id})` : 'none'} -> ${active.gateway_name} (#${active.id})`,
    });
    return active;
  });
  return { ...gateway, is_active: answered(true) };
}

/**
 * Payouts: a cash-on-delivery return's refund sent to the UPI ID or bank account the shopper gave
 * (docs/decisions/038-returns-and-exchanges.md). The destination is sealed at rest and masked everywhere else.
 */
import type { Config } from '../../config';
import { createDestinationSeal, sealKeyOf, type DestinationSeal } from './sealed-destination';

export type { DestinationSeal } from './sealed-destination';

export interface PayoutsModule {
  seal: DestinationSeal;
}

export function createPayoutsModule(deps: { config: Config }): PayoutsModule {
  return { seal: createDestinationSeal(sealKeyOf(deps.config)) };
}

import { ENDPOINTS, FailNextBookings } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors';
import { contractRoutes } from '../../plugins/contract-route';
import type { SimulatorControls, SimulatorOutcome } from './simulator.adapter';
import type { ShippingRepository } from './shipping.repository';
import type { ShipmentTracker } from './track-shipment';

/**
 * Simulator controls for developers and browser tests (docs/rules/third-parties.md#ports), registered only outside
 * production: advance a shipment, cancel it before pickup, send it back to origin, fail a delivery
 * attempt (NDR), or make the next bookings fail. Each change is followed onto its order at once.
 */
export function simulatorRoutes(deps: {
  simulator: SimulatorControls;
  repository: ShippingRepository;
  tracker: ShipmentTracker;
}): FastifyPluginAsync {
  const { simulator, repository, tracker } = deps;

  async function answer(outcome: SimulatorOutcome) {
    if (!outcome.ok) throw new AppError(outcome.kind, outcome.message);
    tracker.forget(outcome.awb);
    const record = await repository.findByAwb(outcome.awb);
    if (!record) return { awb: outcome.awb, stage: outcome.stage, orderId: null, orderStatus: null, tracking: null };
    await tracker.refresh(record);
    const latest = (await repository.findById(record.id)) ?? record;
    return {
      awb: outcome.awb,
      stage: outcome.stage,
      orderId: latest.id,
      orderStatus: latest.status,
      tracking: await tracker.responseFor(latest),
    };
  }

  return async (app) => {
    const route = contractRoutes(app);
    route(ENDPOINTS.advanceShipment, async ({ params, query }) =>
      answer(await simulator.advance(params.awb, query.to === 'delivered')),
    );
    route(ENDPOINTS.cancelShipment, async ({ params }) => answer(await simulator.cancel(params.awb)));
    route(ENDPOINTS.returnShipment, async ({ params }) => answer(await simulator.rto(params.awb)));
    route(ENDPOINTS.ndrShipment, async ({ params, body }) =>
      answer(await simulator.ndr(params.awb, body?.reason ?? 'customer_unavailable')),
    );
    route(ENDPOINTS.failNextBookings, ({ body }) => {
      const { count, message } = body ?? FailNextBookings.parse({});
      simulator.failNextBookings(count, message);
      return { count, message };
    });
  };
}

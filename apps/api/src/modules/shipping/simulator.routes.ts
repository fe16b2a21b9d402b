import { ApiErrorBody, AwbParams, TrackingResponse } from '@vastra/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import type { SimulatorControls, SimulatorOutcome } from './simulator.adapter';
import type { ShippingRepository } from './shipping.repository';
import type { ShipmentTracker } from './track-shipment';

const tags = ['dev'];

/** `?to=delivered` moves straight to the end of the shipment's route. */
const AdvanceQuery = z.strictObject({ to: z.enum(['delivered']).optional() });

const FailNext = z.strictObject({
  count: z.number().int().min(0).max(100).default(1),
  message: z.string().trim().min(1).max(300).default('Simulated courier outage'),
});
/** No body (null) means: the next one booking fails with a courier outage. */
const FailNextBody = FailNext.nullable();

/** A dev control's answer: the simulator stage, the order it belongs to and its tracking now. */
const DevShipmentResponse = z.object({
  awb: z.string(),
  stage: z.string(),
  orderId: z.string().nullable(),
  orderStatus: z.string().nullable(),
  tracking: TrackingResponse.nullable(),
});

/**
 * Simulator controls for developers and browser tests (docs/rules/third-parties.md#ports), registered only outside
 * production: advance a shipment, cancel it before pickup, send it back to origin, or make the next
 * bookings fail. Each change is followed onto its order at once.
 */
export function simulatorRoutes(deps: {
  simulator: SimulatorControls;
  repository: ShippingRepository;
  tracker: ShipmentTracker;
}): FastifyPluginAsyncZod {
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

  const schema = (summary: string) => ({
    tags,
    summary,
    params: AwbParams,
    response: { 200: DevShipmentResponse, 400: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody },
  });

  return async (app) => {
    app.post(
      '/dev/shipments/:awb/advance',
      {
        schema: {
          ...schema('Moves a simulated shipment on one stage (or ?to=delivered: to the end)'),
          querystring: AdvanceQuery,
        },
      },
      async (request) => answer(await simulator.advance(request.params.awb, request.query.to === 'delivered')),
    );
    app.post(
      '/dev/shipments/:awb/cancel',
      { schema: schema('Cancels a simulated shipment before pickup') },
      async (request) => answer(await simulator.cancel(request.params.awb)),
    );
    app.post(
      '/dev/shipments/:awb/rto',
      { schema: schema('Sends a picked-up simulated shipment back to origin') },
      async (request) => answer(await simulator.rto(request.params.awb)),
    );
    app.post(
      '/dev/shipments/fail-next',
      {
        schema: {
          tags,
          summary: 'Makes the next bookings of this process fail (checkout failure journeys)',
          body: FailNextBody,
          response: { 200: FailNext },
        },
      },
      async (request) => {
        const { count, message } = request.body ?? FailNext.parse({});
        simulator.failNextBookings(count, message);
        return { count, message };
      },
    );
  };
}

import { createHash, randomInt } from 'node:crypto';
import { SHIPPER_NAMES } from '@vastra/domain/checkout';
import type { Clock } from '../../shared/clock';
import {
  ShipmentPickedUpError,
  ShippingProviderError,
  type Booking,
  type ReturnPickupOrder,
  type ShipmentOrder,
  type ShippingProvider,
} from './shipping.port';
import type { PinDirectory } from './pin-directory.repository';
import { simulatedServiceability } from './simulator-serviceability';
import { advance, branch, reachedAt, trackingData, type Progress } from './simulator-progress';
import { toSimulated, type SimulatedRow, type SimulatorRepository } from './simulator.repository';
import {
  CANCEL_ROUTE,
  FORWARD_ROUTE,
  NDR_STAGES,
  ORIGIN,
  REATTEMPT_ROUTE,
  RTO_ROUTE,
  SIM_COURIERS,
  isNdrStage,
  type StageKey,
} from './simulator-stages';

export type SimulatedNdrReason = keyof typeof NDR_STAGES;

/** The outcome of a dev control call: the shipment after it, or why nothing changed. */
export type SimulatorOutcome =
  | { ok: true; awb: string; orderRef: string; stage: StageKey }
  | { ok: false; kind: 'not-found' | 'conflict'; message: string };

export interface SimulatorControls {
  advance(awb: string, toEnd: boolean): Promise<SimulatorOutcome>;
  cancel(awb: string): Promise<SimulatorOutcome>;
  rto(awb: string): Promise<SimulatorOutcome>;
  /** A failed delivery attempt (NDR) of an in-transit or out-for-delivery shipment. */
  ndr(awb: string, reason: SimulatedNdrReason): Promise<SimulatorOutcome>;
  /** Makes the next `count` bookings of this process fail with `message` (for checkout failure journeys). */
  failNextBookings(count: number, message: string): void;
}

// Shiprocket's answer for an AWB without scans (docs/rules/third-parties.md#shiprocket-tracking: HTTP 200 with
// track_status 0).
const NO_ACTIVITIES = {
  tracking_data: {
    track_status: 0,
    error: 'Aahh! There is no activities found in our DB. Please have some patience it will be updated soon.',
  },
};

const digits = (n: number) => Array.from({ length: n }, (_, i) => String(randomInt(i === 0 ? 1 : 0, 10))).join('');

// One courier per order, stable across retries.
function courierFor(orderId: string) {
  const n = createHash('sha256').update(orderId).digest().readUInt32BE(0);
  return SIM_COURIERS[n % SIM_COURIERS.length] ?? SIM_COURIERS[0];
}

/**
 * The default shipping provider (docs/rules/third-parties.md#ports): books instantly with an AWB and a courier, then
 * moves each shipment through Shiprocket's real statuses, one stage per SHIPPING_SIM_MINUTES_PER_STEP.
 */
export function createSimulator(deps: {
  repository: SimulatorRepository;
  clock: Clock;
  minutesPerStep: number;
  /** The PIN directory and the shop's pickup PIN, for courier coverage. */
  pins: PinDirectory;
  originPincode: string;
}): ShippingProvider & SimulatorControls {
  const { repository, clock } = deps;
  const stepMs = deps.minutesPerStep * 60_000;
  let failures: { count: number; message: string } = { count: 0, message: '' };

  const toBooking = (row: SimulatedRow): Booking => ({
    awb: row.awb,
    courier: row.courier,
    shipperOrderId: row.shipperOrderId,
    shipmentId: row.shipmentId,
    status: 'AWB Assigned',
    response: {
      order_id: Number(row.shipperOrderId),
      shipment_id: Number(row.shipmentId),
      awb_code: row.awb,
      courier_name: row.courier,
    },
  });

  async function control(awb: string, change: (progress: Progress, now: Date) => Progress | string | null) {
    let refusal: string | null = null;
    const now = clock.now();
    const row = await repository.update(awb, (current) => {
      const result = change(toSimulated(current).progress, now);
      if (typeof result === 'string') refusal = result;
      return typeof result === 'string' ? null : result;
    });
    if (!row) return { ok: false, kind: 'not-found', message: 'Shipment not found.' } satisfies SimulatorOutcome;
    if (refusal) return { ok: false, kind: 'conflict', message: refusal } satisfies SimulatorOutcome;
    const { key } = reachedAt(toSimulated(row).progress, now, stepMs);
    return { ok: true, awb: row.awb, orderRef: row.orderRef, stage: key } satisfies SimulatorOutcome;
  }

  /** Books a shipment under our reference (a retry gets the same AWB back). */
  async function bookTo(orderRef: string, destination: { city: string; state: string; pincode: string }) {
    const existing = await repository.findByOrderRef(orderRef);
    if (existing) return toBooking(existing);
    const courier = courierFor(orderRef);
    const now = clock.now();
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = {
        awb: digits(courier.awbDigits),
        shipperOrderId: digits(9),
        shipmentId: digits(9),
        orderRef,
        courier: courier.name,
        courierCompanyId: courier.companyId,
        origin: ORIGIN.city,
        destinationCity: destination.city,
        destinationState: destination.state,
        destinationPincode: destination.pincode,
        route: [...FORWARD_ROUTE],
        stageTimes: [now.toISOString()],
        anchorStage: 0,
        anchorAt: now,
        bookedAt: now,
      };
      if (await repository.insert(row)) return toBooking(row);
    }
    throw new ShippingProviderError('could not assign an AWB, please retry');
  }

  const stageOf = (progress: Progress, now: Date) => reachedAt(progress, now, stepMs).key;
  const onRoute = (progress: Progress, route: readonly StageKey[]) =>
    progress.route.some((k) => route.includes(k as StageKey));

  const cancelBeforePickup = (awb: string) =>
    control(awb, (progress, now) => {
      if (onRoute(progress, CANCEL_ROUTE)) return null;
      const stage = stageOf(progress, now);
      if (onRoute(progress, RTO_ROUTE) || FORWARD_ROUTE.indexOf(stage) >= FORWARD_ROUTE.indexOf('picked_up')) {
        return 'Shipment already picked up: it can only return to origin (rto).';
      }
      return branch(progress, now, stepMs, CANCEL_ROUTE);
    });

  return {
    // Its own name in logs and errors: a shop running the simulator is never told about Shiprocket.
    name: SHIPPER_NAMES.simulator,

    async book(order: ShipmentOrder) {
      if (failures.count > 0) {
        failures = { ...failures, count: failures.count - 1 };
        throw new ShippingProviderError(failures.message);
      }
      return bookTo(order.id, order.customer);
    },

    // A reverse pickup rides the same stages from the shopper's door to our warehouse, under its own reference
    // (tracked and advanced by its AWB like any shipment).
    bookReturnPickup: (order: ReturnPickupOrder) =>
      bookTo(order.reference, { city: ORIGIN.city, state: ORIGIN.state, pincode: deps.originPincode }),

    async track(awb) {
      const row = await repository.find(awb);
      if (!row) return NO_ACTIVITIES;
      const { shipment, progress } = toSimulated(row);
      return trackingData(shipment, progress, clock.now(), stepMs);
    },

    advance: (awb, toEnd) => control(awb, (progress, now) => advance(progress, now, stepMs, toEnd)),

    cancel: cancelBeforePickup,

    serviceability: simulatedServiceability({ pins: deps.pins, originPincode: deps.originPincode, clock }),

    // The back office's cancellation: the same rule as the dev control (refused once picked up).
    async cancelBooking({ awb }) {
      const outcome = await cancelBeforePickup(awb);
      if (outcome.ok) return;
      if (outcome.kind === 'conflict') throw new ShipmentPickedUpError(outcome.message);
      throw new ShippingProviderError(outcome.message);
    },

    rto: (awb) =>
      control(awb, (progress, now) => {
        if (onRoute(progress, RTO_ROUTE)) return null;
        const stage = stageOf(progress, now);
        if (onRoute(progress, CANCEL_ROUTE)) return 'Shipment was cancelled before pickup.';
        if (stage === 'delivered') return 'Shipment already delivered.';
        if (FORWARD_ROUTE.indexOf(stage) < FORWARD_ROUTE.indexOf('picked_up')) {
          return 'Shipment not picked up yet: cancel it instead.';
        }
        return branch(progress, now, stepMs, RTO_ROUTE);
      }),

    failNextBookings(count, message) {
      failures = { count: Math.max(0, Math.floor(count)), message };
    },

    // Failed deliveries (NDR): the dev control raises one; the shop's action re-attempts or returns the parcel.
    ndr: (awb, reason) =>
      control(awb, (progress, now) => {
        const stage = stageOf(progress, now);
        if (isNdrStage(stage)) return null;
        if (onRoute(progress, CANCEL_ROUTE) || onRoute(progress, RTO_ROUTE)) return 'Shipment is not out for delivery.';
        if (stage === 'delivered') return 'Shipment already delivered.';
        if (FORWARD_ROUTE.indexOf(stage) < FORWARD_ROUTE.indexOf('in_transit_origin')) {
          return 'Shipment not in transit yet.';
        }
        return branch(progress, now, stepMs, [NDR_STAGES[reason]]);
      }),

    async ndrAction(awb, action) {
      const outcome = await control(awb, (progress, now) => {
        if (!isNdrStage(stageOf(progress, now))) return 'No failed delivery to act on for this shipment.';
        return branch(progress, now, stepMs, action === 'reattempt' ? REATTEMPT_ROUTE : RTO_ROUTE);
      });
      if (!outcome.ok) throw new ShippingProviderError(outcome.message);
    },
  };
}

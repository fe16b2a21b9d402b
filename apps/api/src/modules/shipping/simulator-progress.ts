import { formatIst } from './ist-time';
import { ORIGIN, STAGES, isStageKey, type Places, type StageKey } from './simulator-stages';

/** Where a simulated shipment is on its route (see simulated_shipments in db/tables/shipping.table.ts). */
export interface Progress {
  route: string[];
  stageTimes: string[];
  anchorStage: number;
  anchorAt: Date;
}

export interface Reached {
  /** Index in the route of the stage reached now. */
  index: number;
  key: StageKey;
  /** When each stage up to `index` was reached. */
  times: Date[];
}

/**
 * The stage reached at `now`: the anchor stage plus one per full step since the anchor, computed
 * lazily (no timers). A step of 0 never advances by itself, only through the dev endpoints.
 */
export function reachedAt(progress: Progress, now: Date, stepMs: number): Reached {
  const last = progress.route.length - 1;
  const elapsed = now.getTime() - progress.anchorAt.getTime();
  const steps = stepMs > 0 && elapsed > 0 ? Math.floor(elapsed / stepMs) : 0;
  const index = Math.max(0, Math.min(last, progress.anchorStage + steps));
  const times = progress.stageTimes.slice(0, progress.anchorStage + 1).map((t) => new Date(t));
  for (let i = progress.anchorStage + 1; i <= index; i++) {
    times.push(new Date(progress.anchorAt.getTime() + (i - progress.anchorStage) * stepMs));
  }
  const key = progress.route[index];
  if (key === undefined || !isStageKey(key)) throw new Error(`Unknown simulator stage ${String(key)}`);
  return { index, key, times };
}

/** Moves on one stage now (or to the route's end), from wherever the clock has taken it. */
export function advance(progress: Progress, now: Date, stepMs: number, toEnd: boolean): Progress {
  const reached = reachedAt(progress, now, stepMs);
  const last = progress.route.length - 1;
  const target = toEnd ? last : Math.min(last, reached.index + 1);
  const times = [...reached.times];
  for (let i = reached.index + 1; i <= target; i++) times.push(now);
  return { route: progress.route, stageTimes: times.map((t) => t.toISOString()), anchorStage: target, anchorAt: now };
}

/** Leaves the route now for another one (cancel before pickup, return to origin). */
export function branch(progress: Progress, now: Date, stepMs: number, next: readonly StageKey[]): Progress {
  const reached = reachedAt(progress, now, stepMs);
  return {
    route: [...progress.route.slice(0, reached.index + 1), ...next],
    stageTimes: [...reached.times, now].map((t) => t.toISOString()),
    anchorStage: reached.index + 1,
    anchorAt: now,
  };
}

export interface SimulatedShipment extends Places {
  awb: string;
  shipperOrderId: string;
  shipmentId: string;
  orderRef: string;
  courierCompanyId: number;
  destinationPincode: string;
  bookedAt: Date;
}

const DAY_MS = 86_400_000;

/**
 * The shipment's tracking in Shiprocket's `{ tracking_data }` shape, activities newest first
 * (docs/rules/third-parties.md#shiprocket-tracking).
 */
export function trackingData(shipment: SimulatedShipment, progress: Progress, now: Date, stepMs: number) {
  const reached = reachedAt(progress, now, stepMs);
  const current = STAGES[reached.key];
  const keys = progress.route.slice(0, reached.index + 1).filter(isStageKey);
  const activities = keys
    .map((key, i) => {
      const stage = STAGES[key];
      return {
        date: formatIst(reached.times[i] ?? now),
        status: stage.scan,
        activity: stage.activity,
        location: stage.location(shipment),
        'sr-status': String(stage.srStatus),
        'sr-status-label': stage.label,
      };
    })
    .reverse();
  const timeOf = (key: StageKey) => {
    const i = keys.indexOf(key);
    const at = i >= 0 ? reached.times[i] : undefined;
    return at ? formatIst(at) : null;
  };
  const etd = formatIst(new Date(shipment.bookedAt.getTime() + 5 * DAY_MS));
  return {
    tracking_data: {
      track_status: 1,
      shipment_status: current.srStatus,
      shipment_track: [
        {
          id: Number(shipment.shipmentId) + 7,
          awb_code: shipment.awb,
          courier_company_id: shipment.courierCompanyId,
          shipment_id: Number(shipment.shipmentId),
          order_id: Number(shipment.shipperOrderId),
          pickup_date: timeOf('picked_up'),
          delivered_date: timeOf('delivered'),
          weight: '0.5',
          packages: 1,
          current_status: current.label,
          delivered_to: reached.key === 'delivered' ? shipment.destinationCity : '',
          destination: shipment.destinationCity,
          consignee_name: '',
          origin: ORIGIN.city,
          courier_agent_details: null,
          courier_name: shipment.courier,
          edd: reached.key === 'delivered' ? null : etd,
          pod: reached.key === 'delivered' ? 'Available' : 'Not Available',
          pod_status: '',
        },
      ],
      shipment_track_activities: activities,
      track_url: `https://shiprocket.co//tracking/${shipment.awb}`,
      etd,
      qc_response: { qc_image: '', qc_failed_reason: '' },
    },
  };
}

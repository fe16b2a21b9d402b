// The stages a simulated shipment goes through, with Shiprocket's real status labels and codes
// (docs/rules/third-parties.md#shiprocket-tracking, docs/rules/third-parties.md#shiprocket-status-codes) and the kind
// of scan texts and hub names couriers in India report.

/** Where one stage happens, given the shipment's places. */
export interface Places {
  courier: string;
  destinationCity: string;
  destinationState: string;
}

export interface Stage {
  /** Shiprocket shipment status code ('sr-status', `shipment_status`). */
  srStatus: number;
  /** 'sr-status-label' and `shipment_track[0].current_status`. */
  label: string;
  /** The courier's own scan code (`status` of an activity). */
  scan: string;
  activity: string;
  location(places: Places): string;
}

/** Our warehouse: the shipments start at Bhiwandi, Maharashtra (ours). */
export const ORIGIN = { city: 'Bhiwandi', state: 'Maharashtra' } as const;
const ORIGIN_HUB = 'Bhiwandi_Mankoli_HB (Maharashtra)';
const ORIGIN_PLACE = `${ORIGIN.city} (${ORIGIN.state})`;

// The courier gateway a parcel passes on its way to each region.
const GATEWAYS: readonly [RegExp, string][] = [
  [
    /delhi|haryana|punjab|uttar pradesh|uttarakhand|himachal|jammu|ladakh|chandigarh|rajasthan/i,
    'Delhi_Gateway (Delhi)',
  ],
  [/karnataka|tamil|kerala|andhra|telangana|puducherry|lakshadweep/i, 'Bengaluru_Nelamangala_H (Karnataka)'],
  [
    /bengal|bihar|jharkhand|odisha|assam|sikkim|arunachal|manipur|meghalaya|mizoram|nagaland|tripura|andaman/i,
    'Kolkata_Dankuni_HB (West Bengal)',
  ],
  [/madhya pradesh|chhattisgarh/i, 'Indore_Hub (Madhya Pradesh)'],
  [/gujarat|dadra|daman/i, 'Ahmedabad_Changodar_HB (Gujarat)'],
];

function gatewayFor(state: string): string {
  return GATEWAYS.find(([pattern]) => pattern.test(state))?.[1] ?? 'Pune_Tathawade_H (Maharashtra)';
}

const hubName = (city: string) => city.trim().replace(/\s+/g, '_') || 'City';
const destinationDc = (p: Places) => `${hubName(p.destinationCity)}_DC (${p.destinationState})`;
const destinationPlace = (p: Places) => `${p.destinationCity} (${p.destinationState})`;

export const STAGES = {
  awb_assigned: {
    srStatus: 1,
    label: 'AWB Assigned',
    scan: 'AWB',
    activity: 'AWB assigned',
    location: () => ORIGIN_PLACE,
  },
  pickup_scheduled: {
    srStatus: 3,
    label: 'PICKUP SCHEDULED',
    scan: 'X-ASP',
    activity: 'Pickup scheduled',
    location: () => ORIGIN_PLACE,
  },
  picked_up: {
    srStatus: 42,
    label: 'PICKED UP',
    scan: 'X-PPOM',
    activity: 'Shipment picked up',
    location: () => ORIGIN_PLACE,
  },
  in_transit_origin: {
    srStatus: 18,
    label: 'IN TRANSIT',
    scan: 'X-DLL2F',
    activity: 'Bag received at facility',
    location: () => ORIGIN_HUB,
  },
  in_transit_gateway: {
    srStatus: 18,
    label: 'IN TRANSIT',
    scan: 'X-ILL1F',
    activity: 'In transit: departed from gateway',
    location: (p) => gatewayFor(p.destinationState),
  },
  reached_destination_hub: {
    srStatus: 38,
    label: 'REACHED AT DESTINATION HUB',
    scan: 'X-DDD3FD',
    activity: 'Shipment reached at destination hub',
    location: destinationDc,
  },
  out_for_delivery: {
    srStatus: 17,
    label: 'OUT FOR DELIVERY',
    scan: 'X-DDD3FD',
    activity: 'Out for delivery',
    location: destinationDc,
  },
  delivered: {
    srStatus: 7,
    label: 'DELIVERED',
    scan: 'DLVD',
    activity: 'Delivered to consignee',
    location: destinationPlace,
  },
  canceled: {
    srStatus: 8,
    label: 'CANCELED',
    scan: 'CAN',
    activity: 'Shipment cancelled before pickup',
    location: () => ORIGIN_PLACE,
  },
  rto_initiated: {
    srStatus: 9,
    label: 'RTO INITIATED',
    scan: 'RT-101',
    activity: 'RTO initiated: returning to seller',
    location: destinationDc,
  },
  rto_in_transit: {
    srStatus: 46,
    label: 'RTO IN TRANSIT',
    scan: 'RT-IT',
    activity: 'RTO in transit',
    location: (p) => gatewayFor(p.destinationState),
  },
  rto_delivered: {
    srStatus: 10,
    label: 'RTO DELIVERED',
    scan: 'RT-DL',
    activity: 'RTO delivered to seller',
    location: () => ORIGIN_HUB,
  },
  // Failed delivery attempts (NDR): Shiprocket status 21 'UNDELIVERED', the courier's reason in the activity.
  ndr_customer_unavailable: {
    srStatus: 21,
    label: 'UNDELIVERED',
    scan: 'X-NDR',
    activity: 'Undelivered: Customer Not Available',
    location: destinationDc,
  },
  ndr_address_incomplete: {
    srStatus: 21,
    label: 'UNDELIVERED',
    scan: 'X-NDR',
    activity: 'Undelivered: Address Incomplete',
    location: destinationDc,
  },
  ndr_refused: {
    srStatus: 21,
    label: 'UNDELIVERED',
    scan: 'X-NDR',
    activity: 'Undelivered: Consignee Refused To Accept',
    location: destinationDc,
  },
} as const satisfies Record<string, Stage>;

export type StageKey = keyof typeof STAGES;

/** Pickup to doorstep: the route every simulated shipment starts on. */
export const FORWARD_ROUTE: readonly StageKey[] = [
  'awb_assigned',
  'pickup_scheduled',
  'picked_up',
  'in_transit_origin',
  'in_transit_gateway',
  'reached_destination_hub',
  'out_for_delivery',
  'delivered',
];

/** Cancelled before pickup (docs/rules/third-parties.md#shiprocket-cancel: cancelling is meant for before pickup). */
export const CANCEL_ROUTE: readonly StageKey[] = ['canceled'];

/** Return to origin once the parcel is with the courier. */
export const RTO_ROUTE: readonly StageKey[] = ['rto_initiated', 'rto_in_transit', 'rto_delivered'];

/** The NDR stage of each reason the dev control takes. */
export const NDR_STAGES = {
  customer_unavailable: 'ndr_customer_unavailable',
  address_incomplete: 'ndr_address_incomplete',
  refused: 'ndr_refused',
} as const satisfies Record<string, StageKey>;

/** After a failed delivery the shop asked to re-attempt: out for delivery again, then delivered. */
export const REATTEMPT_ROUTE: readonly StageKey[] = ['out_for_delivery', 'delivered'];

export const isNdrStage = (key: string): boolean => Object.values(NDR_STAGES).some((k) => k === key);

export function isStageKey(key: string): key is StageKey {
  return Object.hasOwn(STAGES, key);
}

/** The couriers the simulator books with, with Shiprocket courier company ids and AWB lengths. */
export const SIM_COURIERS = [
  { name: 'Delhivery Surface', companyId: 43, awbDigits: 14 },
  { name: 'Blue Dart', companyId: 6, awbDigits: 11 },
  { name: 'Xpressbees Surface', companyId: 33, awbDigits: 15 },
  { name: 'Ekart Logistics', companyId: 54, awbDigits: 12 },
  { name: 'DTDC Surface', companyId: 14, awbDigits: 12 },
] as const;

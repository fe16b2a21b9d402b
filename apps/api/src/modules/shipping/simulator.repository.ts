import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { simulatedShipments } from '../../db/schema';
import type { Progress, SimulatedShipment } from './simulator-progress';

export type SimulatedRow = typeof simulatedShipments.$inferSelect;

/** The shipment and its progress as the simulator reads them. */
export function toSimulated(row: SimulatedRow): { shipment: SimulatedShipment; progress: Progress } {
  return {
    shipment: {
      awb: row.awb,
      shipperOrderId: row.shipperOrderId,
      shipmentId: row.shipmentId,
      orderRef: row.orderRef,
      courier: row.courier,
      courierCompanyId: row.courierCompanyId,
      destinationCity: row.destinationCity,
      destinationState: row.destinationState,
      destinationPincode: row.destinationPincode,
      bookedAt: row.bookedAt,
    },
    progress: { route: row.route, stageTimes: row.stageTimes, anchorStage: row.anchorStage, anchorAt: row.anchorAt },
  };
}

/** Drizzle queries on simulated_shipments; no rules here. */
export function createSimulatorRepository(db: Db) {
  return {
    /** Inserts a new shipment; false when the AWB is taken (the caller draws another). */
    async insert(row: typeof simulatedShipments.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(simulatedShipments)
        .values(row)
        .onConflictDoNothing()
        .returning({ awb: simulatedShipments.awb });
      return inserted.length > 0;
    },

    async find(awb: string): Promise<SimulatedRow | undefined> {
      const [row] = await db.select().from(simulatedShipments).where(eq(simulatedShipments.awb, awb)).limit(1);
      return row;
    },

    /** The shipment booked for an order reference, if any (a retried booking gets the same AWB back). */
    async findByOrderRef(orderRef: string): Promise<SimulatedRow | undefined> {
      const [row] = await db
        .select()
        .from(simulatedShipments)
        .where(eq(simulatedShipments.orderRef, orderRef))
        .limit(1);
      return row;
    },

    /**
     * Changes a shipment's progress with its row locked, so concurrent dev calls apply one after
     * the other; `change` returns the new progress, or null to leave it.
     */
    async update(awb: string, change: (row: SimulatedRow) => Progress | null): Promise<SimulatedRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(simulatedShipments)
          .where(eq(simulatedShipments.awb, awb))
          .for('update')
          .limit(1);
        if (!row) return undefined;
        const next = change(row);
        if (!next) return row;
        const [updated] = await tx
          .update(simulatedShipments)
          .set({
            route: next.route,
            stageTimes: next.stageTimes,
            anchorStage: next.anchorStage,
            anchorAt: next.anchorAt,
          })
          .where(eq(simulatedShipments.awb, awb))
          .returning();
        return updated;
      });
    },
  };
}

export type SimulatorRepository = ReturnType<typeof createSimulatorRepository>;

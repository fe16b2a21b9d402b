import multipart from '@fastify/multipart';
import { ENDPOINTS } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES as M, PRODUCT_CSV_MAX_BYTES } from '@vastra/domain/back-office';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import type { Clock } from '../../shared/clock';
import { publicOrigin } from '../../shared/public-origin';
import { recordAudit } from '../audit';
import { productsCsv, productsCsvFileName } from './product-csv-export';
import type { createProductImport } from './product-import.service';

/** The form field that carries the CSV. */
export const CSV_FIELD = 'file';
/** The optional form field that carries a ZIP of the photos the CSV names by file name. */
export const PHOTOS_FIELD = 'photos';

const tooLarge = M.productCsvTooLarge;

const limits = ENDPOINTS.adminProductImportPreview.multipart;

/**
 * The product spreadsheet: its export (streamed) and its import (a multipart upload, previewed or applied), with
 * their own multipart parser bounded by the contract's file size (docs/decisions/095-catalogue-csv.md).
 */
export function productCsvRoutes(deps: {
  db: Db;
  clock: Clock;
  publicUrl: string | undefined;
  authenticateStaff: AuthenticateStaff;
  productImport: ReturnType<typeof createProductImport>;
}): FastifyPluginAsync {
  const { db, clock, productImport } = deps;

  /**
   * The uploaded CSV's bytes (field `file`) and the optional ZIP of photos (field `photos`); other parts are read
   * past. The parser's bound is the ZIP's; the CSV's own (smaller) one is checked here.
   */
  async function uploaded(request: FastifyRequest): Promise<{ csv: Buffer; zip: Buffer | null }> {
    if (!request.isMultipart()) throw new AppError('bad-request', M.productCsvFileMissing, { field: CSV_FIELD });
    let csv: Buffer | null = null;
    let zip: Buffer | null = null;
    let reading = CSV_FIELD;
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        reading = part.fieldname;
        if (part.fieldname === CSV_FIELD && csv === null) csv = await part.toBuffer();
        else if (part.fieldname === PHOTOS_FIELD && zip === null) zip = await part.toBuffer();
        else part.file.resume();
      }
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('payload-too-large', reading === PHOTOS_FIELD ? M.productCsvPhotosTooLarge : tooLarge);
      }
      throw error;
    }
    if (csv === null) throw new AppError('bad-request', M.productCsvFileMissing, { field: CSV_FIELD });
    if (csv.length > PRODUCT_CSV_MAX_BYTES) throw new AppError('payload-too-large', tooLarge);
    // An empty file input still sends its part: no ZIP chosen.
    return { csv, zip: zip !== null && zip.length > 0 ? zip : null };
  }

  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: limits.maxFileBytes, files: 2, fields: 5, fieldSize: 1024, parts: 8, headerPairs: 50 },
      throwFileSizeLimit: true,
    });
    const route = contractRoutes(app, { authenticateStaff: deps.authenticateStaff });
    const origin = (request: FastifyRequest) => publicOrigin(deps.publicUrl, request);

    // Streamed: products are read by keyset batches as the client takes the file.
    route(ENDPOINTS.adminProductsCsv, async ({ staff, reply, request }) => {
      await recordAudit(db, staff, { action: 'products.export', targetType: 'product', targetId: null });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${productsCsvFileName(clock.now())}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(productsCsv(db, origin(request))));
    });

    route(ENDPOINTS.adminProductImportPreview, async ({ request }) => {
      const { csv, zip } = await uploaded(request);
      return productImport.preview(csv, origin(request), zip);
    });

    route(ENDPOINTS.adminProductImportApply, async ({ staff, request }) => {
      const { csv, zip } = await uploaded(request);
      return productImport.apply(staff, csv, origin(request), zip);
    });
  };
}

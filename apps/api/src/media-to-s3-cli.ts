// `npm run media:to-s3`: copies the photos kept on this machine (`${DATA_DIR}/media`) into the bucket the S3_*
// variables name, before or after switching MEDIA_STORAGE to s3 (README: Photos and storage). Safe to run again:
// what the bucket already holds is skipped. The local files stay where they are.
import path from 'node:path';
import { loadConfigWith, type Config } from './config';
import { copyMediaToBucket, s3ConnectionOf } from './modules/media-storage';
import { createS3Client, createS3Storage } from './modules/media-storage/s3.adapter';

function configOrExit(): Config {
  try {
    return loadConfigWith({ MEDIA_STORAGE: 's3' });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error('Set the S3_* variables of the bucket to copy to (README: Photos and storage).');
    process.exit(1);
  }
}

const config = configOrExit();
const root = path.resolve(config.DATA_DIR, 'media');
const bucket = config.S3_BUCKET ?? '';
const client = createS3Client(s3ConnectionOf(config));
const storage = createS3Storage(client, { bucket, ...(config.S3_PREFIX ? { prefix: config.S3_PREFIX } : {}) });
const where = `bucket ${bucket}${config.S3_PREFIX ? ` under ${config.S3_PREFIX}` : ''}`;
console.log(`Copying ${root} to ${where}…`);
try {
  const counts = await copyMediaToBucket(root, storage, {
    onFailure: (key, error) =>
      console.error(`  failed ${key}: ${error instanceof Error ? error.message : String(error)}`),
  });
  console.log(
    `Copied ${counts.copied}, skipped ${counts.skipped} (already in the bucket), failed ${counts.failed}` +
      (counts.ignored > 0 ? `; ignored ${counts.ignored} that are not media (left-over .tmp files)` : '') +
      '.',
  );
  if (counts.failed > 0) {
    console.error('Run it again to retry the failed files: the copied ones are skipped.');
    process.exitCode = 1;
  }
} finally {
  client.destroy();
}

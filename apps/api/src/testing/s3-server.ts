import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Client, type S3Connection } from '../modules/media-storage/s3.adapter';

/** An S3-protocol server in this process, with one empty bucket (docs/decisions/117-media-in-object-storage.md). */
export interface TestS3 {
  bucket: string;
  /** What config.ts's S3_* variables would say to reach it. */
  connection: S3Connection & { endpoint: string };
  env: Record<string, string>;
  client: S3Client;
  close(): Promise<void>;
}

/**
 * Starts s3rver on a free port of 127.0.0.1 with its files in a new temporary folder (milliseconds: no child
 * process, nothing to wait for) and creates `bucket`. s3rver takes any signature made with its own key pair.
 */
export async function startTestS3(bucket = 'vastra-test'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'vastra-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const connection = {
    region: 'auto',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  const client = createS3Client(connection);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    bucket,
    connection,
    env: {
      MEDIA_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: connection.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: connection.accessKeyId,
      S3_SECRET_ACCESS_KEY: connection.secretAccessKey,
    },
    client,
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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
  storeBeforeAnswering(server);
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

/** What PUT Object uses of s3rver's FilesystemStore (node_modules/s3rver/lib/stores/filesystem.js). */
interface S3rverStore {
  getResourcePath(bucket: string, key: string, resource: 'object'): string;
  putMetadata(bucket: string, key: string, metadata: object, md5: string): Promise<void>;
  putObject(object: { bucket: string; key: string; content: Readable | Buffer; metadata: object }): Promise<{
    size: number;
    md5: string;
  }>;
}

/**
 * S3 answers a PUT once the object is stored. s3rver 3.7's putObject (filesystem.js) resolves on its hashing
 * Transform's 'finish', before the write stream piped from it has written the file (often before it has opened it),
 * and the PUT is answered once the two small metadata files are written. When the object's write comes last (a loaded
 * machine), a GET right after the PUT stats an empty file and answers 200 with no bytes. These are the same steps,
 * answered after the bytes are written. (UploadPart keeps s3rver's own: nothing here uploads in parts.)
 */
function storeBeforeAnswering(server: S3rver): void {
  const store = (server as unknown as { store: S3rverStore }).store;
  store.putObject = async ({ bucket, key, content, metadata }) => {
    const objectPath = store.getResourcePath(bucket, key, 'object');
    await mkdir(path.dirname(objectPath), { recursive: true });
    const md5 = createHash('md5');
    let size = 0;
    await pipeline(
      Buffer.isBuffer(content) ? Readable.from([content]) : content,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          md5.update(chunk);
          size += chunk.length;
          yield chunk;
        }
      },
      createWriteStream(objectPath),
    );
    const digest = md5.digest('hex');
    await store.putMetadata(bucket, key, metadata, digest);
    return { size, md5: digest };
  };
}

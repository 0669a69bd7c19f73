import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, NoSuchKey, NotFound, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { FileStorage, StoredFile } from './storage.ts'

export interface S3Settings {
  bucket: string
  /** An S3-compatible server's URL (MinIO, R2, s3rver); absent for AWS itself. */
  endpoint?: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** Where browsers fetch objects from (a CDN in front of the bucket); absent, the server streams them. */
  publicUrl?: string
}

const missing = (error: unknown) => error instanceof NoSuchKey || error instanceof NotFound || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404

/** Photos in an S3-compatible bucket, through the official AWS SDK. */
export function createS3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // S3-compatible servers at their own address answer on paths, not on bucket subdomains.
    forcePathStyle: Boolean(settings.endpoint),
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  })
  const Bucket = settings.bucket
  return {
    kind: 's3',
    publicUrlOf: settings.publicUrl ? (key) => `${settings.publicUrl!.replace(/\/$/, '')}/${key}` : undefined,
    async put(key, data, contentType) {
      // A photo's name is never reused, so whoever serves it may keep it for good.
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' }))
    },
    async delete(key) {
      // S3 answers a delete of a missing key with success.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }))
        return true
      } catch (error) {
        if (missing(error)) return false
        throw error
      }
    },
    async list(prefix) {
      const keys: string[] = []
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }))
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key)
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      return keys
    },
    async read(key): Promise<StoredFile | null> {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        if (!object.Body) return null
        return { body: object.Body.transformToWebStream(), contentType: object.ContentType ?? 'application/octet-stream', size: object.ContentLength }
      } catch (error) {
        if (missing(error)) return null
        throw error
      }
    },
    close: () => client.destroy(),
  }
}

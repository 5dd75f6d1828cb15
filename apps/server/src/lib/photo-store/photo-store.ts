/**
 * Where profile photos are kept: files in DATA_DIR/photos by default, or an S3-compatible
 * object store when S3_BUCKET is set (several instances then share one set of photos). A photo
 * is stored once under a fresh name and never changed, so it can be cached for good.
 */
export interface PhotoStore {
  /** Keeps the bytes under `file`; a reader never sees half of them. */
  put(file: string, bytes: Buffer): Promise<void>;
  /** The bytes, or undefined when there is no such photo. */
  get(file: string): Promise<Buffer | undefined>;
  /** Removes the photo; removing one that is not there is not an error. */
  remove(file: string): Promise<void>;
}

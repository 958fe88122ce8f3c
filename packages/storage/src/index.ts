export { assertKey, type DownloadOptions, type ObjectStore, type StoredObject } from './object-store';
export { contentDisposition } from './content-disposition';
export { signDownload, verifyDownload, type DownloadGrant } from './download-token';
export { fsStore, type FsStoreOptions } from './fs-store';
export { s3Store, type S3StoreOptions } from './s3-store';
export { createObjectStore, downloadSigningSecret, storageDir, type StorageConfig } from './create-store';

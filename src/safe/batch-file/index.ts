export { batchFileChecksum } from './checksum';
export { createBatchFile, parseBatchFile, TX_BUILDER_VERSION } from './batch-file';
export type {
  BatchFile,
  BatchFileContractMethod,
  BatchFileTransaction,
  ImportedBatchCall,
  ParseBatchFileResult,
} from './batch-file';

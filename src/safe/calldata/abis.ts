import { lazyInterface } from './lazy-interface';

/** Safe functions the app encodes and decodes (1.0.0 – 1.4.1 share these signatures). */
export const safeInterface = lazyInterface([
  'function addOwnerWithThreshold(address owner, uint256 _threshold)',
  'function removeOwner(address prevOwner, address owner, uint256 _threshold)',
  'function swapOwner(address prevOwner, address oldOwner, address newOwner)',
  'function changeThreshold(uint256 _threshold)',
  'function enableModule(address module)',
  'function disableModule(address prevModule, address module)',
  'function setGuard(address guard)',
  'function setFallbackHandler(address handler)',
  'function changeMasterCopy(address _masterCopy)',
  'function approveHash(bytes32 hashToApprove)',
  'function execTransaction(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, bytes signatures) payable returns (bool success)',
  'function setup(address[] _owners, uint256 _threshold, address to, bytes data, address fallbackHandler, address paymentToken, uint256 payment, address paymentReceiver)',
  'function execTransactionFromModule(address to, uint256 value, bytes data, uint8 operation) returns (bool success)',
]);

/** ERC-20 transfers and allowances. */
export const erc20Interface = lazyInterface([
  'function transfer(address to, uint256 value) returns (bool)',
  'function transferFrom(address from, address to, uint256 value) returns (bool)',
  'function approve(address spender, uint256 value) returns (bool)',
]);

/** ERC-721 transfers and approvals (transferFrom and approve share ERC-20's selectors). */
export const erc721Interface = lazyInterface([
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
  'function setApprovalForAll(address operator, bool approved)',
]);

/** MultiSend and MultiSendCallOnly. */
export const multiSendInterface = lazyInterface(['function multiSend(bytes transactions) payable']);

/** SignMessageLib: on-chain message signing through delegatecall. */
export const signMessageLibInterface = lazyInterface(['function signMessage(bytes _data)']);

/** Safe's migration contracts (SafeMigration and the devnet's SafeMigration130To141). */
export const migrationInterface = lazyInterface([
  'function migrateSingleton()',
  'function migrateWithFallbackHandler()',
  'function migrateL2Singleton()',
  'function migrateL2WithFallbackHandler()',
]);

/** CreateCall: contract deployment through a Safe. */
export const createCallInterface = lazyInterface([
  'function performCreate(uint256 value, bytes deploymentData) returns (address newContract)',
  'function performCreate2(uint256 value, bytes deploymentData, bytes32 salt) returns (address newContract)',
]);

/** EIP-1271 in both forms Safe supports. */
export const eip1271Interface = lazyInterface([
  'function isValidSignature(bytes32 _dataHash, bytes _signature) view returns (bytes4)',
  'function isValidSignature(bytes _data, bytes _signature) view returns (bytes4)',
]);

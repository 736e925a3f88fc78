import { Interface } from 'ethers';

/** The Safe functions and events (L2 singleton, 1.3.0 and 1.4.1) the devnet reads or decodes. */
export const SAFE_ABI = new Interface([
  'function nonce() view returns (uint256)',
  'function getThreshold() view returns (uint256)',
  'function getOwners() view returns (address[])',
  'function VERSION() view returns (string)',
  'function getModulesPaginated(address start, uint256 pageSize) view returns (address[] array, address next)',
  'function getStorageAt(uint256 offset, uint256 length) view returns (bytes)',
  'function domainSeparator() view returns (bytes32)',
  'function setFallbackHandler(address handler)',
  'function addOwnerWithThreshold(address owner, uint256 _threshold)',
  'function removeOwner(address prevOwner, address owner, uint256 _threshold)',
  'function swapOwner(address prevOwner, address oldOwner, address newOwner)',
  'function changeThreshold(uint256 _threshold)',
  'function changeMasterCopy(address _masterCopy)',
  'function enableModule(address module)',
  'function disableModule(address prevModule, address module)',
  'function setGuard(address guard)',
  'function execTransaction(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, bytes signatures) payable returns (bool success)',
  'function execTransactionFromModule(address to, uint256 value, bytes data, uint8 operation) returns (bool success)',
  'function approveHash(bytes32 hashToApprove)',
  'function setup(address[] _owners, uint256 _threshold, address to, bytes data, address fallbackHandler, address paymentToken, uint256 payment, address paymentReceiver)',
  'event SafeSetup(address indexed initiator, address[] owners, uint256 threshold, address initializer, address fallbackHandler)',
  'event SafeMultiSigTransaction(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, bytes signatures, bytes additionalInfo)',
  'event SafeModuleTransaction(address module, address to, uint256 value, bytes data, uint8 operation)',
  'event ExecutionSuccess(bytes32 txHash, uint256 payment)',
  'event ExecutionFailure(bytes32 txHash, uint256 payment)',
  'event ExecutionFromModuleSuccess(address indexed module)',
  'event ExecutionFromModuleFailure(address indexed module)',
  'event SafeReceived(address indexed sender, uint256 value)',
  'event ApproveHash(bytes32 indexed approvedHash, address indexed owner)',
]);

/** Events whose topic0 is the same in 1.3.0 and 1.4.1 but whose indexing differs. */
export const OWNER_EVENT_TOPICS = new Interface([
  'event AddedOwner(address owner)',
  'event RemovedOwner(address owner)',
  'event ChangedThreshold(uint256 threshold)',
  'event EnabledModule(address module)',
  'event DisabledModule(address module)',
  'event ChangedGuard(address guard)',
  'event ChangedFallbackHandler(address handler)',
]);

/** Proxy factory creation event (proxy indexed from 1.4.1 on, not in 1.3.0). */
export const PROXY_FACTORY_ABI = new Interface([
  'event ProxyCreation(address proxy, address singleton)',
  'function createProxyWithNonce(address _singleton, bytes initializer, uint256 saltNonce) returns (address proxy)',
]);

/** ERC-20 / ERC-721 functions and the shared Transfer event. */
export const TOKEN_ABI = new Interface([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function balanceOf(address owner) view returns (uint256)',
  'function tokenURI(uint256 tokenId) view returns (string)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function transfer(address to, uint256 value) returns (bool)',
  'function approve(address spender, uint256 value) returns (bool)',
  'function transferFrom(address from, address to, uint256 value) returns (bool)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function supportsInterface(bytes4 interfaceId) view returns (bool)',
]);

/** MultiSend (both deployments share the ABI). */
export const MULTISEND_ABI = new Interface(['function multiSend(bytes transactions) payable']);

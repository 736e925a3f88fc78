// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Moves a Safe 1.3.0 proxy onto the canonical Safe 1.4.1 singleton. Safe has no `changeMasterCopy`
/// since 1.3.0, so the only way to update is a DELEGATECALL from the Safe (through execTransaction,
/// signed by the owners) into code that rewrites storage slot 0, where the proxy keeps its singleton.
/// The function names follow Safe's own SafeMigration contract so a reviewer sees familiar calls.
/// Trusted target: the devnet deploys this at a fixed CREATE2 address (salt 0, Safe singleton factory).
contract SafeMigration130To141 {
    address public constant SAFE_141 = 0x41675C099F32341bf84BFc5382aF534df5C7461a;
    address public constant SAFE_L2_141 = 0x29fcB43b46531BcA003ddC8FCB67FFE91900C762;
    address public constant FALLBACK_HANDLER_141 = 0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99;
    // keccak256("fallback_manager.handler.address"), the FallbackManager slot in both versions.
    bytes32 private constant FALLBACK_HANDLER_SLOT = 0x6c9a6c4a39284e37ed1cf53d337577d14212a4870fb976a4366c693b939918d5;

    address private immutable self;

    // Same event signatures as the Safe contracts, so indexers see the change.
    event ChangedMasterCopy(address singleton);
    event ChangedFallbackHandler(address handler);

    constructor() {
        self = address(this);
    }

    modifier onlyDelegateCall() {
        require(address(this) != self, "Migration should only be called via delegatecall");
        _;
    }

    function migrateSingleton() external onlyDelegateCall {
        _setSingleton(SAFE_141);
    }

    function migrateWithFallbackHandler() external onlyDelegateCall {
        _setSingleton(SAFE_141);
        _setFallbackHandler(FALLBACK_HANDLER_141);
    }

    function migrateL2Singleton() external onlyDelegateCall {
        _setSingleton(SAFE_L2_141);
    }

    function migrateL2WithFallbackHandler() external onlyDelegateCall {
        _setSingleton(SAFE_L2_141);
        _setFallbackHandler(FALLBACK_HANDLER_141);
    }

    function _setSingleton(address singleton) private {
        require(singleton.code.length > 0, "Safe singleton is not deployed");
        assembly {
            sstore(0, singleton)
        }
        emit ChangedMasterCopy(singleton);
    }

    function _setFallbackHandler(address handler) private {
        require(handler.code.length > 0, "Fallback handler is not deployed");
        bytes32 slot = FALLBACK_HANDLER_SLOT;
        assembly {
            sstore(slot, handler)
        }
        emit ChangedFallbackHandler(handler);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The transaction-guard hooks shared by Safe 1.3.0 and 1.4.1 (operation is the Enum.Operation uint8).
interface ISafeGuard {
    function checkTransaction(
        address to,
        uint256 value,
        bytes memory data,
        uint8 operation,
        uint256 safeTxGas,
        uint256 baseGas,
        uint256 gasPrice,
        address gasToken,
        address payable refundReceiver,
        bytes memory signatures,
        address msgSender
    ) external;

    function checkAfterExecution(bytes32 txHash, bool success) external;
}

/// A guard that allows everything and counts what it saw, so tests can prove it is active.
/// Safe 1.4.1 accepts a guard only if it reports the guard interface through ERC-165 (GS300);
/// 1.3.0 does not ask. This contract satisfies both.
contract TestGuard is ISafeGuard {
    uint256 public checkedTransactions;
    uint256 public checkedExecutions;

    function checkTransaction(
        address,
        uint256,
        bytes memory,
        uint8,
        uint256,
        uint256,
        uint256,
        address,
        address payable,
        bytes memory,
        address
    ) external override {
        checkedTransactions += 1;
    }

    function checkAfterExecution(bytes32, bool) external override {
        checkedExecutions += 1;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == type(ISafeGuard).interfaceId || interfaceId == 0x01ffc9a7;
    }
}

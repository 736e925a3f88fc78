// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// Simulation-only code: never deployed. The app places its runtime at a fixed unused address with an
/// eth_call state override, and the Safe delegatecalls it through simulateAndRevert, so it runs as
/// the Safe itself: it reads the Safe's balances, runs the Safe transaction like SimulateTxAccessor,
/// and reads them again. simulateAndRevert reverts afterwards, so nothing it does is kept.
contract BalanceProbe {
    /// Runs one Safe transaction as the Safe; balances are [native, tokens...] before and after.
    function probe(
        address to,
        uint256 value,
        bytes calldata data,
        uint8 operation,
        address[] calldata tokens
    )
        external
        returns (
            uint256 gasUsed,
            bool success,
            bytes memory returnData,
            uint256[] memory balancesBefore,
            uint256[] memory balancesAfter
        )
    {
        balancesBefore = balances(tokens);
        uint256 startGas = gasleft();
        if (operation == 1) {
            (success, returnData) = to.delegatecall(data);
        } else {
            (success, returnData) = to.call{value: value}(data);
        }
        gasUsed = startGas - gasleft();
        balancesAfter = balances(tokens);
    }

    /// The native balance, then balanceOf(this) per token (max uint256 when a token does not answer).
    function balances(address[] calldata tokens) private view returns (uint256[] memory result) {
        result = new uint256[](tokens.length + 1);
        result[0] = address(this).balance;
        for (uint256 i = 0; i < tokens.length; i++) {
            (bool ok, bytes memory answer) = tokens[i].staticcall(
                abi.encodeWithSelector(0x70a08231, address(this))
            );
            result[i + 1] = ok && answer.length >= 32 ? abi.decode(answer, (uint256)) : type(uint256).max;
        }
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A contract no gateway has an ABI for: custom calls through a pasted ABI are tested against it.
/// `setValue` stores a number; `deposit` is payable and keeps a note, so value and strings travel.
contract TestTarget {
    uint256 public value;
    address public lastCaller;
    uint256 public deposited;
    string public note;

    event ValueSet(address indexed caller, uint256 value);
    event Deposited(address indexed caller, uint256 amount, string note);

    error ValueTooLarge(uint256 value);

    function setValue(uint256 newValue) external {
        // A reachable revert with a custom error, for simulations that fail.
        if (newValue > 1e30) revert ValueTooLarge(newValue);
        value = newValue;
        lastCaller = msg.sender;
        emit ValueSet(msg.sender, newValue);
    }

    function deposit(string calldata newNote) external payable {
        deposited += msg.value;
        note = newNote;
        emit Deposited(msg.sender, msg.value, newNote);
    }
}

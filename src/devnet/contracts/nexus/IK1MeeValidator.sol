// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";

/// @notice The surface of the devnet's K1 MEE validator that accounts and the bootstrap call.
interface IK1MeeValidator {
    /// @notice Sets the caller's owner: `data` starts with the owner's 20 address bytes.
    function onInstall(bytes calldata data) external;

    /// @notice Whether `account` has an owner here (a stored one, or itself as an EIP-7702 EOA).
    function isInitialized(address account) external view returns (bool);

    /// @notice ERC-4337 validation data for the calling account's user op: 0 or 1 (signature
    /// failed) in the low 160 bits, the op's upper and lower time bounds above.
    function validateUserOp(PackedUserOperation calldata userOp, bytes32 userOpHash) external returns (uint256);
}

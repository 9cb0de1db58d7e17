// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice The minter surface of DevToken / DevPermitToken that DevBridge calls.
interface IDevMintable {
    function mint(address to, uint256 amount) external;
    function burn(address from, uint256 amount) external;
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC1967Proxy} from "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import {Create2} from "@openzeppelin/contracts/utils/Create2.sol";
import {OrchestratorAccount} from "./OrchestratorAccount.sol";

/// @notice Deploys orchestrator accounts at deterministic addresses: CREATE2 with salt = owner, init
/// code = ERC1967Proxy(implementation, initialize(owner)). The implementation is part of the init
/// code, so an owner's 2.1.0 and 2.2.1 accounts have different addresses.
contract OrchestratorFactory {
    address public immutable IMPLEMENTATION_210;
    address public immutable IMPLEMENTATION_221;

    event AccountCreated(address indexed account, address indexed owner, uint8 version);

    error UnsupportedVersion(uint8 version);

    constructor(address implementation210, address implementation221) {
        IMPLEMENTATION_210 = implementation210;
        IMPLEMENTATION_221 = implementation221;
    }

    /// @notice Deploys the owner's account of `version` (0 = 2.1.0, 1 = 2.2.1), or returns it if it exists.
    function createAccount(address owner, uint8 version) external returns (address account) {
        account = getAddress(owner, version);
        if (account.code.length > 0) return account;
        new ERC1967Proxy{salt: _salt(owner)}(_implementation(version), _initData(owner));
        emit AccountCreated(account, owner, version);
    }

    /// @notice The address `createAccount(owner, version)` deploys to, deployed or not.
    function getAddress(address owner, uint8 version) public view returns (address) {
        bytes memory initCode = abi.encodePacked(
            type(ERC1967Proxy).creationCode, abi.encode(_implementation(version), _initData(owner))
        );
        return Create2.computeAddress(_salt(owner), keccak256(initCode));
    }

    function _implementation(uint8 version) private view returns (address) {
        if (version == 0) return IMPLEMENTATION_210;
        if (version == 1) return IMPLEMENTATION_221;
        revert UnsupportedVersion(version);
    }

    function _initData(address owner) private pure returns (bytes memory) {
        return abi.encodeCall(OrchestratorAccount.initialize, (owner));
    }

    function _salt(address owner) private pure returns (bytes32) {
        return bytes32(uint256(uint160(owner)));
    }
}

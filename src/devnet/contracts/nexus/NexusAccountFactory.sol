// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC1967Proxy} from "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import {Create2} from "@openzeppelin/contracts/utils/Create2.sol";
import {NexusAccount} from "./NexusAccount.sol";

/// @notice Deploys accounts of one implementation, with Nexus's factory ABI: CREATE2 with salt
/// keccak256(initData ‖ salt) of ERC1967Proxy(implementation, initializeAccount(initData)). The
/// address follows from (initData, salt): the owner is inside initData.
contract NexusAccountFactory {
    address public immutable ACCOUNT_IMPLEMENTATION;

    event AccountCreated(address indexed account, bytes initData, bytes32 indexed salt);

    constructor(address implementation) {
        ACCOUNT_IMPLEMENTATION = implementation;
    }

    /// @notice Deploys the account, or returns it when it exists (the EntryPoint's initCode calls this).
    function createAccount(bytes calldata initData, bytes32 salt) external payable returns (address payable account) {
        account = payable(computeAccountAddress(initData, salt));
        if (account.code.length > 0) return account;
        new ERC1967Proxy{salt: _salt(initData, salt), value: msg.value}(ACCOUNT_IMPLEMENTATION, _initCall(initData));
        emit AccountCreated(account, initData, salt);
    }

    function computeAccountAddress(bytes calldata initData, bytes32 salt) public view returns (address) {
        bytes memory creationCode = abi.encodePacked(
            type(ERC1967Proxy).creationCode, abi.encode(ACCOUNT_IMPLEMENTATION, _initCall(initData))
        );
        return Create2.computeAddress(_salt(initData, salt), keccak256(creationCode));
    }

    function _initCall(bytes calldata initData) private pure returns (bytes memory) {
        return abi.encodeCall(NexusAccount.initializeAccount, (initData));
    }

    function _salt(bytes calldata initData, bytes32 salt) private pure returns (bytes32) {
        return keccak256(abi.encodePacked(initData, salt));
    }
}

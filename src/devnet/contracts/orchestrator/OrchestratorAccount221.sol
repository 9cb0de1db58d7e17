// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {OrchestratorAccount} from "./OrchestratorAccount.sol";

/// @notice The orchestrator account, version 2.2.1: the current version, and the EIP-7702
/// delegation target for EOAs.
contract OrchestratorAccount221 is OrchestratorAccount {
    constructor(address executor) OrchestratorAccount(executor) {}

    function accountVersion() external pure override returns (string memory) {
        return "2.2.1";
    }
}

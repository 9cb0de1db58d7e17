// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {OrchestratorAccount} from "./OrchestratorAccount.sol";

/// @notice The orchestrator account, version 2.1.0 (what older accounts run; upgradeable to 2.2.1).
contract OrchestratorAccount210 is OrchestratorAccount {
    constructor(address executor) OrchestratorAccount(executor) {}

    function accountVersion() external pure override returns (string memory) {
        return "2.1.0";
    }
}

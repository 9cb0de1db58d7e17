// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {NexusAccount} from "./NexusAccount.sol";
import {ComposableExecution100, InputParam100} from "./NexusTypes.sol";

/// @notice The account of the MEE 2.1.0 suite (Nexus 1.2.0): `executeComposable` of composability
/// 1.0.0 (selector 0xea5a6d91), each execution naming its target and value, every input param
/// appended to the call data, fetchers RAW_BYTES and STATIC_CALL only.
contract NexusAccount210 is NexusAccount {
    constructor(address entryPoint, address defaultValidator) NexusAccount(entryPoint, defaultValidator) {}

    function accountId() external pure override returns (string memory) {
        return "biconomy.nexus.1.2.0";
    }

    function _nexusVersion() internal pure override returns (string memory) {
        return "1.2.0";
    }

    /// @notice Runs each execution in order: to.call{value}(functionSig ‖ input 0 ‖ input 1 ‖ …).
    function executeComposable(ComposableExecution100[] calldata executions) external payable onlyEntryPointOrSelf {
        for (uint256 e = 0; e < executions.length; e++) {
            ComposableExecution100 calldata execution = executions[e];
            _refuseOutputs(execution.outputParams, e);
            bytes memory data = abi.encodePacked(execution.functionSig);
            for (uint256 p = 0; p < execution.inputParams.length; p++) {
                InputParam100 calldata param = execution.inputParams[p];
                bytes memory value = _fetch(param.fetcherType, param.paramData, false, e, p);
                _checkConstraints(param.constraints, value, e, p);
                data = bytes.concat(data, value);
            }
            _call(e, execution.to, execution.value, data);
        }
    }
}

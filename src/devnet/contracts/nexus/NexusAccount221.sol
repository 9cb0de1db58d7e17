// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {NexusAccount} from "./NexusAccount.sol";
import {
    ComposableExecution110,
    InputParam110,
    PARAM_TYPE_TARGET,
    PARAM_TYPE_VALUE,
    PARAM_TYPE_CALL_DATA,
    FETCHER_BALANCE
} from "./NexusTypes.sol";

/// @notice The account of the MEE 2.2.1 suite (Nexus 1.3.1), also the EIP-7702 delegation target:
/// `executeComposable` of composability 1.1.0 (selector 0x7eba07b8). Each input param has a type:
/// CALL_DATA params are appended to the call data in order; the TARGET param's first word is the
/// target (address(0) when there is none; never a BALANCE), the VALUE param's first word the value
/// (0 when there is none); each at most once.
contract NexusAccount221 is NexusAccount {
    error UnknownParamType(uint256 executionIndex, uint256 paramIndex, uint8 paramType);
    error DuplicateParam(uint256 executionIndex, uint256 paramIndex, uint8 paramType);
    error BalanceAsTarget(uint256 executionIndex, uint256 paramIndex);
    error ShortParam(uint256 executionIndex, uint256 paramIndex);
    error BadTarget(uint256 executionIndex, uint256 paramIndex);

    constructor(address entryPoint, address defaultValidator) NexusAccount(entryPoint, defaultValidator) {}

    function accountId() external pure override returns (string memory) {
        return "biconomy.nexus.1.3.1";
    }

    function _nexusVersion() internal pure override returns (string memory) {
        return "1.3.1";
    }

    function executeComposable(ComposableExecution110[] calldata executions) external payable onlyEntryPointOrSelf {
        for (uint256 e = 0; e < executions.length; e++) {
            ComposableExecution110 calldata execution = executions[e];
            _refuseOutputs(execution.outputParams, e);
            bytes memory data = abi.encodePacked(execution.functionSig);
            address target;
            uint256 value;
            bool hasTarget;
            bool hasValue;
            for (uint256 p = 0; p < execution.inputParams.length; p++) {
                InputParam110 calldata param = execution.inputParams[p];
                uint8 paramType = param.paramType;
                if (paramType > PARAM_TYPE_CALL_DATA) revert UnknownParamType(e, p, paramType);
                if (paramType == PARAM_TYPE_TARGET && param.fetcherType == FETCHER_BALANCE) {
                    revert BalanceAsTarget(e, p);
                }
                bytes memory fetched = _fetch(param.fetcherType, param.paramData, true, e, p);
                _checkConstraints(param.constraints, fetched, e, p);
                if (paramType == PARAM_TYPE_CALL_DATA) {
                    data = bytes.concat(data, fetched);
                    continue;
                }
                if (fetched.length < 32) revert ShortParam(e, p);
                uint256 word;
                assembly {
                    word := mload(add(fetched, 32))
                }
                if (paramType == PARAM_TYPE_TARGET) {
                    if (hasTarget) revert DuplicateParam(e, p, paramType);
                    if (word >> 160 != 0) revert BadTarget(e, p);
                    hasTarget = true;
                    target = address(uint160(word));
                } else {
                    if (hasValue) revert DuplicateParam(e, p, paramType);
                    hasValue = true;
                    value = word;
                }
            }
            _call(e, target, value, data);
        }
    }
}

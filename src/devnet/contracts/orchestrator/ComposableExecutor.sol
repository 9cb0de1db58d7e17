// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {
    Call,
    InputParam,
    Constraint,
    FETCHER_RAW_BYTES,
    FETCHER_BALANCE,
    CONSTRAINT_EQ,
    CONSTRAINT_GTE,
    CONSTRAINT_LTE
} from "./OrchestratorTypes.sol";

/// @notice Builds each call's calldata from its input params (reading runtime ERC-20 balances and
/// checking their constraints) and runs the calls in order, all or nothing.
abstract contract ComposableExecutor {
    /// @dev The engine decodes this to tell "funds not there yet, retry later" from a real failure.
    error ConstraintNotMet(
        uint256 callIndex, uint256 inputIndex, uint256 value, uint8 constraintType, bytes32 referenceData
    );
    error ConstraintOnNonWord(uint256 callIndex, uint256 inputIndex, uint256 length);
    error UnknownFetcherType(uint256 callIndex, uint256 inputIndex, uint8 fetcherType);
    error UnknownConstraintType(uint256 callIndex, uint256 inputIndex, uint8 constraintType);
    error CallFailed(uint256 callIndex, bytes reason);

    function _executeCalls(Call[] calldata calls) internal {
        for (uint256 i = 0; i < calls.length; i++) {
            Call calldata c = calls[i];
            bytes memory data = _buildCalldata(c, i);
            (bool ok, bytes memory reason) = c.to.call{value: c.value}(data);
            if (!ok) revert CallFailed(i, reason);
        }
    }

    function _buildCalldata(Call calldata c, uint256 callIndex) internal view returns (bytes memory data) {
        if (c.selector == bytes4(0) && c.inputs.length == 0) return "";
        data = abi.encodePacked(c.selector);
        for (uint256 j = 0; j < c.inputs.length; j++) {
            data = bytes.concat(data, _resolve(c.inputs[j], callIndex, j));
        }
    }

    function _resolve(InputParam calldata p, uint256 callIndex, uint256 inputIndex)
        private
        view
        returns (bytes memory value)
    {
        if (p.fetcherType == FETCHER_RAW_BYTES) {
            value = p.paramData;
        } else if (p.fetcherType == FETCHER_BALANCE) {
            (address token, address target) = abi.decode(p.paramData, (address, address));
            value = abi.encode(IERC20(token).balanceOf(target));
        } else {
            revert UnknownFetcherType(callIndex, inputIndex, p.fetcherType);
        }
        if (p.constraints.length == 0) return value;
        if (value.length != 32) revert ConstraintOnNonWord(callIndex, inputIndex, value.length);
        uint256 word = abi.decode(value, (uint256));
        for (uint256 k = 0; k < p.constraints.length; k++) {
            _check(p.constraints[k], word, callIndex, inputIndex);
        }
    }

    function _check(Constraint calldata c, uint256 word, uint256 callIndex, uint256 inputIndex) private pure {
        uint256 ref = uint256(c.referenceData);
        bool met;
        if (c.constraintType == CONSTRAINT_EQ) met = word == ref;
        else if (c.constraintType == CONSTRAINT_GTE) met = word >= ref;
        else if (c.constraintType == CONSTRAINT_LTE) met = word <= ref;
        else revert UnknownConstraintType(callIndex, inputIndex, c.constraintType);
        if (!met) revert ConstraintNotMet(callIndex, inputIndex, word, c.constraintType, c.referenceData);
    }
}

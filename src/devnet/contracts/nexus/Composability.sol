// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {
    Constraint,
    OutputParam,
    FETCHER_RAW_BYTES,
    FETCHER_STATIC_CALL,
    FETCHER_BALANCE,
    CONSTRAINT_EQ,
    CONSTRAINT_GTE,
    CONSTRAINT_LTE,
    CONSTRAINT_IN
} from "./NexusTypes.sol";

/// @notice What both composability versions share: fetching an input's bytes (as they are, from a
/// static call, or a balance) and checking its constraints, constraint number i against word i of
/// the fetched bytes, as the composability module does.
abstract contract Composability {
    error UnknownFetcherType(uint256 executionIndex, uint256 paramIndex, uint8 fetcherType);
    error UnknownConstraintType(uint256 executionIndex, uint256 paramIndex, uint8 constraintType);
    /// @dev The engine decodes this to tell "not there yet" (a balance, a nonce) from a failure.
    error ConstraintNotMet(uint256 executionIndex, uint256 paramIndex, uint256 constraintIndex, bytes32 word);
    error BadReferenceData(uint256 executionIndex, uint256 paramIndex, uint256 constraintIndex);
    error BadBalanceParam(uint256 executionIndex, uint256 paramIndex, uint256 length);
    error StaticCallFailed(uint256 executionIndex, uint256 paramIndex, bytes reason);
    error OutputParamsUnsupported(uint256 executionIndex);
    error CallFailed(uint256 index, bytes reason);

    /// @dev RAW_BYTES: paramData as is. STATIC_CALL: the whole return data of a static call of
    /// abi.decode(paramData, (address, bytes)). BALANCE (1.1.0 only): abi.encode(balance) of
    /// paramData = abi.encodePacked(token, account), exactly 40 bytes; token 0 is the native balance.
    function _fetch(uint8 fetcherType, bytes calldata paramData, bool balanceFetcher, uint256 e, uint256 p)
        internal
        view
        returns (bytes memory value)
    {
        if (fetcherType == FETCHER_RAW_BYTES) return paramData;
        if (fetcherType == FETCHER_STATIC_CALL) {
            (address target, bytes memory data) = abi.decode(paramData, (address, bytes));
            (bool ok, bytes memory result) = target.staticcall(data);
            if (!ok) revert StaticCallFailed(e, p, result);
            return result;
        }
        if (fetcherType == FETCHER_BALANCE && balanceFetcher) {
            if (paramData.length != 40) revert BadBalanceParam(e, p, paramData.length);
            address token = address(bytes20(paramData[0:20]));
            address account = address(bytes20(paramData[20:40]));
            return abi.encode(token == address(0) ? account.balance : IERC20(token).balanceOf(account));
        }
        revert UnknownFetcherType(e, p, fetcherType);
    }

    /// @dev Constraint i reads word i of `value`. A word past the end of `value` reads as zero here
    /// (the module reads whatever memory follows; docs/nexus-encoding.md).
    function _checkConstraints(Constraint[] calldata constraints, bytes memory value, uint256 e, uint256 p)
        internal
        pure
    {
        for (uint256 i = 0; i < constraints.length; i++) {
            bytes32 word;
            if (value.length >= 32 * (i + 1)) {
                assembly {
                    word := mload(add(value, add(32, mul(i, 32))))
                }
            }
            Constraint calldata c = constraints[i];
            bool met;
            if (c.constraintType == CONSTRAINT_IN) {
                if (c.referenceData.length != 64) revert BadReferenceData(e, p, i);
                (bytes32 low, bytes32 high) = abi.decode(c.referenceData, (bytes32, bytes32));
                met = uint256(word) >= uint256(low) && uint256(word) <= uint256(high);
            } else {
                if (c.constraintType > CONSTRAINT_LTE) revert UnknownConstraintType(e, p, c.constraintType);
                if (c.referenceData.length != 32) revert BadReferenceData(e, p, i);
                uint256 ref = uint256(bytes32(c.referenceData));
                if (c.constraintType == CONSTRAINT_EQ) met = uint256(word) == ref;
                else if (c.constraintType == CONSTRAINT_GTE) met = uint256(word) >= ref;
                else met = uint256(word) <= ref;
            }
            if (!met) revert ConstraintNotMet(e, p, i, word);
        }
    }

    function _refuseOutputs(OutputParam[] calldata outputs, uint256 e) internal pure {
        if (outputs.length != 0) revert OutputParamsUnsupported(e);
    }

    function _call(uint256 index, address target, uint256 value, bytes memory data) internal {
        (bool ok, bytes memory reason) = target.call{value: value}(data);
        if (!ok) revert CallFailed(index, reason);
    }
}

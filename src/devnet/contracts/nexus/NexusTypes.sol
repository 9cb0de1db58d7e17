// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

// The external data model of Nexus accounts (ERC-7579) and of the composability module in its two
// versions, as the real service encodes them (docs/nexus-encoding.md). Enums are uint8 fields, as
// they appear in the real ABI; every value is checked where it is read.

/// @notice One call of an ERC-7579 batch: `abi.encode(Execution[])`.
struct Execution {
    address target;
    uint256 value;
    bytes callData;
}

/// @notice A check on word i of a resolved input (constraint number i reads word i).
/// EQ/GTE/LTE: referenceData = abi.encode(bytes32); IN: abi.encode(bytes32 low, bytes32 high).
struct Constraint {
    uint8 constraintType;
    bytes referenceData;
}

/// @notice Composability 1.0.0 (MEE 2.1.0): RAW_BYTES 0 or STATIC_CALL 1.
struct InputParam100 {
    uint8 fetcherType;
    bytes paramData;
    Constraint[] constraints;
}

/// @notice Composability 1.1.0 (MEE 2.2.1): paramType TARGET 0, VALUE 1, CALL_DATA 2; fetcher
/// RAW_BYTES 0, STATIC_CALL 1 or BALANCE 2 (paramData = abi.encodePacked(token, account)).
struct InputParam110 {
    uint8 paramType;
    uint8 fetcherType;
    bytes paramData;
    Constraint[] constraints;
}

/// @notice Where a call's return words would be stored (EXEC_RESULT 0, STATIC_CALL 1). The devnet's
/// accounts refuse any: abstractjs and the service send none.
struct OutputParam {
    uint8 fetcherType;
    bytes paramData;
}

struct ComposableExecution100 {
    address to;
    uint256 value;
    bytes4 functionSig;
    InputParam100[] inputParams;
    OutputParam[] outputParams;
}

struct ComposableExecution110 {
    bytes4 functionSig;
    InputParam110[] inputParams;
    OutputParam[] outputParams;
}

/// @notice A module and its install data, as Nexus's bootstrap takes them.
struct BootstrapConfig {
    address module;
    bytes data;
}

struct BootstrapPreValidationHookConfig {
    uint256 hookType;
    address module;
    bytes data;
}

uint8 constant PARAM_TYPE_TARGET = 0;
uint8 constant PARAM_TYPE_VALUE = 1;
uint8 constant PARAM_TYPE_CALL_DATA = 2;

uint8 constant FETCHER_RAW_BYTES = 0;
uint8 constant FETCHER_STATIC_CALL = 1;
uint8 constant FETCHER_BALANCE = 2;

uint8 constant CONSTRAINT_EQ = 0;
uint8 constant CONSTRAINT_GTE = 1;
uint8 constant CONSTRAINT_LTE = 2;
uint8 constant CONSTRAINT_IN = 3;

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

// The user-op data model of docs/devnet-protocol.md, shared by the account and its TS mirror
// (src/devnet/protocol/types.ts). Change both together.

/// @notice A check on a resolved 32-byte input word: 0 EQ, 1 GTE, 2 LTE (against uint256(referenceData)).
struct Constraint {
    uint8 constraintType;
    bytes32 referenceData;
}

/// @notice One piece of a call's calldata: 0 RAW_BYTES (paramData as is) or 1 BALANCE
/// (paramData = abi.encode(token, target); resolves to token.balanceOf(target) at execution time).
struct InputParam {
    uint8 fetcherType;
    bytes paramData;
    Constraint[] constraints;
}

/// @notice calldata = selector ‖ resolve(inputs[0]) ‖ resolve(inputs[1]) ‖ ...
/// A zero selector with no inputs sends empty calldata (a plain value transfer).
struct Call {
    address to;
    uint256 value;
    bytes4 selector;
    InputParam[] inputs;
}

struct UserOp {
    uint256 nonce;
    uint48 lowerBoundTimestamp;
    uint48 upperBoundTimestamp;
    Call[] calls;
}

/// @notice How the owner authorized the quote this op belongs to (see docs/devnet-protocol.md).
struct Auth {
    uint8 kind; // 0 SIMPLE, 1 PERMIT, 2 ONCHAIN
    bytes32 quoteHash;
    bytes32[] proof;
    bytes signature; // SIMPLE, PERMIT: 65-byte r‖s‖v
    address permitToken; // PERMIT
    bytes32 domainSeparator; // PERMIT
    uint256 permitValue; // PERMIT
    uint256 permitNonce; // PERMIT
    bool callPermit; // PERMIT: call token.permit before the calls
}

uint8 constant FETCHER_RAW_BYTES = 0;
uint8 constant FETCHER_BALANCE = 1;

uint8 constant CONSTRAINT_EQ = 0;
uint8 constant CONSTRAINT_GTE = 1;
uint8 constant CONSTRAINT_LTE = 2;

uint8 constant AUTH_SIMPLE = 0;
uint8 constant AUTH_PERMIT = 1;
uint8 constant AUTH_ONCHAIN = 2;

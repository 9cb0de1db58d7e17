// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice The fields of an EIP-1559 (type 2) transaction the owner signed, access list empty.
struct Eip1559Transaction {
    uint256 chainId;
    uint256 nonce;
    uint256 maxPriorityFeePerGas;
    uint256 maxFeePerGas;
    uint256 gas;
    address to;
    uint256 value;
    bytes data;
}

/// @notice The hash the sender signs: keccak256(0x02 ‖ rlp([chainId, nonce, maxPriorityFeePerGas,
/// maxFeePerGas, gas, to, value, data, []])).
function eip1559SigningHash(Eip1559Transaction memory t) pure returns (bytes32) {
    bytes memory fees = bytes.concat(
        _rlpUint(t.chainId), _rlpUint(t.nonce), _rlpUint(t.maxPriorityFeePerGas), _rlpUint(t.maxFeePerGas)
    );
    bytes memory payload = bytes.concat(
        fees,
        _rlpUint(t.gas),
        _rlpBytes(abi.encodePacked(t.to)),
        _rlpUint(t.value),
        _rlpBytes(t.data),
        hex"c0" // the empty access list
    );
    return keccak256(bytes.concat(hex"02", _rlpLength(payload.length, 0xc0), payload));
}

function _rlpUint(uint256 n) pure returns (bytes memory) {
    if (n == 0) return hex"80";
    return _rlpBytes(_bigEndian(n));
}

function _rlpBytes(bytes memory b) pure returns (bytes memory) {
    if (b.length == 1 && uint8(b[0]) < 0x80) return b;
    return bytes.concat(_rlpLength(b.length, 0x80), b);
}

/// @dev The RLP prefix of a string (offset 0x80) or list (0xc0) of `length` bytes.
function _rlpLength(uint256 length, uint8 offset) pure returns (bytes memory) {
    if (length <= 55) return abi.encodePacked(uint8(offset + length));
    bytes memory lengthBytes = _bigEndian(length);
    return bytes.concat(abi.encodePacked(uint8(offset + 55 + lengthBytes.length)), lengthBytes);
}

/// @dev `n` in big-endian bytes without leading zeros (n > 0).
function _bigEndian(uint256 n) pure returns (bytes memory out) {
    uint256 size = 0;
    for (uint256 x = n; x != 0; x >>= 8) size++;
    out = new bytes(size);
    for (uint256 i = 0; i < size; i++) {
        out[size - 1 - i] = bytes1(uint8(n >> (8 * i)));
    }
}

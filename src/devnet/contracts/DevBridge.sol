// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IDevMintable} from "./tokens/IDevMintable.sol";

/// @notice A burn-and-mint bridge for the devnet's tokens. `lock` burns on the source chain; the
/// trusted relayer watches `Locked` and calls `release` on the destination, which mints. Tokens
/// have the same address on every chain, so the token address is carried across unchanged and the
/// total supply summed over all chains is conserved once every lock is released.
contract DevBridge {
    /// @notice The only account allowed to call `release`.
    address public immutable relayer;

    /// @notice Locks made on this bridge so far; feeds the lock id.
    uint256 public lockCount;

    /// @notice Whether the lock `id` made on `srcChainId` was already released here.
    mapping(uint256 srcChainId => mapping(bytes32 id => bool)) public released;

    event Locked(
        bytes32 indexed id,
        address indexed token,
        address indexed from,
        address recipient,
        uint256 amount,
        uint256 dstChainId
    );
    event Released(
        bytes32 indexed id,
        uint256 indexed srcChainId,
        address indexed token,
        address recipient,
        uint256 amount
    );

    error ZeroAmount();
    error ZeroRecipient();
    error SameChain(uint256 chainId);
    error NotRelayer(address caller);
    error AlreadyReleased(uint256 srcChainId, bytes32 id);

    constructor(address relayer_) {
        relayer = relayer_;
    }

    /// @notice Burns `amount` of the caller's `token` and records a transfer to `recipient` on
    /// `dstChainId`. The bridge must be a minter of `token`; no allowance is needed.
    /// @return id Unique across chains and bridges: keccak256(chainid, this bridge, lock counter).
    function lock(address token, uint256 amount, uint256 dstChainId, address recipient)
        external
        returns (bytes32 id)
    {
        if (amount == 0) revert ZeroAmount();
        if (recipient == address(0)) revert ZeroRecipient();
        if (dstChainId == block.chainid) revert SameChain(dstChainId);
        id = keccak256(abi.encode(block.chainid, address(this), lockCount++));
        IDevMintable(token).burn(msg.sender, amount);
        emit Locked(id, token, msg.sender, recipient, amount, dstChainId);
    }

    /// @notice Mints what lock `id` on `srcChainId` burned; relayer only, once per (srcChainId, id).
    function release(bytes32 id, uint256 srcChainId, address token, address recipient, uint256 amount)
        external
    {
        if (msg.sender != relayer) revert NotRelayer(msg.sender);
        if (amount == 0) revert ZeroAmount();
        if (recipient == address(0)) revert ZeroRecipient();
        if (srcChainId == block.chainid) revert SameChain(srcChainId);
        if (released[srcChainId][id]) revert AlreadyReleased(srcChainId, id);
        released[srcChainId][id] = true;
        IDevMintable(token).mint(recipient, amount);
        emit Released(id, srcChainId, token, recipient, amount);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {DevTokenBase} from "./tokens/DevTokenBase.sol";

/// @notice A devnet ERC-20 without EIP-2612 (stands in for USDT), so quotes funded with it take
/// the on-chain approval path instead of a permit.
contract DevToken is DevTokenBase {
    constructor(string memory name_, string memory symbol_, uint8 decimals_, address admin)
        DevTokenBase(name_, symbol_, decimals_, admin)
    {}
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";
import {DevTokenBase} from "./tokens/DevTokenBase.sol";

/// @notice A devnet ERC-20 with EIP-2612 permits (stands in for USDC and WETH).
/// The EIP-712 domain is (name = the token name, version = "1", chainId, this address), which is
/// what the PERMIT authorization kind recomputes on the account side.
contract DevPermitToken is DevTokenBase, ERC20Permit {
    constructor(string memory name_, string memory symbol_, uint8 decimals_, address admin)
        DevTokenBase(name_, symbol_, decimals_, admin)
        ERC20Permit(name_)
    {}

    // Both bases reach ERC20.decimals; ours (the constructor's decimals) wins.
    function decimals() public view override(DevTokenBase, ERC20) returns (uint8) {
        return DevTokenBase.decimals();
    }
}

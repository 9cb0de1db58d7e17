// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @notice What DevToken and DevPermitToken share: configurable decimals and a minter set.
/// Minters may mint to anyone and burn from anyone without an allowance: the devnet's bridge
/// burns the locker's tokens this way, and the deployer funds the dev accounts. Never use this
/// trust model outside a local devnet.
abstract contract DevTokenBase is ERC20, Ownable {
    uint8 private immutable _decimals;

    /// @notice Accounts allowed to mint and burn. The admin (owner) is always one.
    mapping(address account => bool) public isMinter;

    event MinterSet(address indexed account, bool allowed);

    error NotMinter(address account);

    constructor(string memory name_, string memory symbol_, uint8 decimals_, address admin)
        ERC20(name_, symbol_)
        Ownable(admin)
    {
        _decimals = decimals_;
        isMinter[admin] = true;
        emit MinterSet(admin, true);
    }

    modifier onlyMinter() {
        if (!isMinter[msg.sender]) revert NotMinter(msg.sender);
        _;
    }

    function decimals() public view virtual override returns (uint8) {
        return _decimals;
    }

    /// @notice Grants or revokes the minter role; admin only.
    function setMinter(address account, bool allowed) external onlyOwner {
        isMinter[account] = allowed;
        emit MinterSet(account, allowed);
    }

    function mint(address to, uint256 amount) external onlyMinter {
        _mint(to, amount);
    }

    function burn(address from, uint256 amount) external onlyMinter {
        _burn(from, amount);
    }
}

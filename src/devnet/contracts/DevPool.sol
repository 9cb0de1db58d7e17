// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

/// @notice A constant-product (x·y=k) pool with Uniswap v2's 0.3% fee, for devnet swaps.
/// Kept deliberately small: liquidity is added but never withdrawn and no LP token is minted —
/// the devnet only needs a price curve that quotes and executions agree on.
contract DevPool {
    using SafeERC20 for IERC20;

    address public immutable tokenA;
    address public immutable tokenB;

    uint256 private reserveA;
    uint256 private reserveB;

    event LiquidityAdded(address indexed provider, uint256 amountA, uint256 amountB);
    event Swap(
        address indexed sender,
        address indexed tokenIn,
        address indexed tokenOut,
        uint256 amountIn,
        uint256 amountOut,
        address recipient
    );

    error IdenticalTokens(address token);
    error UnknownToken(address token);
    error ZeroAmount();
    error InsufficientLiquidity();
    error InsufficientOutput(uint256 amountOut, uint256 minAmountOut);

    constructor(address tokenA_, address tokenB_) {
        if (tokenA_ == tokenB_) revert IdenticalTokens(tokenA_);
        tokenA = tokenA_;
        tokenB = tokenB_;
    }

    function getReserves() external view returns (uint256, uint256) {
        return (reserveA, reserveB);
    }

    /// @notice Pulls `amountA` of tokenA and `amountB` of tokenB from the caller (approve first).
    /// Any ratio is accepted: the first deposit sets the price, later ones may move it.
    function addLiquidity(uint256 amountA, uint256 amountB) external {
        if (amountA == 0 || amountB == 0) revert ZeroAmount();
        IERC20(tokenA).safeTransferFrom(msg.sender, address(this), amountA);
        IERC20(tokenB).safeTransferFrom(msg.sender, address(this), amountB);
        reserveA += amountA;
        reserveB += amountB;
        emit LiquidityAdded(msg.sender, amountA, amountB);
    }

    /// @notice Uniswap v2's getAmountOut: amountIn·997·reserveOut / (reserveIn·1000 + amountIn·997).
    function getAmountOut(address tokenIn, uint256 amountIn) public view returns (uint256) {
        (uint256 reserveIn, uint256 reserveOut) = _reservesFor(tokenIn);
        if (amountIn == 0) revert ZeroAmount();
        if (reserveIn == 0 || reserveOut == 0) revert InsufficientLiquidity();
        uint256 amountInWithFee = amountIn * 997;
        return (amountInWithFee * reserveOut) / (reserveIn * 1000 + amountInWithFee);
    }

    /// @notice Swaps `amountIn` of `tokenIn` (pulled from the caller) for the other token, sent to
    /// `recipient`; reverts with InsufficientOutput when the output is below `minAmountOut`.
    function swap(address tokenIn, uint256 amountIn, uint256 minAmountOut, address recipient)
        external
        returns (uint256 amountOut)
    {
        amountOut = getAmountOut(tokenIn, amountIn);
        if (amountOut < minAmountOut) revert InsufficientOutput(amountOut, minAmountOut);
        address tokenOut = tokenIn == tokenA ? tokenB : tokenA;
        if (tokenIn == tokenA) {
            reserveA += amountIn;
            reserveB -= amountOut;
        } else {
            reserveB += amountIn;
            reserveA -= amountOut;
        }
        IERC20(tokenIn).safeTransferFrom(msg.sender, address(this), amountIn);
        IERC20(tokenOut).safeTransfer(recipient, amountOut);
        emit Swap(msg.sender, tokenIn, tokenOut, amountIn, amountOut, recipient);
    }

    function _reservesFor(address tokenIn) private view returns (uint256, uint256) {
        if (tokenIn == tokenA) return (reserveA, reserveB);
        if (tokenIn == tokenB) return (reserveB, reserveA);
        revert UnknownToken(tokenIn);
    }
}

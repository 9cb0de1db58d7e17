// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title Multicall3 (the devnet's own)
/// @notice Multicall3's `aggregate3`, the one function viem's batched reads call (`batch.multicall`,
/// wagmi's default client, `useReadContracts`). Real chains hold Multicall3 at
/// 0xcA11bde05977b3631167028862bE2a173976CA11 and viem's chain definitions name it there, so the
/// devnet places this code at that address on every chain: an app on a real chain id (wagmi's
/// `base`) reads tokens the way it will in production.
contract Multicall3 {
    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    /// @notice Runs each call in order; a failed call reverts the batch unless it allows failure.
    function aggregate3(Call3[] calldata calls) external payable returns (Result[] memory returnData) {
        returnData = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            Call3 calldata call = calls[i];
            (bool success, bytes memory data) = call.target.call(call.callData);
            if (!success && !call.allowFailure) revert("Multicall3: call failed");
            returnData[i] = Result(success, data);
        }
    }
}

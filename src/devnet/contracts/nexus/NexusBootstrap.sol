// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC1967Utils} from "@openzeppelin/contracts/proxy/ERC1967/ERC1967Utils.sol";
import {IK1MeeValidator} from "./IK1MeeValidator.sol";
import {NexusAccount} from "./NexusAccount.sol";
import {BootstrapConfig, BootstrapPreValidationHookConfig} from "./NexusTypes.sol";

/// @notice What an account runs (by delegatecall, from initializeAccount) to set itself up, with
/// the ABI of Nexus's bootstrap: the default validator gets its owner from
/// `defaultValidatorInitData` (the owner's 20 address bytes). The devnet's accounts install no
/// other module: any validator, executor, hook, fallback or pre-validation hook is refused.
contract NexusBootstrap {
    error ModulesUnsupported();

    function initNexusWithDefaultValidatorAndOtherModulesNoRegistry(
        bytes calldata defaultValidatorInitData,
        BootstrapConfig[] calldata validators,
        BootstrapConfig[] calldata executors,
        BootstrapConfig calldata hook,
        BootstrapConfig[] calldata fallbacks,
        BootstrapPreValidationHookConfig[] calldata preValidationHooks
    ) external payable {
        if (
            validators.length != 0 || executors.length != 0 || hook.module != address(0) || fallbacks.length != 0
                || preValidationHooks.length != 0
        ) revert ModulesUnsupported();
        // Runs as the account: its implementation names the default validator of its version. Ask
        // the implementation itself: a proxy still in its constructor has no code to call yet.
        address implementation = ERC1967Utils.getImplementation();
        if (implementation == address(0)) implementation = address(this); // an EIP-7702 EOA
        IK1MeeValidator(NexusAccount(payable(implementation)).DEFAULT_VALIDATOR()).onInstall(defaultValidatorInitData);
    }
}

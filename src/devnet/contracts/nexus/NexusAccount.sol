// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IAccount} from "@account-abstraction/contracts/interfaces/IAccount.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {UUPSUpgradeable} from "@openzeppelin/contracts/proxy/utils/UUPSUpgradeable.sol";
import {Composability} from "./Composability.sol";
import {IK1MeeValidator} from "./IK1MeeValidator.sol";
import {Execution} from "./NexusTypes.sol";

/// @notice The devnet's Nexus-shaped smart account (written for the devnet, not Nexus's code): the
/// ERC-4337 v0.7 account interface behind the EntryPoint, ERC-7579 `execute` in single and batch
/// mode, and a K1 MEE validator as the default validator, which holds the owner. It lives behind
/// an ERC-1967 proxy made by NexusAccountFactory, or as the EIP-7702 delegation target of an EOA,
/// whose owner is then the EOA itself. What it does and where it differs from Nexus:
/// docs/nexus-encoding.md, "The devnet's Nexus contracts".
abstract contract NexusAccount is IAccount, UUPSUpgradeable, Composability {
    address public immutable ENTRY_POINT;
    /// @notice The K1 MEE validator of this version; the nonce's validator bytes 0 mean this one.
    address public immutable DEFAULT_VALIDATOR;
    address private immutable SELF = address(this);

    /// @notice A call of a `try` batch that failed; the batch went on.
    event TryExecuteUnsuccessful(uint256 index, bytes result);

    error OnlyEntryPoint(address sender);
    error OnlyEntryPointOrSelf(address sender);
    error UnsupportedExecutionMode(bytes32 mode);
    error BadSingleExecution(uint256 length);
    error UnsupportedValidationMode(uint8 mode);
    error ValidatorNotInstalled(address validator);
    error AccountAlreadyInitialized();
    error NotAProxy();
    error InitializationFailed(bytes reason);
    error OwnerNotSet();

    constructor(address entryPoint, address defaultValidator) {
        ENTRY_POINT = entryPoint;
        DEFAULT_VALIDATOR = defaultValidator;
    }

    modifier onlyEntryPoint() {
        if (msg.sender != ENTRY_POINT) revert OnlyEntryPoint(msg.sender);
        _;
    }

    modifier onlyEntryPointOrSelf() {
        if (msg.sender != ENTRY_POINT && msg.sender != address(this)) revert OnlyEntryPointOrSelf(msg.sender);
        _;
    }

    receive() external payable {}

    /// @notice "biconomy.nexus.<Nexus version>" of the MEE suite this implementation stands for.
    function accountId() external pure virtual returns (string memory);

    /// @notice ERC-5267; the SuperTx typed data of MEE 2.2.1 uses its `name` alone.
    function eip712Domain()
        external
        view
        returns (bytes1, string memory, string memory, uint256, address, bytes32, uint256[] memory)
    {
        return (hex"0f", "Nexus", _nexusVersion(), block.chainid, address(this), bytes32(0), new uint256[](0));
    }

    function _nexusVersion() internal pure virtual returns (string memory);

    /// @notice Sets the account up once: `initData = abi.encode(bootstrap, bootstrapCall)`; the
    /// bootstrap call runs as the account (delegatecall) and must give the default validator an
    /// owner. The factory calls it in the proxy's constructor; the 2.1.0 → 2.2.1 upgrade calls it
    /// through `upgradeToAndCall`, for the new version's validator. A delegated EOA (which needs no
    /// owner: it is its own) may only call it on itself.
    function initializeAccount(bytes calldata initData) external payable {
        if (address(this) == SELF) revert NotAProxy();
        if (_isDelegatedEoa() && msg.sender != address(this)) revert OnlyEntryPointOrSelf(msg.sender);
        IK1MeeValidator validator = IK1MeeValidator(DEFAULT_VALIDATOR);
        if (validator.isInitialized(address(this))) revert AccountAlreadyInitialized();
        (address bootstrap, bytes memory bootstrapCall) = abi.decode(initData, (address, bytes));
        (bool ok, bytes memory reason) = bootstrap.delegatecall(bootstrapCall);
        if (!ok) revert InitializationFailed(reason);
        if (!validator.isInitialized(address(this))) revert OwnerNotSet();
    }

    /// @notice ERC-4337 v0.7: the nonce's validator bytes (0 = the default validator) choose who
    /// checks the signature; pays the EntryPoint what it asks for.
    function validateUserOp(PackedUserOperation calldata userOp, bytes32 userOpHash, uint256 missingAccountFunds)
        external
        onlyEntryPoint
        returns (uint256 validationData)
    {
        // Nexus nonce: [3 bytes key][1 byte mode][20 bytes validator][8 bytes sequence].
        uint8 mode = uint8(userOp.nonce >> 224);
        address validator = address(uint160(userOp.nonce >> 64));
        if (mode != 0) revert UnsupportedValidationMode(mode);
        if (validator != address(0) && validator != DEFAULT_VALIDATOR) revert ValidatorNotInstalled(validator);
        validationData = IK1MeeValidator(DEFAULT_VALIDATOR).validateUserOp(userOp, userOpHash);
        if (missingAccountFunds > 0) {
            // The EntryPoint checks the deposit itself; a failed payment fails validation there.
            (bool paid,) = payable(msg.sender).call{value: missingAccountFunds}("");
            (paid);
        }
    }

    /// @notice ERC-7579: byte 0 of `mode` is the call type (0x00 single, 0x01 batch), byte 1 the
    /// exec type (0x00 revert on failure, 0x01 try); every other byte must be zero.
    /// Single: executionCalldata = abi.encodePacked(target, value, callData).
    /// Batch: executionCalldata = abi.encode(Execution[]).
    function execute(bytes32 mode, bytes calldata executionCalldata) external payable onlyEntryPointOrSelf {
        bytes1 callType = mode[0];
        bytes1 execType = mode[1];
        if ((uint256(mode) << 16) != 0 || uint8(execType) > 1) revert UnsupportedExecutionMode(mode);
        bool tryMode = execType == 0x01;
        if (callType == 0x00) {
            if (executionCalldata.length < 52) revert BadSingleExecution(executionCalldata.length);
            address target = address(bytes20(executionCalldata[0:20]));
            uint256 value = uint256(bytes32(executionCalldata[20:52]));
            _execute(0, target, value, executionCalldata[52:], tryMode);
        } else if (callType == 0x01) {
            Execution[] memory executions = abi.decode(executionCalldata, (Execution[]));
            for (uint256 i = 0; i < executions.length; i++) {
                _execute(i, executions[i].target, executions[i].value, executions[i].callData, tryMode);
            }
        } else {
            revert UnsupportedExecutionMode(mode);
        }
    }

    function _execute(uint256 index, address target, uint256 value, bytes memory data, bool tryMode) private {
        if (!tryMode) {
            _call(index, target, value, data);
        } else {
            (bool ok, bytes memory result) = target.call{value: value}(data);
            if (!ok) emit TryExecuteUnsuccessful(index, result);
        }
    }

    /// @dev Upgrades run as a call of the account on itself inside a user op the owner signed.
    function _authorizeUpgrade(address) internal view override onlyEntryPointOrSelf {}

    /// @dev An EIP-7702 delegated EOA's code is the 23-byte designator 0xef0100 ‖ implementation.
    function _isDelegatedEoa() private view returns (bool) {
        bytes memory code = address(this).code;
        return code.length == 23 && code[0] == 0xef && code[1] == 0x01 && code[2] == 0x00;
    }
}

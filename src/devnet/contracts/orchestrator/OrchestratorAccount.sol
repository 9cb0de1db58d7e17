// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Initializable} from "@openzeppelin/contracts/proxy/utils/Initializable.sol";
import {UUPSUpgradeable} from "@openzeppelin/contracts/proxy/utils/UUPSUpgradeable.sol";
import {IERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Permit.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";
import {ComposableExecutor} from "./ComposableExecutor.sol";
import {Auth, Call, UserOp, AUTH_SIMPLE, AUTH_PERMIT, AUTH_ONCHAIN} from "./OrchestratorTypes.sol";

/// @notice The devnet's orchestrator account: executes user ops that the owner authorized with one
/// signature over a quote hash (the Merkle root of the quote's user-op hashes). It lives behind an
/// ERC1967 proxy made by OrchestratorFactory, or as the EIP-7702 delegation target of an EOA, whose
/// owner is then the EOA itself. Protocol: docs/devnet-protocol.md.
abstract contract OrchestratorAccount is Initializable, UUPSUpgradeable, ComposableExecutor {
    /// @custom:storage-location erc7201:supertx.storage.OrchestratorAccount
    struct AccountStorage {
        address owner;
        mapping(bytes32 userOpHash => bool) used;
    }

    // keccak256(abi.encode(uint256(keccak256("supertx.storage.OrchestratorAccount")) - 1)) & ~bytes32(uint256(0xff))
    bytes32 private constant STORAGE_SLOT = 0xe3f1735096a1014d52ef411ca288554f68e41db13d0fc69043e2733eea602600;

    bytes32 private constant PERMIT_TYPEHASH =
        keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)");

    /// @notice The devnet node, the only sender trusted with ONCHAIN authorizations.
    address public immutable EXECUTOR;

    event UserOpExecuted(bytes32 indexed userOpHash, bytes32 indexed quoteHash);

    error OutsideTimeWindow(uint48 lowerBoundTimestamp, uint48 upperBoundTimestamp, uint256 timestamp);
    error InvalidProof(bytes32 userOpHash, bytes32 quoteHash);
    error InvalidSignature(address recovered, address owner);
    error AlreadyExecuted(bytes32 userOpHash);
    error OnlyExecutor(address sender);
    error UnknownAuthKind(uint8 kind);
    error OnlyOwner(address sender);
    error OnlySelf(address sender);
    error DelegatedAccount();
    error ZeroOwner();

    constructor(address executor) {
        EXECUTOR = executor;
        _disableInitializers();
    }

    receive() external payable {}

    /// @notice Sets the owner of a proxied account (the factory calls it in the proxy's constructor).
    /// Reverts on a delegated EOA, whose owner is always itself, so nobody can claim one.
    function initialize(address owner_) external initializer {
        if (_isDelegatedEoa()) revert DelegatedAccount();
        if (owner_ == address(0)) revert ZeroOwner();
        _storage().owner = owner_;
    }

    function accountVersion() external pure virtual returns (string memory);

    function owner() public view returns (address) {
        return _isDelegatedEoa() ? address(this) : _storage().owner;
    }

    function isExecuted(bytes32 userOpHash) external view returns (bool) {
        return _storage().used[userOpHash];
    }

    /// @notice keccak256(abi.encode(chainid, this, nonce, lower, upper, keccak256(abi.encode(calls)))).
    function hashUserOp(UserOp calldata op) public view returns (bytes32) {
        bytes32 callsHash = keccak256(abi.encode(op.calls));
        return keccak256(
            abi.encode(
                block.chainid, address(this), op.nonce, op.lowerBoundTimestamp, op.upperBoundTimestamp, callsHash
            )
        );
    }

    /// @notice Runs one user op of a quote the owner authorized; anyone may submit it (the executor does).
    function executeUserOp(UserOp calldata op, Auth calldata auth) external {
        if (block.timestamp < op.lowerBoundTimestamp || block.timestamp > op.upperBoundTimestamp) {
            revert OutsideTimeWindow(op.lowerBoundTimestamp, op.upperBoundTimestamp, block.timestamp);
        }
        bytes32 userOpHash = hashUserOp(op);
        if (!MerkleProof.verifyCalldata(auth.proof, auth.quoteHash, userOpHash)) {
            revert InvalidProof(userOpHash, auth.quoteHash);
        }
        _authorize(auth);
        AccountStorage storage s = _storage();
        if (s.used[userOpHash]) revert AlreadyExecuted(userOpHash);
        s.used[userOpHash] = true;
        _executeCalls(op.calls);
        emit UserOpExecuted(userOpHash, auth.quoteHash);
    }

    /// @notice Runs calls without a user op, for the owner or the account itself (a 7702 EOA's own tx).
    function executeDirect(Call[] calldata calls) external payable {
        if (msg.sender != owner() && msg.sender != address(this)) revert OnlyOwner(msg.sender);
        _executeCalls(calls);
    }

    function _authorize(Auth calldata auth) private {
        address owner_ = owner();
        if (auth.kind == AUTH_SIMPLE) {
            _requireOwnerSignature(MessageHashUtils.toEthSignedMessageHash(auth.quoteHash), auth.signature, owner_);
        } else if (auth.kind == AUTH_PERMIT) {
            // The permit's deadline is the quote hash: one signature approves the funds and binds the quote.
            bytes32 structHash = keccak256(
                abi.encode(
                    PERMIT_TYPEHASH, owner_, address(this), auth.permitValue, auth.permitNonce, uint256(auth.quoteHash)
                )
            );
            _requireOwnerSignature(
                MessageHashUtils.toTypedDataHash(auth.domainSeparator, structHash), auth.signature, owner_
            );
            if (auth.callPermit) _callPermit(auth, owner_);
        } else if (auth.kind == AUTH_ONCHAIN) {
            // The engine verified the owner's mined approve tx carrying the quote hash; the devnet trusts it.
            if (msg.sender != EXECUTOR) revert OnlyExecutor(msg.sender);
        } else {
            revert UnknownAuthKind(auth.kind);
        }
    }

    function _callPermit(Auth calldata auth, address owner_) private {
        (bytes32 r, bytes32 s, uint8 v) = _split(auth.signature);
        // A permit someone front-ran has already set the allowance; the transferFrom call decides.
        try IERC20Permit(auth.permitToken).permit(
            owner_, address(this), auth.permitValue, uint256(auth.quoteHash), v, r, s
        ) {} catch {}
    }

    function _requireOwnerSignature(bytes32 digest, bytes calldata signature, address owner_) private pure {
        (address recovered,,) = ECDSA.tryRecoverCalldata(digest, signature);
        if (recovered == address(0) || recovered != owner_) revert InvalidSignature(recovered, owner_);
    }

    function _split(bytes calldata sig) private pure returns (bytes32 r, bytes32 s, uint8 v) {
        r = bytes32(sig[0:32]);
        s = bytes32(sig[32:64]);
        v = uint8(sig[64]);
    }

    /// @dev Upgrades go through a user op whose call targets the account itself, so the owner signs them.
    function _authorizeUpgrade(address) internal view override {
        if (msg.sender != address(this)) revert OnlySelf(msg.sender);
    }

    /// @dev An EIP-7702 delegated EOA's code is the 23-byte designator 0xef0100 ‖ implementation.
    function _isDelegatedEoa() private view returns (bool) {
        bytes memory code = address(this).code;
        return code.length == 23 && code[0] == 0xef && code[1] == 0x01 && code[2] == 0x00;
    }

    function _storage() private pure returns (AccountStorage storage s) {
        bytes32 slot = STORAGE_SLOT;
        assembly {
            s.slot := slot
        }
    }
}

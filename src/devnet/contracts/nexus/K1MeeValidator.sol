// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {
    _packValidationData,
    SIG_VALIDATION_FAILED
} from "@account-abstraction/contracts/core/Helpers.sol";
import {IERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Permit.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";
import {Eip1559Transaction, eip1559SigningHash} from "./Eip1559Transaction.sol";
import {IK1MeeValidator} from "./IK1MeeValidator.sol";

/// @notice The devnet's K1 MEE validator (written for the devnet): the owner authorizes a whole
/// quote with one signature over its root (OpenZeppelin's sorted Merkle tree of the ops' leaves),
/// and each op proves its place in it. The signature's first 4 bytes say how:
/// - 0x177eee00 simple: abi.encode(root, uint48 lower, uint48 upper, bytes32[] proof, sig), sig the
///   owner's personal_sign of the root; on the 2.2.1 validator also abi.encode(SuperTx typehash,
///   index, bytes32[] itemHashes, sig, lower << 128 | upper), sig the owner's EIP-712 SuperTx.
/// - 0x177eee02 permit: the owner's EIP-2612 permit whose deadline is uint256(root).
/// - 0x177eee01 onchain: the owner's signed EIP-1559 transaction whose call data ends with the root.
/// Leaves are keccak256(keccak256(abi.encode(userOpHash, lower, upper))) but for SuperTx, whose
/// items are EIP-712 MeeUserOp hashes. The time bounds go back to the EntryPoint as validation data.
contract K1MeeValidator is IK1MeeValidator {
    bytes4 internal constant SIMPLE = 0x177eee00;
    bytes4 internal constant ONCHAIN = 0x177eee01;
    bytes4 internal constant PERMIT = 0x177eee02;

    bytes32 internal constant MEE_USER_OP_TYPEHASH =
        keccak256("MeeUserOp(bytes32 userOpHash,uint256 lowerBoundTimestamp,uint256 upperBoundTimestamp)");
    bytes32 internal constant SUPER_TX_TYPEHASH = keccak256(
        "SuperTx(MeeUserOp[] meeUserOps)MeeUserOp(bytes32 userOpHash,uint256 lowerBoundTimestamp,uint256 upperBoundTimestamp)"
    );
    /// @dev EIP712Domain(string name) with name "Nexus": the account's eip712Domain().name.
    bytes32 internal constant SUPER_TX_DOMAIN_SEPARATOR =
        keccak256(abi.encode(keccak256("EIP712Domain(string name)"), keccak256("Nexus")));

    /// @notice The node's permit signature: the owner's EIP-2612 signature and what it signed.
    struct PermitSignature {
        address token;
        address spender;
        bytes32 domainSeparator;
        bytes32 permitTypehash;
        uint256 amount;
        uint256 chainId;
        uint256 nonce;
        /// @dev Call token.permit first (the op that spends the permit).
        bool isPermitTx;
        bytes32 root;
        bytes32[] proof;
        uint48 lowerBoundTimestamp;
        uint48 upperBoundTimestamp;
        uint256 v;
        bytes32 r;
        bytes32 s;
    }

    /// @notice The devnet's onchain signature: the owner's signed EIP-1559 transaction (the
    /// devnet's stand-in for the real RLP form, see docs/nexus-encoding.md) and the op's proof.
    struct OnchainSignature {
        Eip1559Transaction transaction;
        uint8 yParity;
        bytes32 r;
        bytes32 s;
        bytes32[] proof;
        uint48 lowerBoundTimestamp;
        uint48 upperBoundTimestamp;
    }

    /// @notice Whether the 2.2.1 SuperTx form of simple is accepted (MEE 2.2.1's validator).
    bool public immutable SUPER_TX;

    mapping(address account => address owner) private _owners;

    event OwnerSet(address indexed account, address indexed owner);

    error AlreadyInitialized(address account);
    error InvalidOwnerData();
    error NotTheSender(address sender, address caller);
    error UnknownSignatureType(bytes4 signatureType);
    error BoundsTooLarge(uint256 bounds);

    constructor(bool superTx) {
        SUPER_TX = superTx;
    }

    function onInstall(bytes calldata data) external {
        if (data.length < 20) revert InvalidOwnerData();
        address owner_ = address(bytes20(data[0:20]));
        if (owner_ == address(0)) revert InvalidOwnerData();
        if (_owners[msg.sender] != address(0)) revert AlreadyInitialized(msg.sender);
        _owners[msg.sender] = owner_;
        emit OwnerSet(msg.sender, owner_);
    }

    function isInitialized(address account) public view returns (bool) {
        return ownerOf(account) != address(0);
    }

    /// @notice The stored owner, else the account itself when it is an EIP-7702 delegated EOA.
    function ownerOf(address account) public view returns (address) {
        address owner_ = _owners[account];
        if (owner_ != address(0)) return owner_;
        bytes memory code = account.code;
        bool delegated = code.length == 23 && code[0] == 0xef && code[1] == 0x01 && code[2] == 0x00;
        return delegated ? account : address(0);
    }

    function validateUserOp(PackedUserOperation calldata userOp, bytes32 userOpHash) external returns (uint256) {
        if (userOp.sender != msg.sender) revert NotTheSender(userOp.sender, msg.sender);
        address owner_ = ownerOf(msg.sender);
        if (owner_ == address(0)) return SIG_VALIDATION_FAILED;
        bytes calldata signature = userOp.signature;
        bytes4 kind = signature.length >= 4 ? bytes4(signature[0:4]) : bytes4(0);
        if (kind == SIMPLE) {
            if (SUPER_TX && signature.length >= 36 && bytes32(signature[4:36]) == SUPER_TX_TYPEHASH) {
                return _superTx(signature[4:], userOpHash, owner_);
            }
            return _simple(signature[4:], userOpHash, owner_);
        }
        if (kind == PERMIT) return _permit(signature[4:], userOpHash, owner_);
        if (kind == ONCHAIN) return _onchain(signature[4:], userOpHash, owner_);
        revert UnknownSignatureType(kind);
    }

    function _simple(bytes calldata data, bytes32 userOpHash, address owner_) private pure returns (uint256) {
        (bytes32 root, uint48 lower, uint48 upper, bytes32[] memory proof, bytes memory sig) =
            abi.decode(data, (bytes32, uint48, uint48, bytes32[], bytes));
        if (!MerkleProof.verify(proof, root, _leaf(userOpHash, lower, upper))) return SIG_VALIDATION_FAILED;
        if (!_signedBy(owner_, MessageHashUtils.toEthSignedMessageHash(root), sig)) return SIG_VALIDATION_FAILED;
        return _packValidationData(false, upper, lower);
    }

    function _superTx(bytes calldata data, bytes32 userOpHash, address owner_) private pure returns (uint256) {
        (, uint256 index, bytes32[] memory itemHashes, bytes memory sig, uint256 bounds) =
            abi.decode(data, (bytes32, uint256, bytes32[], bytes, uint256));
        uint256 lower = bounds >> 128;
        uint256 upper = uint128(bounds);
        if (lower > type(uint48).max || upper > type(uint48).max) revert BoundsTooLarge(bounds);
        if (index >= itemHashes.length) return SIG_VALIDATION_FAILED;
        if (itemHashes[index] != keccak256(abi.encode(MEE_USER_OP_TYPEHASH, userOpHash, lower, upper))) {
            return SIG_VALIDATION_FAILED;
        }
        bytes32 structHash = keccak256(abi.encode(SUPER_TX_TYPEHASH, keccak256(abi.encodePacked(itemHashes))));
        bytes32 digest = MessageHashUtils.toTypedDataHash(SUPER_TX_DOMAIN_SEPARATOR, structHash);
        // As the real validator: the EIP-712 digest signed as typed data, or as a personal message.
        if (!_signedBy(owner_, digest, sig) && !_signedBy(owner_, MessageHashUtils.toEthSignedMessageHash(digest), sig))
        {
            return SIG_VALIDATION_FAILED;
        }
        return _packValidationData(false, uint48(upper), uint48(lower));
    }

    function _permit(bytes calldata data, bytes32 userOpHash, address owner_) private returns (uint256) {
        PermitSignature memory p = abi.decode(data, (PermitSignature));
        // One permit signs the whole supertransaction: an op on another chain carries the funding
        // chain's permit (its chainId) and validates with it; only the op that submits the permit
        // must run on the permit's own chain.
        if (p.spender != msg.sender || (p.isPermitTx && p.chainId != block.chainid) || p.v > type(uint8).max) {
            return SIG_VALIDATION_FAILED;
        }
        if (!MerkleProof.verify(p.proof, p.root, _leaf(userOpHash, p.lowerBoundTimestamp, p.upperBoundTimestamp))) {
            return SIG_VALIDATION_FAILED;
        }
        // The permit's deadline is the root: one signature approves the funds and binds the quote.
        bytes32 structHash = keccak256(abi.encode(p.permitTypehash, owner_, p.spender, p.amount, p.nonce, uint256(p.root)));
        bytes32 digest = MessageHashUtils.toTypedDataHash(p.domainSeparator, structHash);
        (address recovered, ECDSA.RecoverError recoverError,) = ECDSA.tryRecover(digest, uint8(p.v), p.r, p.s);
        if (recoverError != ECDSA.RecoverError.NoError || recovered != owner_) return SIG_VALIDATION_FAILED;
        if (p.isPermitTx) {
            // A permit someone else already submitted has set the allowance; the transfer decides.
            try IERC20Permit(p.token).permit(owner_, p.spender, p.amount, uint256(p.root), uint8(p.v), p.r, p.s) {}
                catch {}
        }
        return _packValidationData(false, p.upperBoundTimestamp, p.lowerBoundTimestamp);
    }

    /// @dev The owner signed the transaction, whose call data's last 32 bytes are the root.
    /// Whether it was mined is not provable here (nor on the real validator).
    function _onchain(bytes calldata data, bytes32 userOpHash, address owner_) private view returns (uint256) {
        OnchainSignature memory o = abi.decode(data, (OnchainSignature));
        bytes memory callData = o.transaction.data;
        // The owner's transaction was mined on the funding chain; ops on every chain of the
        // supertransaction validate with it (the root in its call data binds them all).
        if (callData.length < 32 || o.yParity > 1) {
            return SIG_VALIDATION_FAILED;
        }
        bytes32 root;
        assembly {
            root := mload(add(callData, mload(callData)))
        }
        if (!MerkleProof.verify(o.proof, root, _leaf(userOpHash, o.lowerBoundTimestamp, o.upperBoundTimestamp))) {
            return SIG_VALIDATION_FAILED;
        }
        bytes32 digest = eip1559SigningHash(o.transaction);
        (address recovered, ECDSA.RecoverError recoverError,) = ECDSA.tryRecover(digest, o.yParity + 27, o.r, o.s);
        if (recoverError != ECDSA.RecoverError.NoError || recovered != owner_) return SIG_VALIDATION_FAILED;
        return _packValidationData(false, o.upperBoundTimestamp, o.lowerBoundTimestamp);
    }

    /// @dev The legacy meeUserOpHash: keccak256(keccak256(abi.encode(userOpHash, lower, upper))).
    function _leaf(bytes32 userOpHash, uint256 lower, uint256 upper) private pure returns (bytes32) {
        return keccak256(bytes.concat(keccak256(abi.encode(userOpHash, lower, upper))));
    }

    function _signedBy(address owner_, bytes32 digest, bytes memory sig) private pure returns (bool) {
        (address recovered, ECDSA.RecoverError recoverError,) = ECDSA.tryRecover(digest, sig);
        return recoverError == ECDSA.RecoverError.NoError && recovered == owner_;
    }
}

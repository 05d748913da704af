import { createHmac } from 'node:crypto';
import { ethereumAddress, segwitV0Address, tonAddress, tronAddress } from './address-encoding.ts';

export interface DerivedAddress {
  address: string;
  /** Set on shared-address networks (TON): the comment that tells whose payment it is. */
  memo: string | null;
}

/**
 * Where a player's deposits in one network go. Deterministic: the same player, network and sequence always
 * give the same address, so the server can re-derive rather than store keys, and every copy agrees.
 *
 * The embedded default (`HmacAddressDeriver`) derives addresses nobody holds keys for: it serves the
 * simulated chain. A real deployment puts an HD-wallet deriver behind this interface (an xpub per network,
 * BIP-32 path .../userId/sequence, signing keys kept offline), and a TON deriver naming the house wallet.
 */
export interface DepositAddressDeriver {
  derive(network: string, userId: bigint, sequence: number): DerivedAddress;
}

/** Networks whose currencies share one house wallet and tell players apart by memo. */
export const MEMO_NETWORKS = new Set(['TON']);

/** Memo digits: enough that collisions are rare; the caller still re-derives on a collision. */
const MEMO_DIGITS = 16;

/** The sandbox deriver: every address is an HMAC of the server secret, the player and the sequence. */
export class HmacAddressDeriver implements DepositAddressDeriver {
  constructor(private readonly secret: string) {}

  private digest(label: string): Buffer {
    return createHmac('sha256', this.secret).update(`deposit-address:${label}`).digest();
  }

  derive(network: string, userId: bigint, sequence: number): DerivedAddress {
    if (MEMO_NETWORKS.has(network)) {
      const memoDigest = this.digest(`${network}:memo:${userId}:${sequence}`);
      const memo = (memoDigest.readBigUInt64BE(0) % 10n ** BigInt(MEMO_DIGITS))
        .toString()
        .padStart(MEMO_DIGITS, '0');
      return { address: tonAddress(this.digest(`${network}:house`)), memo };
    }
    const key = this.digest(`${network}:${userId}:${sequence}`);
    switch (network) {
      case 'BTC':
        return { address: segwitV0Address('bc', key.subarray(0, 20)), memo: null };
      case 'LTC':
        return { address: segwitV0Address('ltc', key.subarray(0, 20)), memo: null };
      case 'ERC20':
        return { address: ethereumAddress(key), memo: null };
      case 'TRC20':
        return { address: tronAddress(key), memo: null };
      default:
        throw new RangeError(`no deposit addresses for network ${network}`);
    }
  }
}

import './buffer-polyfill.ts';
import {
  isJetton,
  TON_JETTON_FORWARD_FEE_NANO,
  TON_MESSAGE_AMOUNT_NANO,
  type TonCurrency,
  tonValidUntil,
  toTonUnits,
} from '@casino/shared';
import { Address, beginCell, type Cell } from '@ton/core';

/**
 * The TON Connect `sendTransaction` request of a crypto deposit (SPEC §9), built purely: the clock and every
 * address come in, nothing is fetched. One request, one message:
 * - TON: `amount` nanotons to the deposit address, the deposit comment as a text-comment payload;
 * - NOT, DOGS, USDTTON, JETTON: a TEP-74 jetton transfer sent to the player's own jetton wallet with
 *   0.1 TON attached; it moves the jettons to the deposit address, forwards 0.01 TON with the comment to
 *   it, and returns the excess to the player.
 */

/** TEP-74 `transfer` op. */
export const JETTON_TRANSFER_OP = 0x0f8a7ea5;
/** A text comment: op 0, then the UTF-8 text. */
export const TEXT_COMMENT_OP = 0;

/** What `TonConnectUI.sendTransaction` takes (amounts are decimal strings of nanotons). */
export interface TonConnectTransaction {
  validUntil: number;
  messages: Array<{ address: string; amount: string; payload?: string }>;
}

/** The memo as a text-comment cell (longer text continues in references, as storeStringTail does). */
export function commentCell(text: string): Cell {
  return beginCell().storeUint(TEXT_COMMENT_OP, 32).storeStringTail(text).endCell();
}

export interface JettonTransfer {
  queryId: bigint;
  /** Jetton units (the currency's precision). */
  amount: bigint;
  /** Who receives the jettons: the deposit address (its owner wallet, not a jetton wallet). */
  destination: Address;
  /** Who gets the excess TON back: the player's wallet. */
  responseDestination: Address;
  /** Nanotons forwarded to the destination with the transfer notification. */
  forwardTonAmount: bigint;
  forwardPayload: Cell | null;
}

/**
 * transfer#0f8a7ea5 query_id:uint64 amount:(VarUInteger 16) destination:MsgAddress
 *   response_destination:MsgAddress custom_payload:(Maybe ^Cell) forward_ton_amount:(VarUInteger 16)
 *   forward_payload:(Either Cell ^Cell)
 * The forward payload goes in a reference (Either's right branch), which every wallet and indexer reads.
 */
export function jettonTransferBody(transfer: JettonTransfer): Cell {
  const body = beginCell()
    .storeUint(JETTON_TRANSFER_OP, 32)
    .storeUint(transfer.queryId, 64)
    .storeCoins(transfer.amount)
    .storeAddress(transfer.destination)
    .storeAddress(transfer.responseDestination)
    .storeMaybeRef(null)
    .storeCoins(transfer.forwardTonAmount);
  if (transfer.forwardPayload) body.storeBit(1).storeRef(transfer.forwardPayload);
  else body.storeBit(0);
  return body.endCell();
}

export interface TonDepositInput {
  currency: TonCurrency;
  /** Major units as typed ("1.5"). */
  amount: string;
  /** The deposit address the server gave (POST /api/v1/wallet/txns/deposit). */
  depositAddress: string;
  /** The deposit comment that tells the house wallet whose payment it is. */
  memo?: string | null;
  /** The connected wallet (TON Connect `account.address`). Needed for jettons. */
  sender?: string | null;
  /** The sender's jetton wallet for this currency's master. Needed for jettons. */
  jettonWallet?: string | null;
  now: Date;
  /** TEP-74 query id; defaults to the clock's milliseconds, unique enough per player. */
  queryId?: bigint;
}

export class TonDepositError extends Error {
  constructor(readonly reason: 'invalid_amount' | 'invalid_address' | 'no_sender' | 'no_jetton_wallet') {
    super(reason);
    this.name = 'TonDepositError';
  }
}

function parse(address: string | null | undefined): Address {
  if (!address) throw new TonDepositError('invalid_address');
  try {
    return Address.parse(address);
  } catch {
    throw new TonDepositError('invalid_address');
  }
}

/** The address as TON Connect messages carry it: user-friendly, keeping the bounceable and test flags. */
function friendly(address: string): string {
  if (Address.isFriendly(address)) {
    const parsed = Address.parseFriendly(address);
    return parsed.address.toString({ bounceable: parsed.isBounceable, testOnly: parsed.isTestOnly });
  }
  return parse(address).toString({ bounceable: true });
}

const toBase64 = (cell: Cell): string => cell.toBoc().toString('base64');

export function buildTonDepositTransaction(input: TonDepositInput): TonConnectTransaction {
  const units = toTonUnits(input.amount, input.currency);
  if (units === null) throw new TonDepositError('invalid_amount');
  const destination = parse(input.depositAddress);
  const comment = input.memo ? commentCell(input.memo) : null;
  const validUntil = tonValidUntil(input.now);

  if (!isJetton(input.currency)) {
    return {
      validUntil,
      messages: [
        {
          address: friendly(input.depositAddress),
          amount: units.toString(),
          ...(comment ? { payload: toBase64(comment) } : {}),
        },
      ],
    };
  }

  if (!input.sender) throw new TonDepositError('no_sender');
  if (!input.jettonWallet) throw new TonDepositError('no_jetton_wallet');
  const body = jettonTransferBody({
    queryId: input.queryId ?? BigInt(input.now.getTime()),
    amount: units,
    destination,
    responseDestination: parse(input.sender),
    forwardTonAmount: TON_JETTON_FORWARD_FEE_NANO,
    forwardPayload: comment,
  });
  return {
    validUntil,
    messages: [
      {
        address: parse(input.jettonWallet).toString({ bounceable: true }),
        amount: TON_MESSAGE_AMOUNT_NANO.toString(),
        payload: toBase64(body),
      },
    ],
  };
}

/**
 * The VASP directory behind GET /vasps: virtual-asset service providers (exchanges and
 * custodians) a customer's wallet can be held at. A wallet external account names its
 * custodian with `accountInfo.vaspName` taken from this list; a wallet without one is
 * self-custody. Real, well-known providers with their public home pages, plus one entry that
 * exists only in the sandbox, for tests that want a custodian nobody will confuse with a real
 * one. Names are identifiers clients store: never rename one, only add.
 */
export interface VaspRecord {
  vaspName: string;
  url: string;
  /** Listed only when SERVICE_ENV is sandbox. */
  sandboxOnly?: boolean;
}

export const VASPS: readonly VaspRecord[] = [
  { vaspName: 'Anchorage Digital', url: 'https://www.anchorage.com' },
  { vaspName: 'Binance', url: 'https://www.binance.com' },
  { vaspName: 'Bitfinex', url: 'https://www.bitfinex.com' },
  { vaspName: 'BitGo', url: 'https://www.bitgo.com' },
  { vaspName: 'Bitpanda', url: 'https://www.bitpanda.com' },
  { vaspName: 'Bitso', url: 'https://bitso.com' },
  { vaspName: 'Bitstamp', url: 'https://www.bitstamp.net' },
  { vaspName: 'Bybit', url: 'https://www.bybit.com' },
  { vaspName: 'Coinbase', url: 'https://www.coinbase.com' },
  { vaspName: 'Crypto.com', url: 'https://crypto.com' },
  { vaspName: 'Gemini', url: 'https://www.gemini.com' },
  { vaspName: 'Kraken', url: 'https://www.kraken.com' },
  { vaspName: 'Luno', url: 'https://www.luno.com' },
  { vaspName: 'Mercado Bitcoin', url: 'https://www.mercadobitcoin.com.br' },
  { vaspName: 'OKX', url: 'https://www.okx.com' },
  { vaspName: 'Paxos', url: 'https://paxos.com' },
  { vaspName: 'Revolut', url: 'https://www.revolut.com' },
  { vaspName: 'Robinhood', url: 'https://robinhood.com' },
  { vaspName: 'Strike', url: 'https://strike.me' },
  { vaspName: 'Uphold', url: 'https://uphold.com' },
  { vaspName: 'Yellow Card', url: 'https://yellowcard.io' },
  { vaspName: 'Sandbox Custody', url: 'https://custody.sandbox.test', sandboxOnly: true },
];

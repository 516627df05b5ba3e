import type { Config } from '../config.js';
import { FIXED_RATES } from './fx.js';
import {
  lookup,
  MAGIC_VALUES,
  type MagicValue,
  ordinary,
  type Outcomes,
  type Question,
  SANDBOX_DELAYS,
  SANDBOX_PAYER_DATA_FIELDS,
} from './magic-values.js';
import type { FxSource, UmaCounterparty, World } from './world.js';

export type * from './world.js';
export { MAGIC_VALUES, SANDBOX_DELAYS } from './magic-values.js';
export { SANDBOX_UMA_DOMAIN } from './uma.js';

/** A world's answer for the row that decides a value. */
type Answer = <Q extends Question>(row: MagicValue<Q>) => Outcomes[Q];

/** The sandbox answers with the row's outcome: the magic value does what spec 4.15 says. */
const simulated: Answer = (row) => row.outcome;

/**
 * Production simulates nothing: every value gets what an ordinary value gets (the question's
 * `otherwise` row), unless its row names production's answer (docs/decisions/0024).
 */
const unsimulated: Answer = (row) => row.production ?? ordinary(row.question).outcome;

/** The delay of a row that must have one (the table's rows of later outcomes do). */
function delayOf(row: MagicValue): number {
  const delayMs = row.delayMs;
  if (delayMs === undefined) throw new Error(`magic values: a ${row.question} row needs its delay`);
  return delayMs;
}

/** The adapters of World as lookups over the magic values, answered the way `answer` says. */
function tableWorld(answer: Answer, fx: FxSource): World {
  const ask = <Q extends Question>(question: Q, value: string | undefined): Outcomes[Q] =>
    answer(lookup(question, value));
  const valid = (
    question: 'contactCode' | 'scaCode' | 'walletOtpCode' | 'walletSignature' | 'passkeySignature',
    value: string,
  ) => ask(question, value) === 'VALID';

  const counterparty = (address: string): UmaCounterparty | undefined => {
    const row = lookup('umaCounterparty', address);
    const outcome = answer(row);
    if (outcome === 'NONE') return undefined;
    // Only an exact row names a counterparty: its value is the canonical address.
    if (row.match.kind !== 'exact') throw new Error('magic values: a UMA counterparty row is not exact');
    return {
      address: row.match.value,
      behaviour: outcome.behaviour,
      currencies: outcome.currencies,
      requiredPayerDataFields: SANDBOX_PAYER_DATA_FIELDS,
    };
  };

  return {
    kyc: {
      individual: (fullName) => ask('individualKyc', fullName),
      business: (registrationNumber) => ask('businessKyb', registrationNumber),
      beneficialOwner: (lastName) => ask('beneficialOwnerKyc', lastName),
      platformStatus: () => ask('platformKycStatus', ''),
    },
    bank: {
      payout: (identifier) => ask('payout', identifier),
      transfer: (identifier) => ask('transfer', identifier),
      // Not a magic value: the one bank behind every pull holds the same in both worlds.
      pullableBalanceMajor: () => 1000n,
    },
    fx,
    uma: {
      counterparty,
      hasCounterpartyAt: (domain) =>
        MAGIC_VALUES.some(
          (row) =>
            row.question === 'umaCounterparty' &&
            row.match.kind === 'exact' &&
            row.match.value.endsWith(`@${domain.toLowerCase()}`) &&
            counterparty(row.match.value) !== undefined,
        ),
      domain: (domain) => ask('umaDomain', domain),
    },
    nameCheck: { beneficiary: (identifier) => ask('nameCheck', identifier) },
    liveness: {
      check: () => {
        const row = lookup('liveness', '');
        const outcome = answer(row);
        return outcome === 'NOT_COMPLETED' ? { outcome } : { outcome, delayMs: delayOf(row) };
      },
    },
    codes: {
      contactVerification: (code) => valid('contactCode', code),
      sca: (code) => valid('scaCode', code),
      walletOtp: (code) => valid('walletOtpCode', code),
    },
    signatures: {
      legacyWalletShortcut: (signature) => valid('walletSignature', signature),
      passkeyAssertion: (signature) => valid('passkeySignature', signature),
    },
    custodians: { simulated: (vaspName) => ask('custodian', vaspName) === 'SIMULATED' },
    identity: { oidcIssuer: (issuer) => ask('oidcIssuer', issuer) === 'SUPPORTED' },
    cardIssuer: {
      provisioning: (platformCardId) => {
        const row = lookup('cardProvisioning', platformCardId ?? '');
        const delayMs = row.delayMs;
        if (delayMs === undefined) throw new Error('magic values: a card provisioning row needs its delay');
        return { outcome: answer(row), delayMs };
      },
      authorization: (merchantDescriptor) => {
        const row = lookup('cardAuthorization', merchantDescriptor);
        const outcome = answer(row);
        // A delay belongs to the row that decided; production's DECIDE confirms like any other.
        const delayMs = outcome === row.outcome ? row.delayMs : ordinary('cardAuthorization').delayMs;
        if (delayMs === undefined) throw new Error('magic values: a card authorization row needs its delay');
        return { outcome, pullConfirmationDelayMs: delayMs };
      },
      eventDelayMs: SANDBOX_DELAYS.cardIssuerEvent,
    },
    stablecoinProvider: {
      environment: answer === simulated ? 'SANDBOX' : 'PRODUCTION',
      credentials: (apiClientId) => {
        const row = lookup('stablecoinCredentials', apiClientId);
        const outcome = answer(row);
        if (outcome === 'ACTIVE' || outcome === 'INVALID') return { outcome };
        return { outcome, delayMs: delayOf(row) };
      },
      // Not a magic value: the sandbox provider's tokens are USD-backed with 6 decimals, named
      // after their identifier (docs/decisions/0030).
      token: (identifier) => ({
        name: `Sandbox token ${identifier.trim().slice(-8)}`,
        symbol: `SB${identifier
          .trim()
          .replace(/[^A-Za-z0-9]/g, '')
          .slice(-4)
          .toUpperCase()}`,
        baseCurrency: 'USD',
        decimals: 6,
      }),
      issuance: (identifier) => {
        const row = lookup('stablecoinIssuance', identifier);
        return { outcome: answer(row), delayMs: delayOf(row) };
      },
      operation: (description) => {
        const row = lookup('stablecoinOperation', description);
        return {
          outcome: answer(row),
          delayMs: delayOf(row),
          fundingWindowMs: SANDBOX_DELAYS.stablecoinFundingWindow,
        };
      },
      enablement: () => {
        const row = lookup('stablecoinEnablement', '');
        const outcome = answer(row);
        return outcome === 'OPERATOR' ? { outcome } : { outcome, delayMs: delayOf(row) };
      },
    },
    walletProvider: {
      exportSettlement: () => {
        const row = lookup('walletExport', '');
        const outcome = answer(row);
        return outcome === 'SETTLED' ? { outcome } : { outcome, delayMs: delayOf(row) };
      },
    },
  };
}

/** The world of SERVICE_ENV=sandbox: every magic value of spec 4.15 simulated. */
export const sandboxWorld: World = tableWorld(simulated, FIXED_RATES);

/** The world of SERVICE_ENV=production: no simulation; prices from the fixed rate table. */
export const productionWorld: World = tableWorld(unsimulated, FIXED_RATES);

export function worldFor(config: Pick<Config, 'serviceEnv'>): World {
  return config.serviceEnv === 'sandbox' ? sandboxWorld : productionWorld;
}

import { describe, expect, it } from 'vitest';
import { PLANS } from '../../src/modules/payments/execution/rails.js';
import {
  MAGIC_VALUES,
  type Match,
  type MagicValueRow,
  ordinary,
  type Outcomes,
  QUESTIONS,
  type Question,
} from '../../src/sandbox/magic-values.js';
import { productionWorld, sandboxWorld, type World, worldFor } from '../../src/sandbox/index.js';
import { SANDBOX_UMA_DOMAIN } from '../../src/sandbox/uma.js';

/**
 * The adapters answer every row of the table as the row says, in the sandbox and in
 * production: asked through World exactly as the modules ask.
 */

const asked: { [Q in Question]: (world: World, value: string | undefined) => Outcomes[Q] } = {
  individualKyc: (w, v) => w.kyc.individual(v),
  businessKyb: (w, v) => w.kyc.business(v),
  beneficialOwnerKyc: (w, v) => w.kyc.beneficialOwner(v),
  platformKycStatus: (w) => w.kyc.platformStatus(),
  nameCheck: (w, v) => w.nameCheck.beneficiary(v),
  payout: (w, v) => w.bank.payout(v),
  transfer: (w, v) => w.bank.transfer(v),
  umaCounterparty: (w, v) => {
    const counterparty = w.uma.counterparty(v ?? '');
    return counterparty ? { behaviour: counterparty.behaviour, currencies: counterparty.currencies } : 'NONE';
  },
  umaDomain: (w, v) => w.uma.domain(v ?? ''),
  custodian: (w, v) => (w.custodians.simulated(v ?? '') ? 'SIMULATED' : 'NONE'),
  oidcIssuer: (w, v) => (w.identity.oidcIssuer(v ?? '') ? 'SUPPORTED' : 'UNSUPPORTED'),
  liveness: (w) => w.liveness.check().outcome,
  walletExport: (w) => w.walletProvider.exportSettlement().outcome,
  cardProvisioning: (w, v) => w.cardIssuer.provisioning(v).outcome,
  cardAuthorization: (w, v) => w.cardIssuer.authorization(v ?? '').outcome,
  stablecoinCredentials: (w, v) => w.stablecoinProvider.credentials(v ?? '').outcome,
  stablecoinIssuance: (w, v) => w.stablecoinProvider.issuance(v ?? '').outcome,
  stablecoinOperation: (w, v) => w.stablecoinProvider.operation(v).outcome,
  stablecoinEnablement: (w) => w.stablecoinProvider.enablement().outcome,
  contactCode: (w, v) => (w.codes.contactVerification(v ?? '') ? 'VALID' : 'INVALID'),
  scaCode: (w, v) => (w.codes.sca(v ?? '') ? 'VALID' : 'INVALID'),
  walletSignature: (w, v) => (w.signatures.legacyWalletShortcut(v ?? '') ? 'VALID' : 'INVALID'),
  walletOtpCode: (w, v) => (w.codes.walletOtp(v ?? '') ? 'VALID' : 'INVALID'),
  passkeySignature: (w, v) => (w.signatures.passkeyAssertion(v ?? '') ? 'VALID' : 'INVALID'),
};

/** An ordinary value: no row of any question ends in it or equals it. */
const ORDINARY = 'an ordinary value 998';

/** A value the row's match selects, as a client would send it. */
function valueFor(match: Match): string | undefined {
  switch (match.kind) {
    case 'suffix':
      return `Value ${match.value}`;
    case 'exact':
      return match.value;
    case 'absent':
      return undefined;
    case 'any':
    case 'otherwise':
      return ORDINARY;
  }
}

const ask = (world: World, row: MagicValueRow, value: string | undefined) =>
  (asked[row.question] as (w: World, v: string | undefined) => unknown)(world, value);

const label = (row: MagicValueRow) => `${row.question} ${JSON.stringify(row.match)}`;

describe('the magic values', () => {
  it('has a question for every adapter the table names, and rows for every question', () => {
    expect(Object.keys(asked).sort()).toEqual(Object.keys(QUESTIONS).sort());
    for (const question of Object.keys(QUESTIONS) as Question[]) {
      expect(ordinary(question).match.kind, question).toBe('otherwise');
    }
  });

  it.each(MAGIC_VALUES.map((row) => [label(row), row] as const))(
    '%s: the sandbox answers with the row, production as the row says for production',
    (_label, row) => {
      const value = valueFor(row.match);
      // The otherwise row behind an `any` row is only production's: the sandbox answers with the `any` row.
      const any = MAGIC_VALUES.find((r) => r.question === row.question && r.match.kind === 'any');
      const sandboxRow = row.match.kind === 'otherwise' && any ? any : row;
      expect(ask(sandboxWorld, row, value)).toEqual(sandboxRow.outcome);
      expect(ask(productionWorld, row, value)).toEqual(row.production ?? ordinary(row.question).outcome);
    },
  );

  it('reads a value as its question says: trimmed names, lower-case UMA addresses and domains', () => {
    expect(sandboxWorld.kyc.individual('  Ada Lovelace 001  ')).toBe('PENDING');
    expect(sandboxWorld.kyc.business(' HRB-003 ')).toBe('VALIDATE');
    expect(sandboxWorld.kyc.beneficialOwner('Smith002 ')).toBe('REJECTED');
    expect(sandboxWorld.bank.payout('123002 ')).toBe('PAYOUT_SUCCESS');
    expect(sandboxWorld.uma.counterparty(`$SUCCESS.EUR@${SANDBOX_UMA_DOMAIN.toUpperCase()}`)).toMatchObject({
      address: `$success.eur@${SANDBOX_UMA_DOMAIN}`,
      behaviour: 'SUCCESS',
      currencies: ['EUR', 'USD'],
    });
    expect(sandboxWorld.uma.domain('Acme.UMA.test')).toBe('SIMULATED');
    expect(sandboxWorld.codes.contactVerification(' 123456')).toBe(false);
  });

  it('gives ordinary values the ordinary outcome everywhere', () => {
    for (const question of Object.keys(QUESTIONS) as Question[]) {
      const expected = ordinary(question).outcome;
      if (
        question === 'platformKycStatus' ||
        question === 'liveness' ||
        question === 'walletExport' ||
        question === 'stablecoinEnablement'
      )
        continue; // every value is simulated
      expect(asked[question](sandboxWorld, ORDINARY), question).toEqual(expected);
      expect(asked[question](productionWorld, ORDINARY), question).toEqual(expected);
    }
  });

  it('lists the simulated UMA counterparty only where it exists', () => {
    expect(sandboxWorld.uma.hasCounterpartyAt(SANDBOX_UMA_DOMAIN)).toBe(true);
    expect(sandboxWorld.uma.hasCounterpartyAt('pay.example.com')).toBe(false);
    expect(productionWorld.uma.hasCounterpartyAt(SANDBOX_UMA_DOMAIN)).toBe(false);
  });

  it('delays the payment scripts as the table says', () => {
    const uma = {
      SUCCESS: 'UMA_SUCCESS',
      PENDING_LONG: 'UMA_PENDING_LONG',
      FAIL_COMPLIANCE: 'UMA_COMPLIANCE_FAILURE',
    } as const;
    for (const row of MAGIC_VALUES) {
      let scenario: keyof typeof PLANS | undefined;
      if (row.question === 'payout' || row.question === 'transfer') scenario = row.outcome;
      if (row.question === 'umaCounterparty' && row.outcome !== 'NONE') scenario = uma[row.outcome.behaviour];
      if (scenario === undefined) continue;
      expect(PLANS[scenario].later?.delayMs, label(row)).toBe(row.delayMs);
    }
    const liveness = sandboxWorld.liveness.check();
    expect(liveness).toEqual({ outcome: 'VERIFIED', delayMs: 30_000 });
  });

  it('is chosen by SERVICE_ENV', () => {
    expect(worldFor({ serviceEnv: 'sandbox' })).toBe(sandboxWorld);
    expect(worldFor({ serviceEnv: 'production' })).toBe(productionWorld);
  });
});

/**
 * The outside world as the domain sees it: who approves a customer, what a bank does with a
 * payment, what a rate is, who answers at a UMA address, whether a one-time code or a
 * signature is good. Modules ask these questions through `ctx.world` and never ask which
 * environment they run in: the sandbox wires adapters driven by the magic values of spec 4.15
 * (./magic-values.ts), production wires adapters without simulations (./index.ts,
 * docs/decisions/0024-sandbox-world.md).
 *
 * Plain types only: this kernel sits below the modules and knows none of their types, so the
 * modules map these strings to their own.
 */

/** An individual's KYC outcome (spec 4.15, `fullName`), as `kycStatus` at creation. */
export type IndividualKycOutcome = 'PENDING' | 'REJECTED' | 'UNVERIFIED' | 'APPROVED';
/**
 * A business's KYB outcome at POST /verifications (spec 4.15, `registrationNumber`):
 * decided at once, or VALIDATE (normal validation; a complete submission stays PENDING).
 */
export type BusinessKybOutcome = 'APPROVED' | 'REJECTED' | 'VALIDATE';
/** A beneficial owner's KYC outcome once its business resolves (spec 4.15, `lastName`). */
export type OwnerKycOutcome = 'PENDING' | 'REJECTED' | 'APPROVED';
/**
 * What happens to a kycStatus or kybStatus a platform sets itself (PATCH /customers):
 * APPLIED, or only when the platform is a regulated institution that runs its own checks.
 */
export type PlatformKycStatusOutcome = 'APPLIED' | 'REGULATED_ONLY';

export interface KycProvider {
  individual(fullName: string | undefined): IndividualKycOutcome;
  business(registrationNumber: string | undefined): BusinessKybOutcome;
  beneficialOwner(lastName: string | undefined): OwnerKycOutcome;
  platformStatus(): PlatformKycStatusOutcome;
}

/**
 * How a quote's payout to an external account ends (spec 4.15, "Quote destination external
 * account"). The names are the scenarios stored with quotes and transactions: never rename one.
 */
export type PayoutScenario =
  | 'PAYOUT_SUCCESS'
  | 'EXECUTION_FAILED'
  | 'SLOW_SUCCESS'
  | 'DELIVERY_FAILED'
  | 'RETURNED_AFTER_COMPLETION'
  | 'USER_CANCELLATION'
  | 'PAYOUT_AND_REFUND_FAILED';

/** How a transfer-in or transfer-out ends (spec 4.15, "Transfer-in and transfer-out"). Stored too. */
export type TransferScenario =
  | 'TRANSFER_SUCCESS'
  | 'TRANSFER_INSUFFICIENT_FUNDS'
  | 'TRANSFER_ACCOUNT_INVALID'
  | 'TRANSFER_BANK_REJECTED'
  | 'TRANSFER_PENDING_THEN_FAILED';

export interface BankRails {
  /** The scenario of a payout to an account with this primary identifier. */
  payout(identifier: string | undefined): PayoutScenario;
  /** The scenario of a pull from, or a payout to, an account with this primary identifier. */
  transfer(identifier: string | undefined): TransferScenario;
  /** Major units the bank holds in every pull-capable account (a transfer-in without amount). */
  pullableBalanceMajor(): bigint;
}

export interface FxSource {
  /** Units of `currency` one US dollar buys at mid-market; throws for a currency it has no rate for. */
  unitsPerUsd(currency: string): number;
}

/** What a counterparty at a UMA address does with a payment to it or from it. */
export type UmaBehaviour = 'SUCCESS' | 'PENDING_LONG' | 'FAIL_COMPLIANCE';

export interface UmaCounterparty {
  /** The canonical address (lower case). */
  address: string;
  behaviour: UmaBehaviour;
  /** What it receives in, its own currency first. */
  currencies: readonly string[];
  /** What it asks of payers. */
  requiredPayerDataFields: readonly { name: string; mandatory: boolean }[];
}

/**
 * Whether UMA payments reach a domain: SIMULATED (delivered inside this service, the
 * sandbox's own domains), UMA_NETWORK (a real domain), UNREACHABLE (a sandbox-only domain
 * outside the sandbox).
 */
export type UmaDomainOutcome = 'SIMULATED' | 'UMA_NETWORK' | 'UNREACHABLE';

export interface UmaNetwork {
  /** The simulated counterparty at an address (as receiver or as sender), if there is one. */
  counterparty(address: string): UmaCounterparty | undefined;
  /** Whether a simulated counterparty lives at `domain` (its provider is then listed). */
  hasCounterpartyAt(domain: string): boolean;
  domain(domain: string): UmaDomainOutcome;
}

/** The beneficiary name check of an external account (spec 4.15); INVALID_ACCOUNT is a 400. */
export type NameCheckOutcome =
  | 'MATCHED'
  | 'NOT_MATCHED'
  | 'PARTIAL_MATCH'
  | 'PENDING'
  | 'INVALID_ACCOUNT'
  | 'UNSUPPORTED'
  | 'CHECKED_BY_RECEIVING_FI';

export interface NameCheck {
  beneficiary(primaryIdentifier: string | undefined): NameCheckOutcome;
}

/** The hosted liveness check of a wallet ownership challenge: it verifies after `delayMs`, or never. */
export type LivenessOutcome = { outcome: 'VERIFIED'; delayMs: number } | { outcome: 'NOT_COMPLETED' };

export interface WalletLiveness {
  check(): LivenessOutcome;
}

/** How the wallet provider settles an export of a wallet's credentials (spec 4.5): at once, or after `delayMs`. */
export type ExportSettlement = { outcome: 'SETTLED' } | { outcome: 'SETTLES_LATER'; delayMs: number };

/** The provider that holds embedded wallets' keys. */
export interface WalletProvider {
  exportSettlement(): ExportSettlement;
}

/** What the card issuer answers to a new card, and after how long. */
export interface CardProvisioning {
  outcome: 'ACTIVE' | 'ISSUER_REJECTED';
  delayMs: number;
}

/**
 * What the issuer makes of an authorization from a merchant with this descriptor (spec 4.15):
 * DECIDE leaves it to the service's decisioning (card state, limit, funding sources); the
 * other outcomes are the simulations of the descriptor's suffix.
 */
export type CardAuthorizationOutcome =
  | 'DECIDE'
  | 'DECLINE_INSUFFICIENT_FUNDS'
  | 'DECLINE_CARD_PAUSED'
  | 'PULL_DELAYED'
  | 'PULL_CONFIRMATION_FAILED';

export interface CardAuthorizationAnswer {
  outcome: CardAuthorizationOutcome;
  /** How long after the authorization its pull is confirmed (or reported FAILED). */
  pullConfirmationDelayMs: number;
}

/** The issuer (and processor) behind debit cards. */
export interface CardIssuer {
  /** The outcome of provisioning a card with this `platformCardId` (spec 3.2). */
  provisioning(platformCardId: string | undefined): CardProvisioning;
  /** The issuer's answer to an authorization from a merchant with this descriptor. */
  authorization(merchantDescriptor: string): CardAuthorizationAnswer;
  /** How long after the network's message the issuer's event about it arrives. */
  readonly eventDelayMs: number;
}

/**
 * What the stablecoin provider (Brale) answers to a linked account's API credentials: ACTIVE,
 * INVALID (refused at once), or ACTIVE now and REVOKED or INVALID later (after `delayMs`).
 */
export type StablecoinCredentialsOutcome =
  | { outcome: 'ACTIVE' }
  | { outcome: 'INVALID' }
  | { outcome: 'REVOKED_LATER' | 'INVALID_LATER'; delayMs: number };

/** How a registered stablecoin's issuance ends: PROVISIONED, REJECTED in review, or FAILED while provisioning. */
export interface StablecoinIssuance {
  outcome: 'PROVISIONED' | 'REJECTED' | 'FAILED';
  /** Each step's delay (PENDING_REVIEW to PROVISIONING, PROVISIONING to PROVISIONED). */
  delayMs: number;
}

/** What the provider knows of a token it created. */
export interface StablecoinToken {
  name: string;
  symbol: string;
  baseCurrency: string;
  decimals: number;
}

/**
 * How a mint or burn ends at the provider: COMPLETED, FAILED while processing, EXPIRED (the
 * funding never arrives), or UNAVAILABLE (the provider does not answer: 503, nothing created).
 */
export interface StablecoinOperationScript {
  outcome: 'COMPLETED' | 'FAILED' | 'EXPIRED' | 'UNAVAILABLE';
  /** Each step's delay. */
  delayMs: number;
  /** How long funding instructions stay valid (unscaled). */
  fundingWindowMs: number;
}

/** Who moves a stablecoin's `serviceOperationsStatus` past PENDING_APPROVAL (spec 3.6). */
export type StablecoinEnablement = { outcome: 'AUTO_APPROVE'; delayMs: number } | { outcome: 'OPERATOR' };

/** The stablecoin issuance provider behind the stablecoins module (spec 1: link, register, mint, burn). */
export interface StablecoinProvider {
  /** The provider's environment this service talks to: its sandbox from the sandbox. */
  readonly environment: 'SANDBOX' | 'PRODUCTION';
  credentials(apiClientId: string): StablecoinCredentialsOutcome;
  token(providerTokenIdentifier: string): StablecoinToken;
  issuance(providerTokenIdentifier: string): StablecoinIssuance;
  operation(description: string | undefined): StablecoinOperationScript;
  enablement(): StablecoinEnablement;
}

/** One-time codes the customer types in; nothing is sent by this service. */
export interface OneTimeCodes {
  contactVerification(code: string): boolean;
  /** Strong Customer Authentication of a trust change of an external account. */
  sca(code: string): boolean;
  /** The one-time code of an embedded wallet's EMAIL_OTP or SMS_OTP credential. */
  walletOtp(code: string): boolean;
}

/** Signatures this world accepts without checking them (spec 4.15 "legacy shortcuts"). */
export interface WalletSignatures {
  /** `Service-Wallet-Signature` accepted in place of a stamp on any signed retry (spec 4.15). */
  legacyWalletShortcut(signature: string): boolean;
  /** The `signature` of a passkey assertion. */
  passkeyAssertion(signature: string): boolean;
}

/** Identity providers whose OIDC tokens OAUTH wallet credentials accept. */
export interface IdentityProviders {
  oidcIssuer(issuer: string): boolean;
}

/** Custodians (VASPs) that exist only as simulations. */
export interface Custodians {
  simulated(vaspName: string): boolean;
}

/** The set of adapters a service runs with: `ctx.world`. */
export interface World {
  readonly kyc: KycProvider;
  readonly bank: BankRails;
  readonly fx: FxSource;
  readonly uma: UmaNetwork;
  readonly nameCheck: NameCheck;
  readonly liveness: WalletLiveness;
  readonly codes: OneTimeCodes;
  readonly signatures: WalletSignatures;
  readonly custodians: Custodians;
  readonly identity: IdentityProviders;
  readonly walletProvider: WalletProvider;
  readonly cardIssuer: CardIssuer;
  readonly stablecoinProvider: StablecoinProvider;
}

// Generated from openapi.json by `npm run openapi`; do not edit.

export interface paths {
    "/2025-10-13/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List API tokens */
        get: operations["listTokens"];
        put?: never;
        /**
         * Create an API token
         * @description The `clientSecret` is returned only in this response. Requires MANAGE.
         */
        post: operations["createToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/tokens/{tokenId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an API token */
        get: operations["getToken"];
        put?: never;
        post?: never;
        /**
         * Delete an API token
         * @description The token stops authenticating immediately. A token cannot delete itself.
         */
        delete: operations["deleteToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the platform configuration */
        get: operations["getPlatformConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the platform configuration
         * @description Only the fields sent change. `supportedCurrencies` replaces the list; `embeddedWalletConfig` and `cardTokenization2faConfig` merge field by field; `feeConfigs` upserts by (feeType, sourceCurrency), and an entry whose fees are both 0 removes that fee.
         */
        patch: operations["updatePlatformConfig"];
        trace?: never;
    };
    "/2025-10-13/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List customers */
        get: operations["listCustomers"];
        put?: never;
        /**
         * Register a customer
         * @description Individual or business, chosen by `customerType`. Internal accounts are created per the platform currency configuration. Sandbox: the last three characters of an individual `fullName` select the KYC outcome.
         */
        post: operations["createCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/customers/end-user-terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Current End User Terms version and hosted URL */
        get: operations["getEndUserTerms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/customers/kyc-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Create a hosted KYC link for the customer with this platformCustomerId
         * @description The same single-use link as POST /customers/{customerId}/kyc-link, for clients that know the customer by their own id.
         */
        get: operations["getKycLinkByPlatformCustomerId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/customers/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a customer */
        get: operations["getCustomer"];
        put?: never;
        post?: never;
        /**
         * Delete a customer
         * @description Marks the customer deleted (`isDeleted`): it stays readable, cannot change, and its platformCustomerId and UMA address become free.
         */
        delete: operations["deleteCustomer"];
        options?: never;
        head?: never;
        /**
         * Update a customer
         * @description `email` and `phoneNumber` must be changed in separate requests. A change of the email (or phone number) that EMAIL_OTP (or SMS_OTP) credentials of the customer's embedded wallets share is a signed retry (spec 4.9): without signature headers the answer is 202 with `payloadToSign`, `requestId` and `expiresAt` and nothing changes; the same request with `Service-Wallet-Signature` (a stamp by a session of the wallet) and `Request-Id` changes the customer and every tied credential together (200). 409 EMAIL_OTP_CREDENTIAL_SET_CHANGED if the tied credentials changed in between, 409 EMAIL_OTP_EMAIL_ALREADY_EXISTS if another wallet signs in with that email.
         */
        patch: operations["updateCustomer"];
        trace?: never;
    };
    "/2025-10-13/customers/{customerId}/kyc-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a single-use hosted KYC link */
        post: operations["createKycLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/customers/{customerId}/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send or resend the email verification code
         * @description Sandbox: nothing is sent; the code is always 123456.
         */
        post: operations["sendCustomerEmailCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/customers/{customerId}/verify-email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the email verification code */
        post: operations["confirmCustomerEmailCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/customers/{customerId}/verify-phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send or resend the phone verification code
         * @description Sandbox: nothing is sent; the code is always 123456.
         */
        post: operations["sendCustomerPhoneCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/customers/{customerId}/verify-phone/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the phone verification code */
        post: operations["confirmCustomerPhoneCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/beneficial-owners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the beneficial owners of a business customer */
        get: operations["listBeneficialOwners"];
        put?: never;
        /** Add a beneficial owner, director or officer to a business customer */
        post: operations["createBeneficialOwner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/beneficial-owners/{beneficialOwnerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a beneficial owner */
        get: operations["getBeneficialOwner"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a beneficial owner (only the fields sent change) */
        patch: operations["updateBeneficialOwner"];
        trace?: never;
    };
    "/2025-10-13/customers/bulk/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import customers from a CSV file
         * @description multipart/form-data with the CSV (UTF-8, at most 10 MB) in the file part `file`. The header is checked at once; rows are imported in the background. Columns: umaAddress, platformCustomerId, customerType, fullName, birthDate, email, businessLegalName, businessRegistrationNumber, businessTaxId, addressLine1, addressLine2, city, state, postalCode, country, platformAccountId, description. Every row is checked like POST /customers; a bad row is reported in the job`s `errors` and does not stop the others. Businesses get businessInfo.incorporatedOn 1970-01-01 (the CSV has no such column) and need businessTaxId; platformAccountId and description are accepted and ignored.
         */
        post: operations["uploadCustomersCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/customers/bulk/jobs/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Progress and row errors of a CSV customer import */
        get: operations["getBulkCustomerImportJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List documents */
        get: operations["listDocuments"];
        put?: never;
        /**
         * Upload a document for a customer or beneficial owner
         * @description multipart/form-data with the file in `file`: PDF, JPEG or PNG, recognised by content; at most 10 MB. Every invalid field is reported in one 400.
         */
        post: operations["createDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the metadata of a document */
        get: operations["getDocument"];
        /**
         * Replace the file and/or metadata of a document
         * @description multipart/form-data; only the fields sent change, a file replaces the stored one. The holder cannot change. A replaced document no longer counts as submitted for verification.
         */
        put: operations["replaceDocument"];
        post?: never;
        /**
         * Delete a document
         * @description Irreversible. A document that was part of a verification submission cannot be deleted (409); replace it with PUT instead.
         */
        delete: operations["deleteDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List verifications */
        get: operations["listVerifications"];
        put?: never;
        /**
         * Submit a customer for KYC or KYB
         * @description Evaluates the data, beneficial owners and documents on file. `errors` lists what to supply when something is missing; calling again re-submits.
         */
        post: operations["createVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/verifications/{verificationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a verification */
        get: operations["getVerification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/customers/internal-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List customers' internal accounts */
        get: operations["listCustomerInternalAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/platform/internal-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the platform-level internal accounts (one per supported currency) */
        get: operations["listPlatformInternalAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/sandbox/internal-accounts/{accountId}/fund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fund an internal account instantly (sandbox) */
        post: operations["sandboxFundInternalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/auth/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an embedded wallet's credentials (not paginated) */
        get: operations["listAuthCredentials"];
        put?: never;
        /**
         * Register a credential on an embedded wallet
         * @description A wallet's first credential registers at once; further ones need a signed retry from a session of an existing credential. A signed retry (spec 5.4): without signature headers the answer is 202 with `payloadToSign`, `requestId` and `expiresAt`; repeat the same request with `Service-Wallet-Signature` (a stamp over the payload by the key of a session in force on the wallet) and `Request-Id`. EMAIL_OTP and SMS_OTP: one of each per wallet; the answer carries the `otpEncryptionTargetBundle` to encrypt the code to (sandbox code: 000000). OAUTH: `oidcToken`, a JWT from a supported issuer (sandbox rules of spec 4.15: `aud`, `sub`, `iat` at most 60 s old, `exp` in the future). PASSKEY: `nickname`, the `challenge` the client chose and the WebAuthn `attestation` (base64url fields), verified for real; the origin and RP ID it proves are the ones later assertions must come from; a WebAuthn credential id registers once per platform (PASSKEY_CREDENTIAL_ALREADY_EXISTS).
         */
        post: operations["createAuthCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/auth/credentials/{id}/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a new challenge for a credential
         * @description EMAIL_OTP and SMS_OTP: a new one-time code is sent (sandbox: 000000) and the answer carries a fresh `otpEncryptionTargetBundle`. PASSKEY: send `clientPublicKey`, the key the session will sign with; the answer is a PasskeyAuthChallenge whose `challenge` the authenticator signs (as its UTF-8 bytes, or the 32 bytes the hex spells) and whose `requestId` goes back in the Request-Id header of verify. OAUTH has no challenge step (409).
         */
        post: operations["challengeAuthCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/auth/credentials/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a credential and open a session
         * @description OAUTH: a fresh `oidcToken` of the registered identity whose `nonce` is the SHA-256 (hex) of the `clientPublicKey` sent; the session opens at once (200). EMAIL_OTP and SMS_OTP: `encryptedOtpBundle` is JSON `{encappedPublic, ciphertext}`, the HPKE encryption of `{otp_code, public_key}` to the target of the last challenge. The first call checks the code and answers 202; the retry stamped by that `public_key` answers 200 with the session. PASSKEY: `assertion` (WebAuthn, base64url fields) over the challenge of the last challenge call, whose `requestId` goes in the Request-Id header; the assertion is checked for real (credential id, challenge, the origin and RP ID the passkey registered with, user presence, signature, counter) and the session opens at once (200) for the `clientPublicKey` of that challenge. A compressed key becomes the session key; an uncompressed one (legacy) gets `encryptedSessionSigningKey`.
         */
        post: operations["verifyAuthCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/auth/credentials/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a credential and its sessions
         * @description A signed retry (spec 5.4): without signature headers the answer is 202 with `payloadToSign`, `requestId` and `expiresAt`; repeat the same request with `Service-Wallet-Signature` (a stamp over the payload by the key of a session in force on the wallet) and `Request-Id`.
         */
        delete: operations["revokeAuthCredential"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an embedded wallet's sessions in force (not paginated) */
        get: operations["listAuthSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a session
         * @description A signed retry (spec 5.4): without signature headers the answer is 202 with `payloadToSign`, `requestId` and `expiresAt`; repeat the same request with `Service-Wallet-Signature` (a stamp over the payload by the key of a session in force on the wallet) and `Request-Id`.
         */
        delete: operations["revokeAuthSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/auth/sessions/{id}/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace a session with a new one for a fresh client key
         * @description A signed retry (spec 5.4): without signature headers the answer is 202 with `payloadToSign`, `requestId` and `expiresAt`; repeat the same request with `Service-Wallet-Signature` (a stamp over the payload by the key of a session in force on the wallet) and `Request-Id`. Both calls carry the same `clientPublicKey`.
         */
        post: operations["refreshAuthSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/internal-accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change an embedded wallet's privacy setting
         * @description A signed retry (spec 5.4): without signature headers the answer is 202 with `payloadToSign`, `requestId` and `expiresAt`; repeat the same request with `Service-Wallet-Signature` (a stamp over the payload by the key of a session in force on the wallet) and `Request-Id`.
         */
        patch: operations["updateInternalAccount"];
        trace?: never;
    };
    "/2025-10-13/internal-accounts/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export an embedded wallet's recovery phrase, sealed to a fresh client key
         * @description A signed retry (spec 5.4): without signature headers the answer is 202 with `payloadToSign`, `requestId` and `expiresAt`; repeat the same request with `Service-Wallet-Signature` (a stamp over the payload by the key of a session in force on the wallet) and `Request-Id`. `clientPublicKey` is a fresh P-256 key in uncompressed form, bound into the payload (a retry with another key is WALLET_SIGNATURE_BODY_MISMATCH; a key of an earlier export is 400). While the export settles at the wallet provider the signed request answers 200 `{status: PROCESSING}`: re-send it as is (same key, signature and Request-Id) until it answers `{id, encryptedWalletCredentials}`, a bundle whose `data` holds `{encappedPublic, ciphertext}`, the HPKE encryption of the BIP-39 mnemonic to the key. Only that answer uses the request up; `wallet_operation.completed` says when it will come (sandbox: about 2 s, times SANDBOX_DELAY_SCALE).
         */
        post: operations["exportInternalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/auth/delegated-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List delegated keys by wallet account and/or card funding source (every status) */
        get: operations["listDelegatedKeys"];
        put?: never;
        /**
         * Create a delegated signing key for a card funding wallet (three legs)
         * @description The same body on all three calls. Without signature headers: 202 with a payload to stamp. The stamped retry (a session key of the wallet) makes a PENDING key and answers 202 with a second payload; stamping that one and retrying with its Request-Id makes the key ACTIVE (201). The service makes and keeps the P-256 private key (sealed at rest) and never returns it. A card funding source (the card and wallet pair) has at most one ACTIVE key: revoke it first (409).
         */
        post: operations["createDelegatedKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/auth/delegated-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a delegated key */
        get: operations["getDelegatedKeyById"];
        put?: never;
        post?: never;
        /**
         * Revoke an ACTIVE delegated key
         * @description Platform credentials alone. ACTIVE becomes REVOKED; a REVOKED key answers 204 again; a PENDING key cannot be revoked (409 INVALID_STATE_TRANSITION).
         */
        delete: operations["revokeDelegatedKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List cards
         * @description Filters: `cardholderId`, `accountId` (a bound funding source), `platformCardId`, `state`.
         */
        get: operations["listCards"];
        put?: never;
        /**
         * Issue a virtual debit card
         * @description The cardholder must be APPROVED (400 CARDHOLDER_KYC_NOT_APPROVED). Each funding source must be an ACTIVE internal account of the cardholder in USDB (400 FUNDING_SOURCE_INELIGIBLE); the order is priority. The card starts PROCESSING; the issuer answers about 2 s later (sandbox, times SANDBOX_DELAY_SCALE) with ACTIVE, or CLOSED with stateReason ISSUER_REJECTED for a platformCardId ending in 002; either way a CARD.STATE_CHANGE webhook. `threeDSecurePassword` is for EU/EEA cardholders only (one is generated when left out) and is never returned.
         */
        post: operations["createCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/cards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a card */
        get: operations["getCardById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Freeze, unfreeze or close a card, or rebind its funding sources
         * @description Platform credentials alone, answered directly (spec 4.12). States: ACTIVE to FROZEN or CLOSED, FROZEN to ACTIVE or CLOSED; any other move is 409 INVALID_STATE_TRANSITION; a CLOSED card answers 409 CARD_ALREADY_CLOSED (state CLOSED) or CARD_NOT_MUTABLE (anything else). Closing is final and detaches the funding sources. `fundingSources` replaces the whole binding (not with state CLOSED) and sends CARD.FUNDING_SOURCE_CHANGE; a state change sends CARD.STATE_CHANGE.
         */
        patch: operations["updateCardById"];
        trace?: never;
    };
    "/2025-10-13/cards/{id}/reveal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mint a short-lived, single-use link that shows the card's number, code and expiry
         * @description `panEmbedUrl` opens a page served by this service that shows the card details once; it expires at `expiresAt` (5 minutes). The URL is a bearer secret: render it at once, never store, cache or log it (its secret is in the fragment, which browsers never send to servers). Every reveal is recorded with the credentials that asked. ACTIVE and FROZEN cards only (409). For cardholders in the EU/EEA the cardholder's Strong Customer Authentication session is needed: 409 SCA_SESSION_REQUIRED.
         */
        post: operations["revealCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/discoveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Discover financial institutions
         * @description Banks and mobile-money operators for a country and/or currency; with neither, every institution. Pass `bankName` when creating an external account.
         */
        get: operations["listInstitutions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/uma-providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List counterparty UMA providers
         * @description Providers whose receivers (`$name@<domain>`) can be paid over UMA. Ordered by name; `hasBlockedProviders=false` leaves out blocked providers.
         */
        get: operations["listUmaProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/receiver/external-account/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up what an external account can receive
         * @description The currency the account receives, the estimated rate from the sending currency and the receivable range. Give at most one of `senderUmaAddress` and `customerId`.
         */
        get: operations["lookupExternalAccountReceiver"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/receiver/uma/{receiverUmaAddress}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up a UMA receiver
         * @description Currencies the receiver accepts, estimated exchange rates from the sending currency and receivable ranges. Give at most one of `senderUmaAddress` and `customerId`. Pass the `lookupId` to POST /quotes.
         */
        get: operations["lookupUmaReceiver"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/exchange-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List cached exchange rates, with platform fees
         * @description The rate offered now for each pair of a source currency (default: every currency the platform can send) and destination currencies (repeatable; default: every other currency), with the fees and the amount received for `sendingAmount` (default 10000 smallest units). `exchangeRate` is destination major units per source major unit, as in quotes. Rates are cached for windows of about 5 minutes: calls within one window return the same rate and `updatedAt`. Unknown currencies, and a source the platform cannot send, are 400 INVALID_CURRENCY.
         */
        get: operations["listExchangeRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/crypto/estimate-withdrawal-fee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Estimate the fees of a crypto withdrawal
         * @description Network and application fees of withdrawing `amount` from an INTERNAL_CRYPTO internal account to a blockchain address. `networkFee` is in the smallest unit of `networkFeeAsset`; `totalFee` and `netAmount` are in the withdrawal currency. 400 INVALID_CURRENCY when the account is not a crypto account in `currency`; INVALID_INPUT for a network that does not carry the currency or an address that is not one of the network; TRANSACTION_SIZE_LIMIT_EXCEEDED above the platform maximum; AMOUNT_OUT_OF_RANGE below its minimum, above the account's available balance or when the fees take the whole amount. Requires VIEW.
         */
        post: operations["estimateCryptoWithdrawalFee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/customers/external-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List customers' external accounts */
        get: operations["listExternalAccounts"];
        put?: never;
        /**
         * Register an external account of a customer
         * @description A bank account, a crypto wallet or a Lightning destination, chosen by `accountInfo.accountType`. Identifiers are checked (IBAN, ABA, CLABE, CPF/CNPJ check digits, EIP-55, base58, bech32). FIRST_PARTY self-custody wallets of customers in EU/EEA regions start PENDING_OWNERSHIP_VERIFICATION. Without `customerId` the account belongs to the platform (as POST /platform/external-accounts). The account types of the 2025-10-13 revision (US_ACCOUNT, CLABE, IBAN, PIX, UPI) are accepted and stored as today's types. Sandbox: the last three characters of the primary identifier (account number, IBAN, CLABE, PIX key, phone number, wallet address; the part before @ for UPI ids and lightning addresses) select the beneficiary name check: 102 NOT_MATCHED, 103 PARTIAL_MATCH, 104 PENDING, 105 400 INVALID_BANK_ACCOUNT, 106 UNSUPPORTED, 107 CHECKED_BY_RECEIVING_FI, otherwise MATCHED.
         */
        post: operations["createExternalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/platform/external-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the platform's own external accounts
         * @description `accounts` repeats `data` for clients of the 2025-10-13 revision, which read that name.
         */
        get: operations["listPlatformExternalAccounts"];
        put?: never;
        /**
         * Register an external account of the platform itself
         * @description Same account types and checks as customer accounts. `customerId` (accepted as in the 2025-10-13 revision) makes it that customer's account, as POST /customers/external-accounts. Sandbox: the last three characters of the primary identifier (account number, IBAN, CLABE, PIX key, phone number, wallet address; the part before @ for UPI ids and lightning addresses) select the beneficiary name check: 102 NOT_MATCHED, 103 PARTIAL_MATCH, 104 PENDING, 105 400 INVALID_BANK_ACCOUNT, 106 UNSUPPORTED, 107 CHECKED_BY_RECEIVING_FI, otherwise MATCHED.
         */
        post: operations["createPlatformExternalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/customers/external-accounts/{externalAccountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a customer external account */
        get: operations["getExternalAccount"];
        put?: never;
        post?: never;
        /**
         * Delete a customer external account
         * @description The account is 404 afterwards. A trusted beneficiary is 409 BENEFICIARY_TRUSTED: untrust it first.
         */
        delete: operations["deleteExternalAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/platform/external-accounts/{externalAccountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a platform external account */
        get: operations["getPlatformExternalAccount"];
        put?: never;
        post?: never;
        /**
         * Delete a platform external account
         * @description The account is 404 afterwards. A trusted beneficiary is 409 BENEFICIARY_TRUSTED: untrust it first.
         */
        delete: operations["deletePlatformExternalAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/customers/external-accounts/{externalAccountId}/trust": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trust a beneficiary
         * @description Customers in EU/EEA regions (Strong Customer Authentication) get an `scaChallenge` to confirm with POST .../trust/confirm (sandbox code 123456); for others the change applies at once and `trusted` is returned.
         */
        post: operations["trustExternalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/customers/external-accounts/{externalAccountId}/trust/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm trusting a beneficiary with the SCA code or a passkey assertion
         * @description Proof: `code` (sandbox 123456), or `passkeyAssertion` with the `origin` it was made on (sandbox: an assertion whose `signature` is `sandbox-valid-passkey-signature`). 409 outside SCA regions (nothing to confirm) and when no challenge is outstanding.
         */
        post: operations["confirmTrustExternalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/customers/external-accounts/{externalAccountId}/untrust": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Untrust a beneficiary
         * @description Customers in EU/EEA regions (Strong Customer Authentication) get an `scaChallenge` to confirm with POST .../untrust/confirm (sandbox code 123456); for others the change applies at once and `trusted` is returned.
         */
        post: operations["untrustExternalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/customers/external-accounts/{externalAccountId}/untrust/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm untrusting a beneficiary with the SCA code or a passkey assertion
         * @description Proof: `code` (sandbox 123456), or `passkeyAssertion` with the `origin` it was made on (sandbox: an assertion whose `signature` is `sandbox-valid-passkey-signature`). 409 outside SCA regions (nothing to confirm) and when no challenge is outstanding.
         */
        post: operations["confirmUntrustExternalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/customers/external-accounts/{externalAccountId}/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start an ownership verification challenge (FIRST_PARTY self-custody wallets) */
        post: operations["startExternalAccountOwnershipChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/customers/external-accounts/{externalAccountId}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify wallet ownership with a signature over the challenge message */
        post: operations["verifyExternalAccountOwnership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/platform/external-accounts/{externalAccountId}/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start an ownership verification challenge (FIRST_PARTY self-custody wallets) */
        post: operations["startPlatformExternalAccountOwnershipChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/platform/external-accounts/{externalAccountId}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify wallet ownership with a signature over the challenge message */
        post: operations["verifyPlatformExternalAccountOwnership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/vasps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List virtual-asset service providers
         * @description The exchanges and custodians a wallet external account can name as `accountInfo.vaspName` (custodial wallets; leave it out for self-custody). Ordered by name.
         */
        get: operations["listVasps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/plaid/link-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start linking a customer's US bank account through Plaid
         * @description A single-use link token, valid 4 hours, for one customer of this platform. Sandbox: no Plaid session is opened; send any `public-sandbox-...` public token to the `callbackUrl`.
         */
        post: operations["createPlaidLinkToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/plaid/callback/{plaid_link_token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish a Plaid link: the linked bank account becomes an external account
         * @description Creates a USD_ACCOUNT of the link token's customer that can be pulled from (ACH): a source of quotes and transfer-in. Sandbox: the public token must start with `public-sandbox-`; the account is at the sandbox bank (routing number 011401533), its number follows from the link token and `accountId`, and the customer is the beneficiary. Unknown link token: 404; expired: 400; already used: 409.
         */
        post: operations["submitPlaidPublicToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an UMA invitation from a platform customer
         * @description `inviterUma` must be the UMA address of an active customer of the calling platform (404 USER_NOT_FOUND otherwise). `amountToSend` is in the smallest unit of the inviter's first currency (the customer's `currencies`, else the platform's first supported currency). With `expiresAt` the invitation becomes EXPIRED at that time. In production, a platform still on its sandbox `.uma.test` UMA domain gets 400 INVITATIONS_NOT_CONFIGURED.
         */
        post: operations["createInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/invitations/{invitationCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an invitation by its code
         * @description Any platform may read an invitation: the code is what the inviter shares. A PENDING invitation past its `expiresAt` shows EXPIRED.
         */
        get: operations["getInvitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/invitations/{invitationCode}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim an invitation for an invitee UMA address
         * @description Any platform may claim. The creating platform receives INVITATION_CLAIMED. A claimed invitation gives 400 INVITATION_ALREADY_CLAIMED, a cancelled one 400 INVITATION_CANCELLED, an expired one 400 INVALID_INPUT with `details.invitationStatus` EXPIRED.
         */
        post: operations["claimInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/invitations/{invitationCode}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a pending invitation
         * @description Only the creating platform may cancel (403 FORBIDDEN otherwise), and only a PENDING invitation (400 otherwise, with the same codes as claim). No request body.
         */
        post: operations["cancelInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List quotes
         * @description Newest first. `status` is the quote status as GET /quotes/{quoteId} shows it.
         */
        get: operations["listQuotes"];
        put?: never;
        /**
         * Create a quote
         * @description Prices a payment between any combination of accounts and UMA addresses, with one side locked. For same-currency moves between an internal and an external account use POST /transfer-in or POST /transfer-out. A REALTIME_FUNDING quote returns paymentInstructions and is paid by them; `immediatelyExecute` executes internal-account and pull sources in the same call.
         */
        post: operations["createQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/quotes/{quoteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a quote (with its transactionId once executed) */
        get: operations["getQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/quotes/{quoteId}/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Execute a quote funded by an internal account or a pull-capable external account
         * @description Embedded-wallet sources need the `Service-Wallet-Signature` header: a stamp over the quote's `paymentInstructions[].accountOrWalletInfo.payloadToSign`. An executed quote cannot be cancelled.
         */
        post: operations["executeQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/quotes/{quoteId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quote an expired or failed quote again
         * @description Creates a new PENDING quote with the same source, destination, locked side and amount at the current rate; `originalQuoteId` names the quote retried. Only EXPIRED and FAILED quotes can be retried (409 INVALID_STATE_TRANSITION otherwise). A UMA destination needs a fresh `lookupId`.
         */
        post: operations["retryQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List transactions */
        get: operations["listTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/transactions/{transactionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a transaction */
        get: operations["getTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/transactions/{transactionId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a transaction pending platform approval */
        post: operations["approveTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/transactions/{transactionId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a transaction pending platform approval */
        post: operations["rejectTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/transactions/{transactionId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel an unsettled payout (refunded to the source) */
        post: operations["cancelTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/transactions/{transactionId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the receipt was delivered to the end user */
        post: operations["confirmTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/transfer-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pull from an external account into an internal account (same currency)
         * @deprecated
         */
        post: operations["transferIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/transfer-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay out from an internal account to an external account (same currency)
         * @deprecated
         */
        post: operations["transferOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/sandbox/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Simulate the payer paying a realtime-funded quote (sandbox) */
        post: operations["sandboxSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/sandbox/uma/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Simulate an incoming UMA payment to a customer (sandbox) */
        post: operations["sandboxUmaReceive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List agents */
        get: operations["listAgents"];
        put?: never;
        /**
         * Create an agent for a customer, with its policy and a first device code
         * @description The device code (valid 1 hour, once) is what the agent software redeems for its access token. Accounts named in `policy.accountRestrictions` must be the customer's internal accounts.
         */
        post: operations["createAgent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/agents/device-codes/{code}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a device code was redeemed */
        get: operations["getAgentDeviceCodeStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/agents/device-codes/{code}/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeem a device code for the agent's access token (no platform credentials)
         * @description Once, before the code expires and while it is the newest code of its agent. The access token is shown this once; a new redemption (of a newer code) replaces the earlier token.
         */
        post: operations["redeemAgentDeviceCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/agents/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The calling agent: profile, policy and usage */
        get: operations["getAgentMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/agents/me/internal-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's internal accounts the agent may use
         * @description Only the accounts of `policy.accountRestrictions.allowedAccountIds` when the policy lists them.
         */
        get: operations["agentListInternalAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/agents/me/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's transactions (VIEW_TRANSACTIONS)
         * @description Scoped to the agent's customer; no customer filter is taken.
         */
        get: operations["agentListTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/agents/me/transactions/{transactionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the customer's transactions (VIEW_TRANSACTIONS) */
        get: operations["agentGetTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/agents/me/external-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's external accounts (MANAGE_EXTERNAL_ACCOUNTS) */
        get: operations["agentListExternalAccounts"];
        put?: never;
        /**
         * Register an external account of the customer (MANAGE_EXTERNAL_ACCOUNTS)
         * @description As POST /customers/external-accounts, for the agent's customer: `customerId` may be left out; another customer's id is 404.
         */
        post: operations["agentCreateExternalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/agents/me/external-accounts/{externalAccountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the customer's external accounts (MANAGE_EXTERNAL_ACCOUNTS) */
        get: operations["agentGetExternalAccount"];
        put?: never;
        post?: never;
        /** Delete one of the customer's external accounts (MANAGE_EXTERNAL_ACCOUNTS) */
        delete: operations["agentDeleteExternalAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/agents/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Agent actions waiting for the platform */
        get: operations["listAgentApprovals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/agents/{agentId}/actions/{actionId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve an agent's pending action: its payment starts
         * @description Only a PENDING_APPROVAL action (409 otherwise). The spending limits are checked again; a quote that expired meanwhile is not paid and the action ends FAILED.
         */
        post: operations["approveAgentAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/agents/{agentId}/actions/{actionId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject an agent's pending action: its payment ends, no money moved */
        post: operations["rejectAgentAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/agents/me/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quote a payment of the agent's customer (CREATE_QUOTES)
         * @description As POST /quotes; every account it names must be the customer's (and allowed by the policy). `immediatelyExecute` also executes it as an action (EXECUTE_QUOTES).
         */
        post: operations["agentCreateQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/agents/me/quotes/{quoteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A quote the agent created (404 for any other) */
        get: operations["agentGetQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/agents/me/quotes/{quoteId}/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Execute a quote the agent created (EXECUTE_QUOTES)
         * @description The action is APPROVED with its transaction when the policy lets the payment run, or PENDING_APPROVAL with the transaction waiting (no money moved) until the platform approves it; poll `/agents/me/actions/{actionId}`. Spending limits are checked with the payment, atomically. An executed quote cannot be cancelled.
         */
        post: operations["agentExecuteQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/agents/me/transfer-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pull from the customer's external account into its internal account (CREATE_TRANSFERS)
         * @description Only pull-capable sources. The action is APPROVED with its transaction when the policy lets the payment run, or PENDING_APPROVAL with the transaction waiting (no money moved) until the platform approves it; poll `/agents/me/actions/{actionId}`. Spending limits are checked with the payment, atomically. A pull spends nothing: no limit counts it.
         */
        post: operations["agentCreateTransferIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/agents/me/transfer-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay out from the customer's internal account to its external account (CREATE_TRANSFERS)
         * @description The action is APPROVED with its transaction when the policy lets the payment run, or PENDING_APPROVAL with the transaction waiting (no money moved) until the platform approves it; poll `/agents/me/actions/{actionId}`. Spending limits are checked with the payment, atomically.
         */
        post: operations["agentCreateTransferOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/agents/me/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's actions, newest first */
        get: operations["agentListActions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/agents/me/actions/{actionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the agent's actions: poll it for the platform's decision */
        get: operations["agentGetAction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/agents/{agentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an agent */
        get: operations["getAgentById"];
        put?: never;
        post?: never;
        /** Delete an agent: its software loses access at once */
        delete: operations["deleteAgent"];
        options?: never;
        head?: never;
        /** Rename, pause or resume an agent */
        patch: operations["updateAgent"];
        trace?: never;
    };
    "/2025-10-13/agents/{agentId}/policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change part of an agent's policy
         * @description Fields sent replace theirs (`spendingLimits` field by field); the others keep their values. It holds from the next request.
         */
        patch: operations["updateAgentPolicy"];
        trace?: never;
    };
    "/2025-10-13/agents/{agentId}/device-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issue a new device code; earlier unredeemed codes stop working */
        post: operations["regenerateAgentDeviceCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/stablecoin-provider-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List linked stablecoin provider accounts */
        get: operations["listStablecoinProviderAccounts"];
        put?: never;
        /**
         * Link the platform's account at a stablecoin provider
         * @description The provider checks the API credentials: refused ones are 400 STABLECOIN_PROVIDER_ACCOUNT_INVALID (sandbox: an apiClientId ending in 002; 003 is revoked and 004 becomes INVALID about 60 s later). An account already linked ACTIVE is 409; an INVALID or REVOKED one is linked again. The secret is kept encrypted and never returned. Requires an Idempotency-Key.
         */
        post: operations["linkStablecoinProviderAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/stablecoin-provider-accounts/{stablecoinProviderAccountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a linked stablecoin provider account
         * @description 404 STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND for an id of no account of the platform.
         */
        get: operations["getStablecoinProviderAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/stablecoins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List registered stablecoins
         * @description Filters: issuanceStatus, serviceOperationsStatus (or gridOperationsStatus), provider.
         */
        get: operations["listStablecoins"];
        put?: never;
        /**
         * Register a stablecoin the provider created, requesting its enablement
         * @description Registration is the request of spec 3.6: serviceOperationsStatus NOT_ENABLED to PENDING_APPROVAL (send serviceOperationsStatus NOT_ENABLED to register without it). Registering the same token again is the same stablecoin: it succeeds while PENDING_APPROVAL and makes the request for one NOT_ENABLED; ENABLING, ENABLED and DISABLED are set by the service only (409 STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE). Without stablecoinProviderAccountId the platform must have exactly one ACTIVE provider account (400 STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED, 404 STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND). The provider then reviews and provisions the token (issuanceStatus PENDING_REVIEW, PROVISIONING, PROVISIONED; sandbox: a providerTokenIdentifier ending in 002 is REJECTED, 003 FAILED), and the service enables it. Requires an Idempotency-Key.
         */
        post: operations["registerStablecoin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/stablecoins/{stablecoinId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a stablecoin */
        get: operations["getStablecoin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/stablecoins/{stablecoinId}/mints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mint tokens into an internal account
         * @description Requires an Idempotency-Key. The stablecoin must be PROVISIONED and ENABLED (409), its provider account usable (400 STABLECOIN_PROVIDER_ACCOUNT_INVALID / _REVOKED). `amount` is a string of digits in the token's smallest unit and must be a whole number of cents of the base currency (400 INVALID_INPUT). The operation starts CREATED and the provider moves it (sandbox: about 5 s a step, times SANDBOX_DELAY_SCALE) through PENDING_FUNDING or PENDING_PROVIDER and PROCESSING to COMPLETED, FAILED or EXPIRED; a description ending in 002 fails, 003 never gets its funding (EXPIRED), 503 is answered 503 (the provider is unavailable). Funding: SERVICE_INTERNAL_ACCOUNT (an internal account in the base currency, held at once; GRID_INTERNAL_ACCOUNT is read as it), WIRE (fundingInstructions), ACH_DEBIT or SAME_DAY_ACH_DEBIT (an external account in the base currency), PROVIDER_INTERNAL_BALANCE. The destination is an internal account holding the token (`currency`), credited when the mint completes.
         */
        post: operations["createStablecoinMint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/stablecoins/{stablecoinId}/burns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Burn tokens and pay their value to a bank account
         * @description Requires an Idempotency-Key. The stablecoin must be PROVISIONED and ENABLED (409), its provider account usable (400 STABLECOIN_PROVIDER_ACCOUNT_INVALID / _REVOKED). `amount` is a string of digits in the token's smallest unit and must be a whole number of cents of the base currency (400 INVALID_INPUT). The operation starts CREATED and the provider moves it (sandbox: about 5 s a step, times SANDBOX_DELAY_SCALE) through PENDING_FUNDING or PENDING_PROVIDER and PROCESSING to COMPLETED, FAILED or EXPIRED; a description ending in 002 fails, 003 never gets its funding (EXPIRED), 503 is answered 503 (the provider is unavailable). Source: SERVICE_INTERNAL_ACCOUNT (an internal account holding the token, held at once and released if the burn fails), EXTERNAL_ACCOUNT (send the tokens to fundingInstructions), PROVIDER_INTERNAL_BALANCE. The amount may not exceed the supply not already being burned (400 INVALID_AMOUNT). The base currency is paid to the external account on `rail` (estimatedDelivery).
         */
        post: operations["createStablecoinBurn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/stablecoins/{stablecoinId}/operations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a stablecoin's mints and burns */
        get: operations["listStablecoinOperations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/stablecoin-operations/{stablecoinOperationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a mint or burn */
        get: operations["getStablecoinOperation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/webhooks/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook events and their delivery status
         * @description Extension beyond the Payments Service API: the delivery log of the webhooks sent to this platform.
         */
        get: operations["listWebhookEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/webhooks/events/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook event with every delivery attempt
         * @description Extension beyond the Payments Service API: the delivery log of the webhooks sent to this platform.
         */
        get: operations["getWebhookEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/webhooks/events/{eventId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver a webhook event again (same id)
         * @description Extension beyond the Payments Service API: the delivery log of the webhooks sent to this platform.
         */
        post: operations["redeliverWebhookEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/webhooks/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a TEST webhook to the configured endpoint
         * @description Sends a TEST webhook, signed like every webhook, to the configured endpoint now and waits for its answer (10 s timeout). 200 when the endpoint answers 2xx; 400 WEBHOOK_ENDPOINT_NOT_SET without an endpoint; 400 WEBHOOK_DELIVERY_ERROR when the endpoint answers otherwise or not at all, with `url`, `response_status`, `response_body` and `error` in `details`.
         */
        post: operations["testWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2025-10-13/sandbox/webhooks/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a TEST webhook to the configured endpoint now
         * @description Sends a TEST webhook, signed like every webhook, to the configured endpoint now and waits for its answer (10 s timeout). 200 when the endpoint answers 2xx; 400 WEBHOOK_ENDPOINT_NOT_SET without an endpoint; 400 WEBHOOK_DELIVERY_ERROR when the endpoint answers otherwise or not at all, with `url`, `response_status`, `response_body` and `error` in `details`.
         */
        post: operations["sendTestWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "outgoing-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An outgoing payment reached a status
         * @description Sent with `X-Service-Signature` (see the WebhookSignature security scheme). Any 2xx answer within 10 s is a delivery; anything else is retried (docs/webhooks.md).
         */
        post: operations["outgoingPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "incoming-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An incoming payment reached a status
         * @description Sent with `X-Service-Signature` (see the WebhookSignature security scheme). Any 2xx answer within 10 s is a delivery; anything else is retried (docs/webhooks.md).
         */
        post: operations["incomingPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "internal-account-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An internal account changed (balance, status or funding instructions)
         * @description Sent with `X-Service-Signature` (see the WebhookSignature security scheme). Any 2xx answer within 10 s is a delivery; anything else is retried (docs/webhooks.md).
         */
        post: operations["internalAccountStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "external-account-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An external account's status changed
         * @description Sent with `X-Service-Signature` (see the WebhookSignature security scheme). Any 2xx answer within 10 s is a delivery; anything else is retried (docs/webhooks.md).
         */
        post: operations["externalAccountStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "customer-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A customer's KYC or KYB status changed
         * @description Sent with `X-Service-Signature` (see the WebhookSignature security scheme). Any 2xx answer within 10 s is a delivery; anything else is retried (docs/webhooks.md).
         */
        post: operations["customerUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "verification-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A verification was decided
         * @description Sent with `X-Service-Signature` (see the WebhookSignature security scheme). Any 2xx answer within 10 s is a delivery; anything else is retried (docs/webhooks.md).
         */
        post: operations["verificationUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invitation-claimed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An invitation this platform created was claimed
         * @description Sent with `X-Service-Signature` (see the WebhookSignature security scheme). Any 2xx answer within 10 s is a delivery; anything else is retried (docs/webhooks.md).
         */
        post: operations["invitationClaimed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "bulk-upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A bulk customer import finished
         * @description Sent with `X-Service-Signature` (see the WebhookSignature security scheme). Any 2xx answer within 10 s is a delivery; anything else is retried (docs/webhooks.md).
         */
        post: operations["bulkUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "card-state-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A card's state changed (the issuer's answer, or a PATCH)
         * @description Sent with `X-Service-Signature` (see the WebhookSignature security scheme). Any 2xx answer within 10 s is a delivery; anything else is retried (docs/webhooks.md).
         */
        post: operations["cardStateChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "card-funding-source-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A card's funding sources were replaced
         * @description Sent with `X-Service-Signature` (see the WebhookSignature security scheme). Any 2xx answer within 10 s is a delivery; anything else is retried (docs/webhooks.md).
         */
        post: operations["cardFundingSourceChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "agent-action": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An agent's payment waits for the platform's approval (approve or reject its action)
         * @description Sent with `X-Service-Signature` (see the WebhookSignature security scheme). Any 2xx answer within 10 s is a delivery; anything else is retried (docs/webhooks.md).
         */
        post: operations["agentAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "agent-action-decided": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An agent's action was decided: approved (its payment started), rejected, or failed
         * @description Sent with `X-Service-Signature` (see the WebhookSignature security scheme). Any 2xx answer within 10 s is a delivery; anything else is retried (docs/webhooks.md).
         */
        post: operations["agentActionDecided"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "wallet-operation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An embedded-wallet operation (an export) settled: re-send its signed request for the result
         * @description Sent with `X-Service-Signature` (see the WebhookSignature security scheme). Any 2xx answer within 10 s is a delivery; anything else is retried (docs/webhooks.md).
         */
        post: operations["walletOperation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "test-webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The endpoint was set or changed, or POST /webhooks/test was called
         * @description Sent with `X-Service-Signature` (see the WebhookSignature security scheme). Any 2xx answer within 10 s is a delivery; anything else is retried (docs/webhooks.md).
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        Error: {
            /** @description HTTP status code */
            status: number;
            /** @description Machine-readable error code */
            code: string;
            /** @description Human-readable description */
            message: string;
            /** @description Free-form; validation failures list every invalid field in `errors` */
            details?: {
                [key: string]: unknown;
            };
        };
        BeneficialOwner: {
            /** @description BeneficialOwner:<uuid> */
            id: string;
            customerId: string;
            roles: ("UBO" | "DIRECTOR" | "COMPANY_OFFICER" | "CONTROL_PERSON" | "TRUSTEE" | "GENERAL_PARTNER")[];
            ownershipPercentage: number;
            personalInfo: {
                firstName: string;
                middleName?: string;
                lastName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                address: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                /** @enum {string} */
                idType: "SSN" | "ITIN" | "EIN" | "NON_US_TAX_ID";
                identifier: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfIssuance?: string;
            };
            /** @enum {string} */
            kycStatus: "UNVERIFIED" | "PENDING" | "APPROVED" | "REJECTED" | "HOLD";
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            updatedAt: string;
            /** @description firstName, middleName and lastName */
            fullName: string;
            /**
             * @description As sent inline with the business, else derived from the first role
             * @enum {string}
             */
            individualType: "BENEFICIAL_OWNER" | "CONTROL_PERSON" | "DIRECTOR" | "OFFICER" | "TRUSTEE" | "GENERAL_PARTNER" | "AUTHORIZED_PERSON" | "BUSINESS_POINT_OF_CONTACT" | "SETTLOR";
            percentageOwnership: number;
            title?: string;
            /** Format: date */
            birthDate: string;
            nationality: string;
            /** Format: email */
            emailAddress?: string;
            phoneNumber?: string;
            address: {
                line1: string;
                line2?: string;
                city?: string;
                state?: string;
                postalCode: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                country: string;
            };
            /** @description Same as personalInfo.identifier */
            taxId: string;
        };
        IndividualCustomer: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            customerType: "IndividualCustomer";
            /** @description Customer:<uuid> */
            id: string;
            platformCustomerId: string;
            umaAddress: string;
            region?: string;
            currencies?: string[];
            /** Format: email */
            email?: string;
            phoneNumber?: string;
            endUserTermsConsent?: {
                termsVersion: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp
                 */
                acceptedAt: string;
                ipAddress: string;
                /** @enum {string} */
                acceptanceMethod: "CHECKBOX" | "CLICK_TO_ACCEPT";
            };
            contactVerification?: {
                /** @enum {string} */
                email: "PENDING" | "VERIFIED";
                /** @enum {string} */
                phone: "PENDING" | "VERIFIED";
            };
            isDeleted: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            updatedAt: string;
            /** @enum {string} */
            kycStatus: "UNVERIFIED" | "PENDING" | "APPROVED" | "REJECTED" | "HOLD";
            fullName?: string;
            /**
             * Format: date
             * @description YYYY-MM-DD
             */
            birthDate?: string;
            /**
             * Format: iso3166-1-alpha-2
             * @description ISO 3166-1 alpha-2 country code
             */
            nationality?: string;
            /** @enum {string} */
            taxIdType?: "SSN" | "ITIN" | "EIN" | "NON_US_TAX_ID";
            /**
             * @description Same as `taxIdType`
             * @enum {string}
             */
            idType?: "SSN" | "ITIN" | "EIN" | "NON_US_TAX_ID";
            /**
             * Format: iso3166-1-alpha-2
             * @description Country that issued the identifier
             */
            countryOfIssuance?: string;
            address?: {
                line1: string;
                line2?: string;
                city?: string;
                state?: string;
                postalCode: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                country: string;
            };
            /** @enum {string} */
            purposeOfAccount?: "CONTRACTOR_PAYOUTS" | "CREATOR_PAYOUTS" | "EMPLOYEE_PAYOUTS" | "MARKETPLACE_SELLER_PAYOUTS" | "SUPPLIER_PAYMENTS" | "CROSS_BORDER_B2B" | "AR_AUTOMATION" | "AP_AUTOMATION" | "EMBEDDED_PAYMENTS" | "PLATFORM_FEE_COLLECTION" | "P2P_TRANSFERS" | "CHARITABLE_DONATIONS" | "OTHER";
            purposeOfAccountOtherDescription?: string;
            /** @enum {string} */
            expectedMonthlyTransactionCount?: "COUNT_UNDER_10" | "COUNT_10_TO_100" | "COUNT_100_TO_500" | "COUNT_500_TO_1000" | "COUNT_OVER_1000";
            /** @enum {string} */
            expectedMonthlyTransactionVolume?: "VOLUME_UNDER_10K" | "VOLUME_10K_TO_100K" | "VOLUME_100K_TO_1M" | "VOLUME_1M_TO_10M" | "VOLUME_OVER_10M";
            sourceOfFundsCategories?: ("SALARY" | "SELF_EMPLOYMENT_INCOME" | "INVESTMENT_INCOME" | "PENSION" | "RENTAL_INCOME" | "GIFT" | "INHERITANCE" | "LOAN" | "SAVINGS" | "SALE_OF_ASSETS" | "OTHER")[];
            sourceOfFundsOtherDescription?: string;
            sourceOfWealthCategories?: ("SALARY" | "BUSINESS_INCOME" | "INVESTMENTS" | "INHERITANCE" | "PROPERTY_SALE" | "GIFT" | "RETIREMENT" | "SAVINGS" | "OTHER")[];
            sourceOfWealthOtherDescription?: string;
            /** @enum {string} */
            annualIncomeRange?: "UNDER_50K" | "RANGE_50K_100K" | "RANGE_100K_250K" | "RANGE_250K_1M" | "OVER_1M";
            /** @enum {string} */
            netWorthRange?: "UNDER_100K" | "RANGE_100K_500K" | "RANGE_500K_1M" | "RANGE_1M_5M" | "RANGE_5M_25M" | "OVER_25M";
            /** @enum {string} */
            pepStatus?: "NONE" | "DOMESTIC" | "FOREIGN" | "HIO" | "FAMILY_OR_ASSOCIATE";
        };
        BusinessCustomer: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            customerType: "BusinessCustomer";
            /** @description Customer:<uuid> */
            id: string;
            platformCustomerId: string;
            umaAddress: string;
            region?: string;
            currencies?: string[];
            /** Format: email */
            email?: string;
            phoneNumber?: string;
            endUserTermsConsent?: {
                termsVersion: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp
                 */
                acceptedAt: string;
                ipAddress: string;
                /** @enum {string} */
                acceptanceMethod: "CHECKBOX" | "CLICK_TO_ACCEPT";
            };
            contactVerification?: {
                /** @enum {string} */
                email: "PENDING" | "VERIFIED";
                /** @enum {string} */
                phone: "PENDING" | "VERIFIED";
            };
            isDeleted: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            updatedAt: string;
            /** @enum {string} */
            kybStatus: "UNVERIFIED" | "PENDING" | "APPROVED" | "REJECTED" | "HOLD";
            /**
             * @description `kybStatus` in the values of the revisions before it existed: APPROVED, REJECTED, or PENDING_REVIEW (PENDING and HOLD); absent while UNVERIFIED
             * @enum {string}
             */
            kycStatus?: "APPROVED" | "REJECTED" | "PENDING_REVIEW";
            address?: {
                line1: string;
                line2?: string;
                city?: string;
                state?: string;
                postalCode: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                country: string;
            };
            businessInfo: {
                legalName: string;
                doingBusinessAs?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                country?: string;
                registrationNumber?: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                incorporatedOn?: string;
                /** @enum {string} */
                entityType?: "SOLE_PROPRIETORSHIP" | "PARTNERSHIP" | "LLC" | "CORPORATION" | "S_CORPORATION" | "NON_PROFIT" | "PUBLICLY_LISTED_COMPANY" | "TRUST" | "PRIVATE_FOUNDATION" | "CHARITY" | "OTHER";
                taxId?: string;
                countriesOfOperation?: string[];
                /** @enum {string} */
                businessType?: "ACCOMMODATION_AND_FOOD_SERVICES" | "ADMINISTRATIVE_AND_SUPPORT_AND_WASTE_MANAGEMENT_AND_REMEDIATION_SERVICES" | "AGRICULTURE_FORESTRY_FISHING_AND_HUNTING" | "ARTS_ENTERTAINMENT_AND_RECREATION" | "CONSTRUCTION" | "EDUCATIONAL_SERVICES" | "FINANCE_AND_INSURANCE" | "HEALTH_CARE_AND_SOCIAL_ASSISTANCE" | "INFORMATION" | "MANAGEMENT_OF_COMPANIES_AND_ENTERPRISES" | "MANUFACTURING" | "MINING_QUARRYING_AND_OIL_AND_GAS_EXTRACTION" | "OTHER_SERVICES" | "PROFESSIONAL_SCIENTIFIC_AND_TECHNICAL_SERVICES" | "PUBLIC_ADMINISTRATION" | "REAL_ESTATE_AND_RENTAL_AND_LEASING" | "RETAIL_TRADE" | "TRANSPORTATION_AND_WAREHOUSING" | "UTILITIES" | "WHOLESALE_TRADE";
                /** @enum {string} */
                purposeOfAccount?: "CONTRACTOR_PAYOUTS" | "CREATOR_PAYOUTS" | "EMPLOYEE_PAYOUTS" | "MARKETPLACE_SELLER_PAYOUTS" | "SUPPLIER_PAYMENTS" | "CROSS_BORDER_B2B" | "AR_AUTOMATION" | "AP_AUTOMATION" | "EMBEDDED_PAYMENTS" | "PLATFORM_FEE_COLLECTION" | "P2P_TRANSFERS" | "CHARITABLE_DONATIONS" | "OTHER";
                sourceOfFunds?: string;
                sourceOfFundsCategories?: ("OPERATING_REVENUE" | "INVESTMENT_INCOME" | "LOANS" | "VENTURE_CAPITAL" | "PERSONAL_SAVINGS" | "DONATIONS" | "OTHER")[];
                sourceOfFundsOtherDescription?: string;
                purposeOfAccountOtherDescription?: string;
                /** @enum {string} */
                expectedMonthlyTransactionCount?: "COUNT_UNDER_10" | "COUNT_10_TO_100" | "COUNT_100_TO_500" | "COUNT_500_TO_1000" | "COUNT_OVER_1000";
                /** @enum {string} */
                expectedMonthlyTransactionVolume?: "VOLUME_UNDER_10K" | "VOLUME_10K_TO_100K" | "VOLUME_100K_TO_1M" | "VOLUME_1M_TO_10M" | "VOLUME_OVER_10M";
                expectedRecipientJurisdictions?: string[];
                expectedCounterpartyCountries?: string[];
                naicsCode?: string;
                primaryContactFirstName?: string;
                primaryContactLastName?: string;
            };
            beneficialOwners: components["schemas"]["BeneficialOwner"][];
        };
        SignedRequestChallenge: {
            /** @description What the wallet stamps, byte for byte */
            payloadToSign: string;
            /** @description `Request:<uuid>`, sent back in the Request-Id header */
            requestId: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            expiresAt: string;
        };
        PaymentInstructions: {
            instructionsNotes?: string;
            /** @description True when the details are the platform's own account */
            isPlatformAccount: boolean;
            /** @description BOLT 11 invoice (Spark and Lightning funding) */
            invoice?: string;
            /** @description Bank details or wallet address, by accountType */
            accountOrWalletInfo: {
                /** @enum {string} */
                accountType: "AED_ACCOUNT";
                iban: string;
                swiftCode?: string;
                /** @description Rails this deposit may arrive on */
                paymentRails: "BANK_TRANSFER"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "ARS_ACCOUNT";
                /** @description CBU/CVU, 22 digits */
                accountNumber: string;
                reference?: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "BDT_ACCOUNT";
                accountNumber?: string;
                bankName: string;
                branchCode?: string;
                phoneNumber?: string;
                swiftCode?: string;
                /** @description Rails this deposit may arrive on */
                paymentRails: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "BRL_ACCOUNT";
                pixKey: string;
                /** @description CPF, CNPJ, EMAIL, PHONE or RANDOM */
                pixKeyType: string;
                /** @description PIX copy-and-paste code (EMV BR Code) */
                qrCode: string;
                /** @description CNPJ of the receiving entity */
                taxId: string;
                /** @description Countries of the account */
                countries: "BR"[];
                /** @description Rails this deposit may arrive on */
                paymentRails: "PIX"[];
                reference?: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
                bankName?: string;
            } | {
                /** @enum {string} */
                accountType: "BWP_ACCOUNT";
                /** @description E.164 number the payment is sent to */
                phoneNumber: string;
                /** @description Mobile money provider */
                provider: string;
                /** @description Rails this deposit may arrive on */
                paymentRails: "MOBILE_MONEY"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "CAD_ACCOUNT";
                accountNumber: string;
                /** @description Institution number */
                bankCode: string;
                /** @description Transit number */
                branchCode: string;
                /** @description Countries of the account */
                countries: "CA"[];
                /** @description Rails this deposit may arrive on */
                paymentRails: "BANK_TRANSFER"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
                bankName?: string;
            } | {
                /** @enum {string} */
                accountType: "CNY_ACCOUNT";
                accountNumber?: string;
                bankName: string;
                phoneNumber?: string;
                /** @description Rails this deposit may arrive on */
                paymentRails: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "COP_ACCOUNT";
                /** Format: uri */
                paymentUrl: string;
                reference?: string;
            } | {
                /** @enum {string} */
                accountType: "DKK_ACCOUNT";
                iban: string;
                swiftBic?: string;
                swiftCode?: string;
                /** @description Countries of the account */
                countries: "DK"[];
                /** @description Rails this deposit may arrive on */
                paymentRails: ("SEPA" | "SEPA_INSTANT")[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
                bankName?: string;
            } | {
                /** @enum {string} */
                accountType: "EGP_ACCOUNT";
                bankName: string;
                iban?: string;
                phoneNumber?: string;
                /** @description Rails this deposit may arrive on */
                paymentRails: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "EUR_ACCOUNT";
                iban: string;
                /** @description BIC (2026-02-25 name) */
                swiftBic?: string;
                /** @description BIC */
                swiftCode?: string;
                /** @description Countries of the account */
                countries: ("AT" | "BE" | "CY" | "DE" | "EE" | "ES" | "FI" | "FR" | "GR" | "HR" | "IE" | "IT" | "LT" | "LU" | "LV" | "MT" | "NL" | "PT" | "SI" | "SK")[];
                /** @description Rails this deposit may arrive on */
                paymentRails: ("SEPA" | "SEPA_INSTANT")[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
                bankName?: string;
            } | {
                /** @enum {string} */
                accountType: "GBP_ACCOUNT";
                sortCode: string;
                accountNumber: string;
                /** @description Countries of the account */
                countries: "GB"[];
                /** @description Rails this deposit may arrive on */
                paymentRails: "FASTER_PAYMENTS"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
                bankName?: string;
            } | {
                /** @enum {string} */
                accountType: "GHS_ACCOUNT";
                accountNumber?: string;
                bankName: string;
                phoneNumber?: string;
                /** @description Rails this deposit may arrive on */
                paymentRails: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "GTQ_ACCOUNT";
                accountNumber: string;
                /** @enum {string} */
                bankAccountType: "CHECKING" | "SAVINGS";
                bankName: string;
                /** @description Rails this deposit may arrive on */
                paymentRails: "BANK_TRANSFER"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "HKD_ACCOUNT";
                accountNumber: string;
                bankName: string;
                swiftCode: string;
                /** @description Countries of the account */
                countries: "HK"[];
                /** @description Rails this deposit may arrive on */
                paymentRails: "BANK_TRANSFER"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "HTG_ACCOUNT";
                /** @description E.164 number the payment is sent to */
                phoneNumber: string;
                /** @description Mobile money provider */
                provider?: string;
                /** @description Rails this deposit may arrive on */
                paymentRails: "MOBILE_MONEY"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "IDR_ACCOUNT";
                accountNumber: string;
                bankName: string;
                phoneNumber: string;
                /** @description Bank code */
                sortCode: string;
                swiftCode: string;
                /** @description Countries of the account */
                countries: "ID"[];
                /** @description Rails this deposit may arrive on */
                paymentRails: "BANK_TRANSFER"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "INR_ACCOUNT";
                /** @description UPI virtual payment address */
                vpa: string;
                accountNumber?: string;
                ifsc?: string;
                bankName?: string;
                rail?: string;
                /** @description Countries of the account */
                countries: "IN"[];
                /** @description Rails this deposit may arrive on */
                paymentRails: "UPI"[];
                reference?: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "JMD_ACCOUNT";
                accountNumber: string;
                /** @enum {string} */
                bankAccountType: "CHECKING" | "SAVINGS";
                bankName: string;
                branchCode: string;
                /** @description Rails this deposit may arrive on */
                paymentRails: "BANK_TRANSFER"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "KES_ACCOUNT";
                /** @description E.164 number the payment is sent to */
                phoneNumber: string;
                /** @description Mobile money provider */
                provider: string;
                /** @description Rails this deposit may arrive on */
                paymentRails: "MOBILE_MONEY"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "MWK_ACCOUNT";
                /** @description E.164 number the payment is sent to */
                phoneNumber: string;
                /** @description Mobile money provider */
                provider: string;
                /** @description Rails this deposit may arrive on */
                paymentRails: "MOBILE_MONEY"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "MXN_ACCOUNT";
                clabeNumber: string;
                /** @description Countries of the account */
                countries: "MX"[];
                /** @description Rails this deposit may arrive on */
                paymentRails: "SPEI"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
                bankName?: string;
            } | {
                /** @enum {string} */
                accountType: "MYR_ACCOUNT";
                accountNumber: string;
                bankName: string;
                swiftCode: string;
                /** @description Countries of the account */
                countries: "MY"[];
                /** @description Rails this deposit may arrive on */
                paymentRails: "BANK_TRANSFER"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "THB_ACCOUNT";
                accountNumber: string;
                bankName: string;
                swiftCode: string;
                /** @description Countries of the account */
                countries: "TH"[];
                /** @description Rails this deposit may arrive on */
                paymentRails: "BANK_TRANSFER"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "VND_ACCOUNT";
                accountNumber: string;
                bankName: string;
                swiftCode: string;
                /** @description Countries of the account */
                countries: "VN"[];
                /** @description Rails this deposit may arrive on */
                paymentRails: "BANK_TRANSFER"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "NGN_ACCOUNT";
                accountNumber: string;
                bankName: string;
                /** @description Countries of the account */
                countries: "NG"[];
                /** @description Rails this deposit may arrive on */
                paymentRails: "BANK_TRANSFER"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "PHP_ACCOUNT";
                accountNumber: string;
                bankName: string;
                /** @description Countries of the account */
                countries: "PH"[];
                /** @description Rails this deposit may arrive on */
                paymentRails: "BANK_TRANSFER"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "PKR_ACCOUNT";
                accountNumber?: string;
                bankName: string;
                iban?: string;
                phoneNumber?: string;
                /** @description Rails this deposit may arrive on */
                paymentRails: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "RWF_ACCOUNT";
                /** @description E.164 number the payment is sent to */
                phoneNumber: string;
                /** @description Mobile money provider */
                provider: string;
                /** @description Rails this deposit may arrive on */
                paymentRails: "MOBILE_MONEY"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "SGD_ACCOUNT";
                accountNumber: string;
                bankName: string;
                swiftCode: string;
                /** @description Countries of the account */
                countries: "SG"[];
                /** @description Rails this deposit may arrive on */
                paymentRails: ("BANK_TRANSFER" | "FAST" | "PAYNOW")[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "SLV_ACCOUNT";
                accountNumber?: string;
                /** @enum {string} */
                bankAccountType?: "CHECKING" | "SAVINGS";
                bankName?: string;
                phoneNumber?: string;
                /** @description Rails this deposit may arrive on */
                paymentRails: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "SWIFT_ACCOUNT";
                accountHolderName: string;
                accountNumber?: string;
                iban?: string;
                bankName: string;
                bankAddress?: string;
                /** @description ISO 3166-1 alpha-2 country of the bank */
                country: string;
                swiftCode: string;
                /** @description Rails this deposit may arrive on */
                paymentRails: "SWIFT"[];
                reference?: string;
            } | {
                /** @enum {string} */
                accountType: "TZS_ACCOUNT";
                /** @description E.164 number the payment is sent to */
                phoneNumber: string;
                /** @description Mobile money provider */
                provider: string;
                /** @description Rails this deposit may arrive on */
                paymentRails: "MOBILE_MONEY"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "UGX_ACCOUNT";
                /** @description E.164 number the payment is sent to */
                phoneNumber: string;
                /** @description Mobile money provider */
                provider: string;
                /** @description Rails this deposit may arrive on */
                paymentRails: "MOBILE_MONEY"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "USD_ACCOUNT";
                accountNumber: string;
                /** @description ABA routing number */
                routingNumber: string;
                /** @enum {string} */
                bankAccountType?: "CHECKING" | "SAVINGS";
                bankName?: string;
                bankAddress?: string;
                intermediaryBankName?: string;
                intermediaryRoutingNumber?: string;
                fiToFiInformation?: string;
                /** @description Countries of the account */
                countries: "US"[];
                /** @description Rails this deposit may arrive on */
                paymentRails: ("ACH" | "WIRE" | "RTP" | "FEDNOW")[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "XAF_ACCOUNT";
                /** @description E.164 number the payment is sent to */
                phoneNumber: string;
                /** @description Mobile money provider */
                provider: string;
                /** @description Rails this deposit may arrive on */
                paymentRails: "MOBILE_MONEY"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
                /** @enum {string} */
                region: "CM" | "CG";
            } | {
                /** @enum {string} */
                accountType: "XOF_ACCOUNT";
                /** @description E.164 number the payment is sent to */
                phoneNumber: string;
                /** @description Mobile money provider */
                provider: string;
                /** @description Rails this deposit may arrive on */
                paymentRails: "MOBILE_MONEY"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
                /** @enum {string} */
                region: "SN" | "CI" | "BJ" | "TG";
            } | {
                /** @enum {string} */
                accountType: "ZAR_ACCOUNT";
                accountNumber: string;
                bankName: string;
                /** @description Rails this deposit may arrive on */
                paymentRails: "BANK_TRANSFER"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "ZMW_ACCOUNT";
                /** @description E.164 number the payment is sent to */
                phoneNumber: string;
                /** @description Mobile money provider */
                provider: string;
                /** @description Rails this deposit may arrive on */
                paymentRails: "MOBILE_MONEY"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "SPARK_WALLET";
                /** @description Spark address (bech32m) */
                address: string;
                /** @enum {string} */
                assetType: "USDB" | "BTC";
                /** @description BOLT 11 invoice */
                invoice?: string;
            } | {
                /** @enum {string} */
                accountType: "SOLANA_WALLET";
                address: string;
                /** @enum {string} */
                assetType?: "USDC" | "USDT";
            } | {
                /** @enum {string} */
                accountType: "ETHEREUM_WALLET";
                address: string;
                /** @enum {string} */
                assetType?: "USDC" | "USDT";
            } | {
                /** @enum {string} */
                accountType: "BASE_WALLET";
                address: string;
                /** @enum {string} */
                assetType?: "USDC";
            } | {
                /** @enum {string} */
                accountType: "POLYGON_WALLET";
                address: string;
                /** @enum {string} */
                assetType?: "USDC";
            } | {
                /** @enum {string} */
                accountType: "TRON_WALLET";
                address: string;
                /** @enum {string} */
                assetType?: "USDT";
            } | {
                /** @enum {string} */
                accountType: "PLASMA_WALLET";
                address: string;
                /** @enum {string} */
                assetType?: "USDT";
            } | {
                /** @enum {string} */
                accountType: "LIGHTNING";
                /** @description BOLT 11 invoice */
                invoice: string;
            } | {
                /** @enum {string} */
                accountType: "BITCOIN_L1";
                address: string;
                /** @enum {string} */
                network?: "BITCOIN";
            } | {
                /** @enum {string} */
                accountType: "EMBEDDED_WALLET";
                /** @description What the wallet signs to authorize the payment */
                payloadToSign: string;
            };
            /** @description Quote this reference so the deposit reaches the right account */
            reference: string;
            /** @description The same details in the shape of the 2025-10-13 revision */
            bankAccountInfo: {
                /** @enum {string} */
                accountType: "US_ACCOUNT";
                accountNumber: string;
                routingNumber: string;
                /** @enum {string} */
                accountCategory: "CHECKING" | "SAVINGS";
                bankName?: string;
            } | {
                /** @enum {string} */
                accountType: "CLABE";
                clabeNumber: string;
                bankName: string;
            } | {
                /** @enum {string} */
                accountType: "IBAN";
                iban: string;
                bankName: string;
                swiftBic?: string;
            } | {
                /** @enum {string} */
                accountType: "PIX";
                pixKey: string;
                /** @enum {string} */
                pixKeyType: "CPF" | "CNPJ" | "EMAIL" | "PHONE" | "RANDOM";
                bankName?: string;
            } | {
                /** @enum {string} */
                accountType: "UPI";
                vpa: string;
            } | {
                /** @enum {string} */
                accountType: "SPARK_WALLET";
                address: string;
                invoice?: string;
            } | {
                /** @enum {string} */
                accountType: "FBO";
                /**
                 * Format: uri
                 * @description Payment URI (payto:, solana:, ethereum:, ...)
                 */
                paymentUrl: string;
                /** @enum {string} */
                paymentMethod: "GET" | "POST";
            };
        };
        EarlierPaymentInstructions: {
            instructionsNotes?: string;
            /** @description True when the details are the platform's own account */
            isPlatformAccount: boolean;
            /** @description BOLT 11 invoice (Spark and Lightning funding) */
            invoice?: string;
            /** @description Bank details or wallet address, by accountType */
            accountOrWalletInfo: {
                /** @enum {string} */
                accountType: "BRL_ACCOUNT";
                pixKey: string;
                /** @description CPF, CNPJ, EMAIL, PHONE or RANDOM */
                pixKeyType: string;
                /** @description PIX copy-and-paste code (EMV BR Code) */
                qrCode: string;
                /** @description CNPJ of the receiving entity */
                taxId: string;
                /** @description Countries of the account */
                countries: "BR"[];
                /** @description Rails this deposit may arrive on */
                paymentRails: "PIX"[];
                reference?: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
                bankName?: string;
            } | {
                /** @enum {string} */
                accountType: "CAD_ACCOUNT";
                accountNumber: string;
                /** @description Institution number */
                bankCode: string;
                /** @description Transit number */
                branchCode: string;
                /** @description Countries of the account */
                countries: "CA"[];
                /** @description Rails this deposit may arrive on */
                paymentRails: "BANK_TRANSFER"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
                bankName?: string;
            } | {
                /** @enum {string} */
                accountType: "DKK_ACCOUNT";
                iban: string;
                swiftBic?: string;
                swiftCode?: string;
                /** @description Countries of the account */
                countries: "DK"[];
                /** @description Rails this deposit may arrive on */
                paymentRails: ("SEPA" | "SEPA_INSTANT")[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
                bankName?: string;
            } | {
                /** @enum {string} */
                accountType: "EUR_ACCOUNT";
                iban: string;
                /** @description BIC (2026-02-25 name) */
                swiftBic?: string;
                /** @description BIC */
                swiftCode?: string;
                /** @description Countries of the account */
                countries: ("AT" | "BE" | "CY" | "DE" | "EE" | "ES" | "FI" | "FR" | "GR" | "HR" | "IE" | "IT" | "LT" | "LU" | "LV" | "MT" | "NL" | "PT" | "SI" | "SK")[];
                /** @description Rails this deposit may arrive on */
                paymentRails: ("SEPA" | "SEPA_INSTANT")[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
                bankName?: string;
            } | {
                /** @enum {string} */
                accountType: "GBP_ACCOUNT";
                sortCode: string;
                accountNumber: string;
                /** @description Countries of the account */
                countries: "GB"[];
                /** @description Rails this deposit may arrive on */
                paymentRails: "FASTER_PAYMENTS"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
                bankName?: string;
            } | {
                /** @enum {string} */
                accountType: "HKD_ACCOUNT";
                accountNumber: string;
                bankName: string;
                swiftCode: string;
                /** @description Countries of the account */
                countries: "HK"[];
                /** @description Rails this deposit may arrive on */
                paymentRails: "BANK_TRANSFER"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "IDR_ACCOUNT";
                accountNumber: string;
                bankName: string;
                phoneNumber: string;
                /** @description Bank code */
                sortCode: string;
                swiftCode: string;
                /** @description Countries of the account */
                countries: "ID"[];
                /** @description Rails this deposit may arrive on */
                paymentRails: "BANK_TRANSFER"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "INR_ACCOUNT";
                /** @description UPI virtual payment address */
                vpa: string;
                accountNumber?: string;
                ifsc?: string;
                bankName?: string;
                rail?: string;
                /** @description Countries of the account */
                countries: "IN"[];
                /** @description Rails this deposit may arrive on */
                paymentRails: "UPI"[];
                reference?: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "MXN_ACCOUNT";
                clabeNumber: string;
                /** @description Countries of the account */
                countries: "MX"[];
                /** @description Rails this deposit may arrive on */
                paymentRails: "SPEI"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
                bankName?: string;
            } | {
                /** @enum {string} */
                accountType: "MYR_ACCOUNT";
                accountNumber: string;
                bankName: string;
                swiftCode: string;
                /** @description Countries of the account */
                countries: "MY"[];
                /** @description Rails this deposit may arrive on */
                paymentRails: "BANK_TRANSFER"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "THB_ACCOUNT";
                accountNumber: string;
                bankName: string;
                swiftCode: string;
                /** @description Countries of the account */
                countries: "TH"[];
                /** @description Rails this deposit may arrive on */
                paymentRails: "BANK_TRANSFER"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "VND_ACCOUNT";
                accountNumber: string;
                bankName: string;
                swiftCode: string;
                /** @description Countries of the account */
                countries: "VN"[];
                /** @description Rails this deposit may arrive on */
                paymentRails: "BANK_TRANSFER"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "NGN_ACCOUNT";
                accountNumber: string;
                bankName: string;
                /** @description Countries of the account */
                countries: "NG"[];
                /** @description Rails this deposit may arrive on */
                paymentRails: "BANK_TRANSFER"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "PHP_ACCOUNT";
                accountNumber: string;
                bankName: string;
                /** @description Countries of the account */
                countries: "PH"[];
                /** @description Rails this deposit may arrive on */
                paymentRails: "BANK_TRANSFER"[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "SGD_ACCOUNT";
                accountNumber: string;
                bankName: string;
                swiftCode: string;
                /** @description Countries of the account */
                countries: "SG"[];
                /** @description Rails this deposit may arrive on */
                paymentRails: ("BANK_TRANSFER" | "FAST" | "PAYNOW")[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "USD_ACCOUNT";
                accountNumber: string;
                /** @description ABA routing number */
                routingNumber: string;
                /** @enum {string} */
                bankAccountType?: "CHECKING" | "SAVINGS";
                bankName?: string;
                bankAddress?: string;
                intermediaryBankName?: string;
                intermediaryRoutingNumber?: string;
                fiToFiInformation?: string;
                /** @description Countries of the account */
                countries: "US"[];
                /** @description Rails this deposit may arrive on */
                paymentRails: ("ACH" | "WIRE" | "RTP" | "FEDNOW")[];
                /** @description Quote this reference so the deposit reaches this account */
                reference: string;
                /** @description Name the deposit is addressed to */
                accountHolderName?: string;
            } | {
                /** @enum {string} */
                accountType: "SPARK_WALLET";
                /** @description Spark address (bech32m) */
                address: string;
                /** @enum {string} */
                assetType: "USDB" | "BTC";
                /** @description BOLT 11 invoice */
                invoice?: string;
            } | {
                /** @enum {string} */
                accountType: "SOLANA_WALLET";
                address: string;
                /** @enum {string} */
                assetType?: "USDC" | "USDT";
            } | {
                /** @enum {string} */
                accountType: "BASE_WALLET";
                address: string;
                /** @enum {string} */
                assetType?: "USDC";
            } | {
                /** @enum {string} */
                accountType: "POLYGON_WALLET";
                address: string;
                /** @enum {string} */
                assetType?: "USDC";
            } | {
                /** @enum {string} */
                accountType: "TRON_WALLET";
                address: string;
                /** @enum {string} */
                assetType?: "USDT";
            } | {
                /** @enum {string} */
                accountType: "LIGHTNING";
                /** @description BOLT 11 invoice */
                invoice: string;
            };
            /** @description Quote this reference so the deposit reaches the right account */
            reference: string;
            /** @description The same details in the shape of the 2025-10-13 revision */
            bankAccountInfo: {
                /** @enum {string} */
                accountType: "US_ACCOUNT";
                accountNumber: string;
                routingNumber: string;
                /** @enum {string} */
                accountCategory: "CHECKING" | "SAVINGS";
                bankName?: string;
            } | {
                /** @enum {string} */
                accountType: "CLABE";
                clabeNumber: string;
                bankName: string;
            } | {
                /** @enum {string} */
                accountType: "IBAN";
                iban: string;
                bankName: string;
                swiftBic?: string;
            } | {
                /** @enum {string} */
                accountType: "PIX";
                pixKey: string;
                /** @enum {string} */
                pixKeyType: "CPF" | "CNPJ" | "EMAIL" | "PHONE" | "RANDOM";
                bankName?: string;
            } | {
                /** @enum {string} */
                accountType: "UPI";
                vpa: string;
            } | {
                /** @enum {string} */
                accountType: "SPARK_WALLET";
                address: string;
                invoice?: string;
            } | {
                /** @enum {string} */
                accountType: "FBO";
                /**
                 * Format: uri
                 * @description Payment URI (payto:, solana:, ethereum:, ...)
                 */
                paymentUrl: string;
                /** @enum {string} */
                paymentMethod: "GET" | "POST";
            };
        };
        InternalAccount: {
            /** @description InternalAccount:<uuid> */
            id: string;
            /** @description Absent for platform-level accounts */
            customerId?: string;
            /** @enum {string} */
            type: "INTERNAL_FIAT" | "INTERNAL_CRYPTO" | "EMBEDDED_WALLET";
            /** @enum {string} */
            status: "PENDING" | "ACTIVE" | "CLOSED" | "FROZEN" | "FAILED";
            balance: {
                /** @description Amount in the smallest unit of the currency */
                amount: number;
                currency: {
                    /** @description ISO 4217 code or crypto ticker */
                    code: string;
                    name: string;
                    symbol: string;
                    decimals: number;
                };
            };
            totalBalance: {
                /** @description Amount in the smallest unit of the currency */
                amount: number;
                currency: {
                    /** @description ISO 4217 code or crypto ticker */
                    code: string;
                    name: string;
                    symbol: string;
                    decimals: number;
                };
            };
            fundingPaymentInstructions: components["schemas"]["PaymentInstructions"][];
            privateEnabled?: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            updatedAt: string;
        };
        AuthSignedRequestChallenge: {
            /** @description What the wallet stamps, byte for byte */
            payloadToSign: string;
            /** @description `Request:<uuid>`, sent back in the Request-Id header */
            requestId: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            expiresAt: string;
            /** @enum {string} */
            type: "EMAIL_OTP" | "SMS_OTP" | "OAUTH" | "PASSKEY";
        };
        AuthMethod: {
            /** @description `AuthMethod:<uuid>` */
            id: string;
            /** @description The EMBEDDED_WALLET internal account */
            accountId: string;
            /** @enum {string} */
            type: "EMAIL_OTP" | "SMS_OTP" | "OAUTH" | "PASSKEY";
            /** @description WebAuthn credential id of a passkey */
            credentialId?: string;
            nickname: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            updatedAt: string;
        };
        AuthMethodResponse: {
            /** @description `AuthMethod:<uuid>` */
            id: string;
            /** @description The EMBEDDED_WALLET internal account */
            accountId: string;
            /** @enum {string} */
            type: "EMAIL_OTP" | "SMS_OTP" | "OAUTH" | "PASSKEY";
            /** @description WebAuthn credential id of a passkey */
            credentialId?: string;
            nickname: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            updatedAt: string;
            /** @description Signed bundle `{version, data, dataSignature, enclaveQuorumPublic}`; `data` (hex JSON) holds `targetPublic`, the key to HPKE-encrypt the one-time code to */
            otpEncryptionTargetBundle?: string;
        };
        AuthSession: {
            /** @description `Session:<uuid>` */
            id: string;
            /** @description The EMBEDDED_WALLET internal account */
            accountId: string;
            /** @enum {string} */
            type: "EMAIL_OTP" | "SMS_OTP" | "OAUTH" | "PASSKEY";
            /** @description WebAuthn credential id of a passkey */
            credentialId?: string;
            nickname: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            updatedAt: string;
            /** @description Legacy flow only (uncompressed clientPublicKey): the sealed session key */
            encryptedSessionSigningKey?: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            expiresAt: string;
        };
        PasskeyAuthChallenge: {
            /** @description `AuthMethod:<uuid>` */
            id: string;
            /** @description The EMBEDDED_WALLET internal account */
            accountId: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PASSKEY";
            /** @description WebAuthn credential id (base64url) to assert with */
            credentialId: string;
            nickname: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            updatedAt: string;
            /** @description Lowercase hex SHA-256 binding the credential, the `clientPublicKey` and the request: the WebAuthn challenge (its UTF-8 bytes, or the 32 bytes it spells) */
            challenge: string;
            /** @description `Request:<uuid>`, sent back in the Request-Id header of verify */
            requestId: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            expiresAt: string;
        };
        OtpAuthChallenge: {
            /** @description `AuthMethod:<uuid>` */
            id: string;
            /** @description The EMBEDDED_WALLET internal account */
            accountId: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "EMAIL_OTP" | "SMS_OTP";
            /** @description WebAuthn credential id of a passkey */
            credentialId?: string;
            nickname: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            updatedAt: string;
            /** @description Signed bundle `{version, data, dataSignature, enclaveQuorumPublic}`; `data` (hex JSON) holds `targetPublic`, the key to HPKE-encrypt the one-time code to */
            otpEncryptionTargetBundle?: string;
        };
        InternalAccountExportResponse: {
            /** @description The EMBEDDED_WALLET internal account */
            id: string;
            /** @description Signed bundle `{version, data, dataSignature, enclaveQuorumPublic}`; `data` (hex JSON) holds `encappedPublic` and `ciphertext`, the HPKE encryption of the BIP-39 mnemonic to `clientPublicKey` */
            encryptedWalletCredentials: string;
        };
        InternalAccountExportProcessing: {
            /** @description The EMBEDDED_WALLET internal account */
            id: string;
            /**
             * @description Still settling: re-send the identical signed request (wallet_operation.completed says when)
             * @enum {string}
             */
            status: "PROCESSING";
        };
        WalletOperation: {
            /** @description `WalletOperation:<uuid>` */
            id: string;
            /** @enum {string} */
            type: "EXPORT";
            /** @description The EMBEDDED_WALLET internal account */
            accountId: string;
            /** @description The signed request to re-send: `Request:<uuid>` */
            requestId: string;
            /** @enum {string} */
            status: "PROCESSING" | "COMPLETED";
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            completedAt?: string;
        };
        DelegatedKey: {
            /** @description `DelegatedKey:<uuid>` */
            id: string;
            /** @description The card whose authorizations the key signs for */
            cardId: string;
            /** @description `CardFundingSource:<uuid>`: the card and wallet pair; at most one ACTIVE key each */
            fundingSourceId: string;
            /** @description The EMBEDDED_WALLET internal account that funds the card */
            accountId: string;
            /** @description The P-256 public key, compressed hex; the service keeps the private key */
            publicKey: string;
            nickname: string;
            /** @enum {string} */
            status: "PENDING" | "ACTIVE" | "REVOKED";
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            updatedAt: string;
        };
        Card: {
            /** @description `Card:<uuid>` */
            id: string;
            /** @description The customer the card is issued to */
            cardholderId: string;
            platformCardId?: string;
            /** @enum {string} */
            state: "PENDING_KYC" | "PROCESSING" | "ACTIVE" | "FROZEN" | "CLOSED";
            /** @description Why a card is CLOSED */
            stateReason?: ("ISSUER_REJECTED" | "CLOSED_BY_PLATFORM" | "CLOSED_BY_SERVICE") | null;
            /** @enum {string} */
            brand?: "VISA" | "MASTERCARD";
            /** @enum {string} */
            form: "VIRTUAL";
            /** @description Once the issuer has provisioned the card */
            last4?: string;
            expMonth?: number;
            expYear?: number;
            /** @description Internal accounts that fund authorizations, in priority order (empty once CLOSED) */
            fundingSources: string[];
            /** @description Largest authorization in the smallest unit of `currency`; null for no limit */
            maxSpendPerTransaction: number | null;
            /** @description The card-eligible currency of its funding sources */
            currency?: string;
            processorRef?: string;
            issuerRef?: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            updatedAt: string;
        };
        /** @description Account details; the fields depend on `accountType` (see docs/external-account-types.md) */
        ExternalAccountCreateInfo: {
            /** @enum {string} */
            accountType: "USD_ACCOUNT";
            /** @description Account number */
            accountNumber: string;
            /** @description ABA routing number; checksum verified */
            routingNumber: string;
            bankName?: string;
            /** @enum {string} */
            bankAccountType?: "CHECKING" | "SAVINGS";
            intermediaryBankName?: string;
            /** @description ABA routing number of the intermediary bank */
            intermediaryRoutingNumber?: string;
            fiToFiInformation?: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "US"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: ("ACH" | "WIRE" | "RTP" | "FEDNOW")[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "EUR_ACCOUNT";
            /** @description IBAN without spaces; country length and mod-97 check digits are verified */
            iban: string;
            /** @description SWIFT/BIC (8 or 11 characters) */
            swiftCode?: string;
            /** @description Another name of `swiftCode` (an older revision used it); give either, both answer */
            swiftBic?: string;
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName?: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: ("AT" | "BE" | "CY" | "DE" | "EE" | "ES" | "FI" | "FR" | "GR" | "HR" | "IE" | "IT" | "LT" | "LU" | "LV" | "MT" | "NL" | "PT" | "SI" | "SK")[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: ("SEPA" | "SEPA_INSTANT")[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "GBP_ACCOUNT";
            /** @description Sort code, 6 digits without dashes */
            sortCode: string;
            /** @description Account number, 8 digits */
            accountNumber: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "GB"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: "FASTER_PAYMENTS"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "MXN_ACCOUNT";
            /** @description CLABE, 18 digits; check digit verified */
            clabeNumber: string;
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName?: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "MX"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: "SPEI"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "BRL_ACCOUNT";
            /** @description PIX key of the declared type */
            pixKey: string;
            /** @enum {string} */
            pixKeyType: "CPF" | "CNPJ" | "EMAIL" | "PHONE" | "RANDOM";
            /** @description CPF (11 digits) or CNPJ (14 digits) of the holder */
            taxId: string;
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName?: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "BR"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: "PIX"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "INR_ACCOUNT";
            /** @description UPI id (name@handle); for an account number with IFSC, accountNumber@IFSC.ifsc.npci */
            vpa?: string;
            /** @description Account number, 9 to 18 digits */
            accountNumber?: string;
            /** @description IFSC of the branch */
            ifsc?: string;
            /** @description Rail to use: UPI (needs vpa), IMPS, NEFT or RTGS (need accountNumber + ifsc); another value is stored and the rails follow what is given */
            rail?: string;
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName?: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "IN"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: ("UPI" | "NEFT" | "RTGS" | "IMPS")[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "NGN_ACCOUNT";
            /** @description NUBAN account number, 10 digits */
            accountNumber: string;
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "NG"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: "BANK_TRANSFER"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "SWIFT_ACCOUNT";
            /** @description Country of the bank account (ISO 3166-1 alpha-2) */
            country: string;
            /** @description SWIFT/BIC (8 or 11 characters) */
            swiftCode: string;
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Account number (when the country has no IBAN) */
            accountNumber?: string;
            /** @description IBAN without spaces; country length and mod-97 check digits are verified */
            iban?: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: string[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: "SWIFT"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "AED_ACCOUNT";
            /** @description IBAN without spaces; country length and mod-97 check digits are verified */
            iban: string;
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName?: string;
            /** @description SWIFT/BIC (8 or 11 characters) */
            swiftCode?: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "AE"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: "BANK_TRANSFER"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "DKK_ACCOUNT";
            /** @description IBAN without spaces; country length and mod-97 check digits are verified */
            iban: string;
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName?: string;
            /** @description SWIFT/BIC (8 or 11 characters) */
            swiftCode?: string;
            /** @description Another name of `swiftCode` (an older revision used it); give either, both answer */
            swiftBic?: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "DK"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: ("SEPA" | "SEPA_INSTANT")[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "ILS_ACCOUNT";
            /** @description IBAN without spaces; country length and mod-97 check digits are verified */
            iban: string;
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName?: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "IL"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: "BANK_TRANSFER"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "CAD_ACCOUNT";
            /** @description Institution number, 3 digits */
            bankCode: string;
            /** @description Transit (branch) number, 5 digits */
            branchCode: string;
            /** @description Account number, 7 to 12 digits */
            accountNumber: string;
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName?: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "CA"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: "BANK_TRANSFER"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "HKD_ACCOUNT";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Account number */
            accountNumber: string;
            /** @description SWIFT/BIC (8 or 11 characters) */
            swiftCode?: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "HK"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: "BANK_TRANSFER"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "MYR_ACCOUNT";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Account number */
            accountNumber: string;
            /** @description SWIFT/BIC (8 or 11 characters) */
            swiftCode?: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "MY"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: "BANK_TRANSFER"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "THB_ACCOUNT";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Account number */
            accountNumber: string;
            /** @description SWIFT/BIC (8 or 11 characters) */
            swiftCode?: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "TH"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: "BANK_TRANSFER"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "VND_ACCOUNT";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Account number */
            accountNumber: string;
            /** @description SWIFT/BIC (8 or 11 characters) */
            swiftCode?: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "VN"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: "BANK_TRANSFER"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "IDR_ACCOUNT";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName?: string;
            /** @description Account number */
            accountNumber: string;
            /** @description SWIFT/BIC (8 or 11 characters) */
            swiftCode?: string;
            /** @description National bank code (kode bank, e.g. 014) */
            sortCode?: string;
            /** @description E.164 phone number of the account */
            phoneNumber?: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "ID"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: "BANK_TRANSFER"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "SGD_ACCOUNT";
            /** @description Account number */
            accountNumber: string;
            /** @description SWIFT/BIC (8 or 11 characters) */
            swiftCode: string;
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName?: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "SG"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: ("PAYNOW" | "FAST" | "BANK_TRANSFER")[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "PHP_ACCOUNT";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Account number */
            accountNumber: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "PH"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: "BANK_TRANSFER"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "ZAR_ACCOUNT";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Account number */
            accountNumber: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "ZA"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: "BANK_TRANSFER"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "GTQ_ACCOUNT";
            /** @description Account number */
            accountNumber: string;
            /** @enum {string} */
            bankAccountType: "CHECKING" | "SAVINGS";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "GT"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: "BANK_TRANSFER"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "JMD_ACCOUNT";
            /** @description Account number */
            accountNumber: string;
            /** @enum {string} */
            bankAccountType: "CHECKING" | "SAVINGS";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Branch code */
            branchCode: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "JM"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: "BANK_TRANSFER"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "BDT_ACCOUNT";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Account number */
            accountNumber?: string;
            /** @description E.164 phone number of the account */
            phoneNumber?: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider?: string;
            /** @description SWIFT/BIC (8 or 11 characters) */
            swiftCode?: string;
            /** @description Branch (routing) code */
            branchCode?: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "BD"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "CNY_ACCOUNT";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Account number */
            accountNumber?: string;
            /** @description E.164 phone number of the account */
            phoneNumber?: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider?: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "CN"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "COP_ACCOUNT";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Account number */
            accountNumber?: string;
            /** @description E.164 phone number of the account */
            phoneNumber?: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider?: string;
            /** @enum {string} */
            bankAccountType?: "CHECKING" | "SAVINGS";
            /** @description Countries the account is in; default: the country of the account */
            countries?: "CO"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
                /** @enum {string} */
                documentType?: "CC" | "CE" | "TI" | "NIT" | "PP";
                documentNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "EGP_ACCOUNT";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Account number */
            accountNumber?: string;
            /** @description IBAN without spaces; country length and mod-97 check digits are verified */
            iban?: string;
            /** @description E.164 phone number of the account */
            phoneNumber?: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider?: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "EG"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "GHS_ACCOUNT";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Account number */
            accountNumber?: string;
            /** @description E.164 phone number of the account */
            phoneNumber?: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider?: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "GH"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "PKR_ACCOUNT";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Account number */
            accountNumber?: string;
            /** @description IBAN without spaces; country length and mod-97 check digits are verified */
            iban?: string;
            /** @description E.164 phone number of the account */
            phoneNumber?: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider?: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "PK"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "SLV_ACCOUNT";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName?: string;
            /** @description Account number */
            accountNumber?: string;
            /** @description E.164 phone number of the account */
            phoneNumber?: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider?: string;
            /** @enum {string} */
            bankAccountType?: "CHECKING" | "SAVINGS";
            /** @description Countries the account is in; default: the country of the account */
            countries?: "SV"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "BWP_ACCOUNT";
            /** @description E.164 phone number of the account */
            phoneNumber: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "BW"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: "MOBILE_MONEY"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "KES_ACCOUNT";
            /** @description E.164 phone number of the account */
            phoneNumber: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "KE"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: "MOBILE_MONEY"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "MWK_ACCOUNT";
            /** @description E.164 phone number of the account */
            phoneNumber: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "MW"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: "MOBILE_MONEY"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "RWF_ACCOUNT";
            /** @description E.164 phone number of the account */
            phoneNumber: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "RW"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: "MOBILE_MONEY"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "TZS_ACCOUNT";
            /** @description E.164 phone number of the account */
            phoneNumber: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "TZ"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: "MOBILE_MONEY"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "UGX_ACCOUNT";
            /** @description E.164 phone number of the account */
            phoneNumber: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "UG"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: "MOBILE_MONEY"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "ZMW_ACCOUNT";
            /** @description E.164 phone number of the account */
            phoneNumber: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "ZM"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: "MOBILE_MONEY"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "XAF_ACCOUNT";
            /** @description E.164 phone number of the account */
            phoneNumber: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider: string;
            /**
             * @description Country of the mobile money account
             * @enum {string}
             */
            region: "CM" | "CF" | "TD" | "CG" | "GQ" | "GA";
            /** @description Countries the account is in; default: the country of the account */
            countries?: string[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: "MOBILE_MONEY"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "XOF_ACCOUNT";
            /** @description E.164 phone number of the account */
            phoneNumber: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider: string;
            /**
             * @description Country of the mobile money account
             * @enum {string}
             */
            region: "BJ" | "BF" | "CI" | "GW" | "ML" | "NE" | "SN" | "TG";
            /** @description Countries the account is in; default: the country of the account */
            countries?: string[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: "MOBILE_MONEY"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "HTG_ACCOUNT";
            /** @description E.164 phone number of the account */
            phoneNumber: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "HT"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: "MOBILE_MONEY"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "BASE_WALLET";
            /** @description EVM address 0x + 40 hex (EIP-55 when mixed case) */
            address: string;
            /** @description Custodian (VASP) holding the wallet, from GET /vasps; omit for self-custody */
            vaspName?: string;
            /** @description Originator/beneficiary information (Travel Rule). Optional; required for THIRD_PARTY wallets of customers in the EU/EEA */
            beneficiary?: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "ETHEREUM_WALLET";
            /** @description EVM address 0x + 40 hex (EIP-55 when mixed case) */
            address: string;
            /** @description Custodian (VASP) holding the wallet, from GET /vasps; omit for self-custody */
            vaspName?: string;
            /** @description Originator/beneficiary information (Travel Rule). Optional; required for THIRD_PARTY wallets of customers in the EU/EEA */
            beneficiary?: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "POLYGON_WALLET";
            /** @description EVM address 0x + 40 hex (EIP-55 when mixed case) */
            address: string;
            /** @description Custodian (VASP) holding the wallet, from GET /vasps; omit for self-custody */
            vaspName?: string;
            /** @description Originator/beneficiary information (Travel Rule). Optional; required for THIRD_PARTY wallets of customers in the EU/EEA */
            beneficiary?: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "PLASMA_WALLET";
            /** @description EVM address 0x + 40 hex (EIP-55 when mixed case) */
            address: string;
            /** @description Custodian (VASP) holding the wallet, from GET /vasps; omit for self-custody */
            vaspName?: string;
            /** @description Originator/beneficiary information (Travel Rule). Optional; required for THIRD_PARTY wallets of customers in the EU/EEA */
            beneficiary?: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "SOLANA_WALLET";
            /** @description Solana address: base58 of a 32-byte key */
            address: string;
            /** @description Custodian (VASP) holding the wallet, from GET /vasps; omit for self-custody */
            vaspName?: string;
            /** @description Originator/beneficiary information (Travel Rule). Optional; required for THIRD_PARTY wallets of customers in the EU/EEA */
            beneficiary?: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "TRON_WALLET";
            /** @description Tron address T... (base58check, 0x41 prefix) */
            address: string;
            /** @description Custodian (VASP) holding the wallet, from GET /vasps; omit for self-custody */
            vaspName?: string;
            /** @description Originator/beneficiary information (Travel Rule). Optional; required for THIRD_PARTY wallets of customers in the EU/EEA */
            beneficiary?: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "SPARK_WALLET";
            /** @description Spark address (bech32m, spark1... or sp1...) */
            address: string;
            /** @description Custodian (VASP) holding the wallet, from GET /vasps; omit for self-custody */
            vaspName?: string;
            /** @description Originator/beneficiary information (Travel Rule). Optional; required for THIRD_PARTY wallets of customers in the EU/EEA */
            beneficiary?: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /**
             * @description LIGHTNING_ACCOUNT is accepted as an alias of LIGHTNING
             * @enum {string}
             */
            accountType: "LIGHTNING" | "LIGHTNING_ACCOUNT";
            /** @description BOLT 11 invoice (lnbc...) */
            invoice?: string;
            /** @description BOLT 12 offer (lno1...) */
            bolt12?: string;
            /** @description Lightning address user@domain */
            lightningAddress?: string;
        } | {
            /** @enum {string} */
            accountType: "US_ACCOUNT";
            accountNumber: string;
            /** @description ABA routing number; checksum verified */
            routingNumber: string;
            /**
             * @description Becomes `bankAccountType`
             * @enum {string}
             */
            accountCategory: "CHECKING" | "SAVINGS";
            bankName?: string;
            beneficiary?: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "CLABE";
            /** @description CLABE, 18 digits; check digit verified */
            clabeNumber: string;
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            beneficiary?: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "IBAN";
            /** @description IBAN without spaces; country length and mod-97 check digits are verified */
            iban: string;
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Another name of `swiftCode` (an older revision used it); give either, both answer */
            swiftBic?: string;
            beneficiary?: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "PIX";
            /** @description PIX key of the declared type */
            pixKey: string;
            /** @enum {string} */
            pixKeyType: "CPF" | "CNPJ" | "EMAIL" | "PHONE" | "RANDOM";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName?: string;
            /** @description CPF or CNPJ of the holder; default: the PIX key when it is one */
            taxId?: string;
            beneficiary?: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        } | {
            /** @enum {string} */
            accountType: "UPI";
            /** @description UPI id (name@handle); for an account number with IFSC, accountNumber@IFSC.ifsc.npci */
            vpa: string;
            beneficiary?: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                birthDate?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                nationality?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
                registrationNumber?: string;
            } | {
                /** @enum {string} */
                beneficiaryType: "BUSINESS";
                legalName: string;
                registrationNumber?: string;
                taxId?: string;
                /** Format: email */
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /**
                 * Format: iso3166-1-alpha-2
                 * @description ISO 3166-1 alpha-2 country code
                 */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                };
            };
        };
        ExternalAccountBusinessBeneficiary: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "ExternalAccountBusinessBeneficiary";
            legalName: string;
            registrationNumber?: string;
            taxId?: string;
            email?: string;
            phoneNumber?: string;
            countryOfResidence?: string;
            address?: {
                line1: string;
                line2?: string;
                city?: string;
                state?: string;
                postalCode: string;
                country: string;
            };
        };
        /** @description The accountInfo as created, in the fields of its accountType (old-revision types and field names answered in today's), plus `paymentRails`, `countries` and the beneficiary for bank accounts */
        ExternalAccountInfo: {
            /** @enum {string} */
            accountType: "USD_ACCOUNT";
            /** @description Account number */
            accountNumber: string;
            /** @description ABA routing number; checksum verified */
            routingNumber: string;
            bankName?: string;
            /** @enum {string} */
            bankAccountType?: "CHECKING" | "SAVINGS";
            intermediaryBankName?: string;
            /** @description ABA routing number of the intermediary bank */
            intermediaryRoutingNumber?: string;
            fiToFiInformation?: string;
            /** @description Rails payments to this account can use */
            paymentRails: ("ACH" | "WIRE" | "RTP" | "FEDNOW")[];
            /** @description Countries the account is in */
            countries: "US"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "EUR_ACCOUNT";
            /** @description IBAN without spaces; country length and mod-97 check digits are verified */
            iban: string;
            /** @description SWIFT/BIC (8 or 11 characters) */
            swiftCode?: string;
            /** @description Another name of `swiftCode` (an older revision used it); give either, both answer */
            swiftBic?: string;
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName?: string;
            /** @description Rails payments to this account can use */
            paymentRails: ("SEPA" | "SEPA_INSTANT")[];
            /** @description Countries the account is in */
            countries: ("AT" | "BE" | "CY" | "DE" | "EE" | "ES" | "FI" | "FR" | "GR" | "HR" | "IE" | "IT" | "LT" | "LU" | "LV" | "MT" | "NL" | "PT" | "SI" | "SK")[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "GBP_ACCOUNT";
            /** @description Sort code, 6 digits without dashes */
            sortCode: string;
            /** @description Account number, 8 digits */
            accountNumber: string;
            /** @description Rails payments to this account can use */
            paymentRails: "FASTER_PAYMENTS"[];
            /** @description Countries the account is in */
            countries: "GB"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "MXN_ACCOUNT";
            /** @description CLABE, 18 digits; check digit verified */
            clabeNumber: string;
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName?: string;
            /** @description Rails payments to this account can use */
            paymentRails: "SPEI"[];
            /** @description Countries the account is in */
            countries: "MX"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "BRL_ACCOUNT";
            /** @description PIX key of the declared type */
            pixKey: string;
            /** @enum {string} */
            pixKeyType: "CPF" | "CNPJ" | "EMAIL" | "PHONE" | "RANDOM";
            /** @description CPF (11 digits) or CNPJ (14 digits) of the holder */
            taxId: string;
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName?: string;
            /** @description Rails payments to this account can use */
            paymentRails: "PIX"[];
            /** @description Countries the account is in */
            countries: "BR"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "INR_ACCOUNT";
            /** @description UPI id (name@handle); for an account number with IFSC, accountNumber@IFSC.ifsc.npci */
            vpa: string;
            /** @description Account number, 9 to 18 digits */
            accountNumber?: string;
            /** @description IFSC of the branch */
            ifsc?: string;
            /** @description Rail to use: UPI (needs vpa), IMPS, NEFT or RTGS (need accountNumber + ifsc); another value is stored and the rails follow what is given */
            rail?: string;
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName?: string;
            /** @description Rails payments to this account can use */
            paymentRails: ("UPI" | "NEFT" | "RTGS")[];
            /** @description Countries the account is in */
            countries: "IN"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "NGN_ACCOUNT";
            /** @description NUBAN account number, 10 digits */
            accountNumber: string;
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Rails payments to this account can use */
            paymentRails: "BANK_TRANSFER"[];
            /** @description Countries the account is in */
            countries: "NG"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "SWIFT_ACCOUNT";
            /** @description Country of the bank account (ISO 3166-1 alpha-2) */
            country: string;
            /** @description SWIFT/BIC (8 or 11 characters) */
            swiftCode: string;
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Account number (when the country has no IBAN) */
            accountNumber?: string;
            /** @description IBAN without spaces; country length and mod-97 check digits are verified */
            iban?: string;
            /** @description Rails payments to this account can use */
            paymentRails: "SWIFT"[];
            /** @description Countries the account is in */
            countries: string[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "AED_ACCOUNT";
            /** @description IBAN without spaces; country length and mod-97 check digits are verified */
            iban: string;
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName?: string;
            /** @description SWIFT/BIC (8 or 11 characters) */
            swiftCode?: string;
            /** @description Rails payments to this account can use */
            paymentRails: "BANK_TRANSFER"[];
            /** @description Countries the account is in */
            countries: "AE"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "DKK_ACCOUNT";
            /** @description IBAN without spaces; country length and mod-97 check digits are verified */
            iban: string;
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName?: string;
            /** @description SWIFT/BIC (8 or 11 characters) */
            swiftCode?: string;
            /** @description Another name of `swiftCode` (an older revision used it); give either, both answer */
            swiftBic?: string;
            /** @description Rails payments to this account can use */
            paymentRails: ("SEPA" | "SEPA_INSTANT")[];
            /** @description Countries the account is in */
            countries: "DK"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "ILS_ACCOUNT";
            /** @description IBAN without spaces; country length and mod-97 check digits are verified */
            iban: string;
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName?: string;
            /** @description Rails payments to this account can use */
            paymentRails: "BANK_TRANSFER"[];
            /** @description Countries the account is in */
            countries: "IL"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "CAD_ACCOUNT";
            /** @description Institution number, 3 digits */
            bankCode: string;
            /** @description Transit (branch) number, 5 digits */
            branchCode: string;
            /** @description Account number, 7 to 12 digits */
            accountNumber: string;
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName?: string;
            /** @description Rails payments to this account can use */
            paymentRails: "BANK_TRANSFER"[];
            /** @description Countries the account is in */
            countries: "CA"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "HKD_ACCOUNT";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Account number */
            accountNumber: string;
            /** @description SWIFT/BIC (8 or 11 characters) */
            swiftCode: string;
            /** @description Rails payments to this account can use */
            paymentRails: "BANK_TRANSFER"[];
            /** @description Countries the account is in */
            countries: "HK"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "MYR_ACCOUNT";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Account number */
            accountNumber: string;
            /** @description SWIFT/BIC (8 or 11 characters) */
            swiftCode: string;
            /** @description Rails payments to this account can use */
            paymentRails: "BANK_TRANSFER"[];
            /** @description Countries the account is in */
            countries: "MY"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "THB_ACCOUNT";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Account number */
            accountNumber: string;
            /** @description SWIFT/BIC (8 or 11 characters) */
            swiftCode: string;
            /** @description Rails payments to this account can use */
            paymentRails: "BANK_TRANSFER"[];
            /** @description Countries the account is in */
            countries: "TH"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "VND_ACCOUNT";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Account number */
            accountNumber: string;
            /** @description SWIFT/BIC (8 or 11 characters) */
            swiftCode: string;
            /** @description Rails payments to this account can use */
            paymentRails: "BANK_TRANSFER"[];
            /** @description Countries the account is in */
            countries: "VN"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "IDR_ACCOUNT";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Account number */
            accountNumber: string;
            /** @description SWIFT/BIC (8 or 11 characters) */
            swiftCode: string;
            /** @description National bank code (kode bank, e.g. 014) */
            sortCode: string;
            /** @description E.164 phone number of the account */
            phoneNumber: string;
            /** @description Rails payments to this account can use */
            paymentRails: "BANK_TRANSFER"[];
            /** @description Countries the account is in */
            countries: "ID"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "SGD_ACCOUNT";
            /** @description Account number */
            accountNumber: string;
            /** @description SWIFT/BIC (8 or 11 characters) */
            swiftCode: string;
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Rails payments to this account can use */
            paymentRails: ("PAYNOW" | "FAST" | "BANK_TRANSFER")[];
            /** @description Countries the account is in */
            countries: "SG"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "PHP_ACCOUNT";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Account number */
            accountNumber: string;
            /** @description Rails payments to this account can use */
            paymentRails: "BANK_TRANSFER"[];
            /** @description Countries the account is in */
            countries: "PH"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "ZAR_ACCOUNT";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Account number */
            accountNumber: string;
            /** @description Rails payments to this account can use */
            paymentRails: "BANK_TRANSFER"[];
            /** @description Countries the account is in */
            countries: "ZA"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "GTQ_ACCOUNT";
            /** @description Account number */
            accountNumber: string;
            /** @enum {string} */
            bankAccountType: "CHECKING" | "SAVINGS";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Rails payments to this account can use */
            paymentRails: "BANK_TRANSFER"[];
            /** @description Countries the account is in */
            countries: "GT"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "JMD_ACCOUNT";
            /** @description Account number */
            accountNumber: string;
            /** @enum {string} */
            bankAccountType: "CHECKING" | "SAVINGS";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Branch code */
            branchCode: string;
            /** @description Rails payments to this account can use */
            paymentRails: "BANK_TRANSFER"[];
            /** @description Countries the account is in */
            countries: "JM"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "BDT_ACCOUNT";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Account number */
            accountNumber?: string;
            /** @description E.164 phone number of the account */
            phoneNumber?: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider?: string;
            /** @description SWIFT/BIC (8 or 11 characters) */
            swiftCode?: string;
            /** @description Branch (routing) code */
            branchCode?: string;
            /** @description Rails payments to this account can use */
            paymentRails: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
            /** @description Countries the account is in */
            countries: "BD"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "CNY_ACCOUNT";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Account number */
            accountNumber?: string;
            /** @description E.164 phone number of the account */
            phoneNumber?: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider?: string;
            /** @description Rails payments to this account can use */
            paymentRails: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
            /** @description Countries the account is in */
            countries: "CN"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "COP_ACCOUNT";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Account number */
            accountNumber?: string;
            /** @description E.164 phone number of the account */
            phoneNumber?: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider?: string;
            /** @enum {string} */
            bankAccountType?: "CHECKING" | "SAVINGS";
            /** @description Rails payments to this account can use */
            paymentRails: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
            /** @description Countries the account is in */
            countries: "CO"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
                /** @enum {string} */
                documentType?: "CC" | "CE" | "TI" | "NIT" | "PP";
                documentNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "EGP_ACCOUNT";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Account number */
            accountNumber?: string;
            /** @description IBAN without spaces; country length and mod-97 check digits are verified */
            iban?: string;
            /** @description E.164 phone number of the account */
            phoneNumber?: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider?: string;
            /** @description Rails payments to this account can use */
            paymentRails: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
            /** @description Countries the account is in */
            countries: "EG"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "GHS_ACCOUNT";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Account number */
            accountNumber?: string;
            /** @description E.164 phone number of the account */
            phoneNumber?: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider?: string;
            /** @description Rails payments to this account can use */
            paymentRails: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
            /** @description Countries the account is in */
            countries: "GH"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "PKR_ACCOUNT";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Account number */
            accountNumber?: string;
            /** @description IBAN without spaces; country length and mod-97 check digits are verified */
            iban?: string;
            /** @description E.164 phone number of the account */
            phoneNumber?: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider?: string;
            /** @description Rails payments to this account can use */
            paymentRails: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
            /** @description Countries the account is in */
            countries: "PK"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "SLV_ACCOUNT";
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName?: string;
            /** @description Account number */
            accountNumber?: string;
            /** @description E.164 phone number of the account */
            phoneNumber?: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider?: string;
            /** @enum {string} */
            bankAccountType?: "CHECKING" | "SAVINGS";
            /** @description Rails payments to this account can use */
            paymentRails: ("BANK_TRANSFER" | "MOBILE_MONEY")[];
            /** @description Countries the account is in */
            countries: "SV"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "BWP_ACCOUNT";
            /** @description E.164 phone number of the account */
            phoneNumber: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider: string;
            /** @description Rails payments to this account can use */
            paymentRails: "MOBILE_MONEY"[];
            /** @description Countries the account is in */
            countries: "BW"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "KES_ACCOUNT";
            /** @description E.164 phone number of the account */
            phoneNumber: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider: string;
            /** @description Rails payments to this account can use */
            paymentRails: "MOBILE_MONEY"[];
            /** @description Countries the account is in */
            countries: "KE"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "MWK_ACCOUNT";
            /** @description E.164 phone number of the account */
            phoneNumber: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider: string;
            /** @description Rails payments to this account can use */
            paymentRails: "MOBILE_MONEY"[];
            /** @description Countries the account is in */
            countries: "MW"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "RWF_ACCOUNT";
            /** @description E.164 phone number of the account */
            phoneNumber: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider: string;
            /** @description Rails payments to this account can use */
            paymentRails: "MOBILE_MONEY"[];
            /** @description Countries the account is in */
            countries: "RW"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "TZS_ACCOUNT";
            /** @description E.164 phone number of the account */
            phoneNumber: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider: string;
            /** @description Rails payments to this account can use */
            paymentRails: "MOBILE_MONEY"[];
            /** @description Countries the account is in */
            countries: "TZ"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "UGX_ACCOUNT";
            /** @description E.164 phone number of the account */
            phoneNumber: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider: string;
            /** @description Rails payments to this account can use */
            paymentRails: "MOBILE_MONEY"[];
            /** @description Countries the account is in */
            countries: "UG"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "ZMW_ACCOUNT";
            /** @description E.164 phone number of the account */
            phoneNumber: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider: string;
            /** @description Rails payments to this account can use */
            paymentRails: "MOBILE_MONEY"[];
            /** @description Countries the account is in */
            countries: "ZM"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "XAF_ACCOUNT";
            /** @description E.164 phone number of the account */
            phoneNumber: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider: string;
            /** @description Country of the mobile money account */
            region: string;
            /** @description Rails payments to this account can use */
            paymentRails: "MOBILE_MONEY"[];
            /** @description Countries the account is in */
            countries: string[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "XOF_ACCOUNT";
            /** @description E.164 phone number of the account */
            phoneNumber: string;
            /** @description Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE) */
            provider: string;
            /** @description Country of the mobile money account */
            region: string;
            /** @description Rails payments to this account can use */
            paymentRails: "MOBILE_MONEY"[];
            /** @description Countries the account is in */
            countries: string[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "HTG_ACCOUNT";
            /** @description E.164 phone number of the account */
            phoneNumber: string;
            /** @description Rails payments to this account can use */
            paymentRails: "MOBILE_MONEY"[];
            /** @description Countries the account is in */
            countries: "HT"[];
            beneficiary: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                /** @description YYYY-MM-DD */
                birthDate?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality?: string;
                email?: string;
                /** @description E.164 */
                phoneNumber?: string;
                /** @description ISO 3166-1 alpha-2 country code */
                countryOfResidence?: string;
                address?: {
                    line1: string;
                    line2?: string;
                    city?: string;
                    state?: string;
                    postalCode: string;
                    country: string;
                };
                registrationNumber?: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "BASE_WALLET";
            /** @description EVM address 0x + 40 hex (EIP-55 when mixed case) */
            address: string;
            /** @description Custodian (VASP) holding the wallet, from GET /vasps; omit for self-custody */
            vaspName?: string;
            beneficiary?: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                countryOfResidence: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "ETHEREUM_WALLET";
            /** @description EVM address 0x + 40 hex (EIP-55 when mixed case) */
            address: string;
            /** @description Custodian (VASP) holding the wallet, from GET /vasps; omit for self-custody */
            vaspName?: string;
            beneficiary?: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                countryOfResidence: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "POLYGON_WALLET";
            /** @description EVM address 0x + 40 hex (EIP-55 when mixed case) */
            address: string;
            /** @description Custodian (VASP) holding the wallet, from GET /vasps; omit for self-custody */
            vaspName?: string;
            beneficiary?: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                countryOfResidence: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "PLASMA_WALLET";
            /** @description EVM address 0x + 40 hex (EIP-55 when mixed case) */
            address: string;
            /** @description Custodian (VASP) holding the wallet, from GET /vasps; omit for self-custody */
            vaspName?: string;
            beneficiary?: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                countryOfResidence: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "SOLANA_WALLET";
            /** @description Solana address: base58 of a 32-byte key */
            address: string;
            /** @description Custodian (VASP) holding the wallet, from GET /vasps; omit for self-custody */
            vaspName?: string;
            beneficiary?: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                countryOfResidence: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "TRON_WALLET";
            /** @description Tron address T... (base58check, 0x41 prefix) */
            address: string;
            /** @description Custodian (VASP) holding the wallet, from GET /vasps; omit for self-custody */
            vaspName?: string;
            beneficiary?: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                countryOfResidence: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "SPARK_WALLET";
            /** @description Spark address (bech32m, spark1... or sp1...) */
            address: string;
            /** @description Custodian (VASP) holding the wallet, from GET /vasps; omit for self-custody */
            vaspName?: string;
            beneficiary?: {
                /** @enum {string} */
                beneficiaryType: "INDIVIDUAL";
                fullName: string;
                countryOfResidence: string;
            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
        } | {
            /** @enum {string} */
            accountType: "LIGHTNING";
            /** @description BOLT 11 invoice (lnbc...) */
            invoice?: string;
            /** @description BOLT 12 offer (lno1...) */
            bolt12?: string;
            /** @description Lightning address user@domain */
            lightningAddress?: string;
        };
        ExternalAccount: {
            /** @description ExternalAccount:<uuid> */
            id: string;
            /** @description Owning customer; absent for platform accounts */
            customerId?: string;
            /** @enum {string} */
            status: "PENDING" | "ACTIVE" | "PENDING_OWNERSHIP_VERIFICATION" | "UNVERIFIED" | "UNDER_REVIEW" | "INACTIVE";
            platformAccountId?: string;
            /** @enum {string} */
            ownershipType?: "FIRST_PARTY" | "THIRD_PARTY";
            currency: string;
            defaultUmaDepositAccount: boolean;
            /** @enum {string} */
            beneficiaryVerificationStatus?: "MATCHED" | "PARTIAL_MATCH" | "NOT_MATCHED" | "UNSUPPORTED" | "CHECKED_BY_RECEIVING_FI" | "PENDING";
            beneficiaryVerifiedData?: {
                /** @description Holder name the rail returned */
                fullName?: string;
            };
            accountInfo: components["schemas"]["ExternalAccountInfo"];
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            updatedAt: string;
        };
        /** @description A virtual-asset service provider (exchange or custodian) that holds wallets */
        Vasp: {
            /** @description Name of the provider; pass it as `accountInfo.vaspName` of a custodial wallet external account */
            vaspName: string;
            /**
             * Format: uri
             * @description The provider's web site
             */
            url?: string;
        };
        /** @description How the rate and fees were built. The sandbox service charges no fee of its own (its price is the FX spread in the multiplier); platform fees are `platformFeesIncluded` */
        RateDetails: {
            /** @description Receiving units the counterparty gives per unit it receives from the service; 1 here: the service converts straight into the receiving currency and counterparties convert nothing further */
            counterpartyMultiplier: number;
            /** @description Fixed fee of the counterparty, smallest unit of the receiving currency */
            counterpartyFixedFee: number;
            /** @description Receiving units per sending unit the service converts at, spread included (the quote's `exchangeRate`); exchangeRate = serviceApiMultiplier x counterpartyMultiplier */
            serviceApiMultiplier: number;
            /** @description The service's own fixed fee, smallest unit of the sending currency */
            serviceApiFixedFee: number;
            /** @description The service's own variable fee as a fraction of the converted amount (0.003 = 0.3 %) */
            serviceApiVariableFeeRate: number;
            /** @description The service's own variable fee, smallest unit of the sending currency; serviceApiFixedFee + serviceApiVariableFeeAmount + platformFeesIncluded = feesIncluded */
            serviceApiVariableFeeAmount: number;
        };
        /** @description Information about the counterparty, keyed by field name (UMA payer or payee data) */
        CounterpartyInformation: {
            [key: string]: unknown;
        };
        AccountQuoteSource: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sourceType: "AccountQuoteSource";
            /** @description InternalAccount:<uuid> or ExternalAccount:<uuid> */
            accountId: string;
            /** @description Customer on whose behalf the account pays */
            customerId?: string;
            currency?: string;
        };
        RealtimeFundingQuoteSource: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sourceType: "RealtimeFundingQuoteSource";
            currency: string;
            customerId?: string;
            cryptoNetwork?: string;
        };
        QuoteSourceOneOf: components["schemas"]["AccountQuoteSource"] | components["schemas"]["RealtimeFundingQuoteSource"];
        AccountDestination: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            destinationType: "AccountDestination";
            /** @description InternalAccount:<uuid> or ExternalAccount:<uuid> */
            accountId: string;
            currency?: string;
            /** @enum {string} */
            paymentRail?: "ACH" | "ACH_COLOMBIA" | "BANK_TRANSFER" | "BRE_B" | "CIPS" | "FAST" | "FASTER_PAYMENTS" | "FEDNOW" | "INSTAPAY" | "MOBILE_MONEY" | "NEFT" | "PAYNOW" | "PESONET" | "PIX" | "RTGS" | "RTP" | "SEPA" | "SEPA_INSTANT" | "SPEI" | "SWIFT" | "UNIONPAY" | "UPI" | "WIRE";
        };
        UmaAddressDestination: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            destinationType: "UmaAddressDestination";
            umaAddress: string;
            currency?: string;
            counterpartyInformation?: components["schemas"]["CounterpartyInformation"];
        };
        QuoteDestinationOneOf: components["schemas"]["AccountDestination"] | components["schemas"]["UmaAddressDestination"];
        Quote: {
            /** @description Quote:<uuid> */
            id: string;
            /** @description Same as `id` (the first revision of the interface named it so) */
            quoteId: string;
            /** @enum {string} */
            status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "EXPIRED";
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            expiresAt: string;
            source: components["schemas"]["QuoteSourceOneOf"];
            destination: components["schemas"]["QuoteDestinationOneOf"];
            sendingCurrency: {
                /** @description ISO 4217 code or crypto ticker */
                code: string;
                name: string;
                symbol: string;
                decimals: number;
            };
            receivingCurrency: {
                /** @description ISO 4217 code or crypto ticker */
                code: string;
                name: string;
                symbol: string;
                decimals: number;
            };
            /** @description Exact amount taken from the source, fees included (sending currency) */
            totalSendingAmount: number;
            /** @description Exact amount delivered (receiving currency) */
            totalReceivingAmount: number;
            /** @description Receiving major units per sending major unit, spread included, fees excluded (USD 100.00 -> EUR 92.00 is 0.92). GET /exchange-rates states the inverse (sending units per receiving unit) */
            exchangeRate: number;
            /** @description All fees, in the sending currency, part of totalSendingAmount */
            feesIncluded: number;
            /** @description The platform's part of feesIncluded */
            platformFeesIncluded: number;
            rateDetails: components["schemas"]["RateDetails"];
            paymentInstructions?: components["schemas"]["PaymentInstructions"][];
            /** @description Transaction:<uuid> the quote executes into, reserved when the quote is created (GET /transactions answers 404 TRANSACTION_NOT_FOUND for it until the quote is executed or paid) */
            transactionId: string;
            counterpartyInformation?: components["schemas"]["CounterpartyInformation"];
            /** @description The quote this one retries (POST /quotes/{quoteId}/retry) */
            originalQuoteId?: string;
            lookupId?: string;
            description?: string;
        };
        EarlierQuote: {
            /** @description Quote:<uuid> */
            id: string;
            /** @description Same as `id` (the first revision of the interface named it so) */
            quoteId: string;
            /** @enum {string} */
            status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "EXPIRED";
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            expiresAt: string;
            source: components["schemas"]["QuoteSourceOneOf"];
            destination: components["schemas"]["QuoteDestinationOneOf"];
            sendingCurrency: {
                /** @description ISO 4217 code or crypto ticker */
                code: string;
                name: string;
                symbol: string;
                decimals: number;
            };
            receivingCurrency: {
                /** @description ISO 4217 code or crypto ticker */
                code: string;
                name: string;
                symbol: string;
                decimals: number;
            };
            /** @description Exact amount taken from the source, fees included (sending currency) */
            totalSendingAmount: number;
            /** @description Exact amount delivered (receiving currency) */
            totalReceivingAmount: number;
            /** @description Receiving major units per sending major unit, spread included, fees excluded (USD 100.00 -> EUR 92.00 is 0.92). GET /exchange-rates states the inverse (sending units per receiving unit) */
            exchangeRate: number;
            /** @description All fees, in the sending currency, part of totalSendingAmount */
            feesIncluded: number;
            /** @description The platform's part of feesIncluded */
            platformFeesIncluded: number;
            rateDetails: components["schemas"]["RateDetails"];
            paymentInstructions?: components["schemas"]["EarlierPaymentInstructions"][];
            /** @description Transaction:<uuid> the quote executes into, reserved when the quote is created (GET /transactions answers 404 TRANSACTION_NOT_FOUND for it until the quote is executed or paid) */
            transactionId: string;
            counterpartyInformation?: components["schemas"]["CounterpartyInformation"];
            /** @description The quote this one retries (POST /quotes/{quoteId}/retry) */
            originalQuoteId?: string;
            lookupId?: string;
            description?: string;
        };
        TransactionAccountSource: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sourceType: "TransactionAccountSource";
            /** @description InternalAccount:<uuid> or ExternalAccount:<uuid> */
            accountId: string;
            currency?: string;
            onChainTransaction?: {
                transactionHash: string;
                /** @enum {string} */
                network: "BITCOIN" | "ETHEREUM" | "SOLANA" | "BASE" | "POLYGON" | "TRON" | "PLASMA" | "SPARK";
            };
        };
        TransactionUmaAddressSource: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sourceType: "TransactionUmaAddressSource";
            umaAddress: string;
            currency?: string;
        };
        TransactionRealtimeFundingSource: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sourceType: "TransactionRealtimeFundingSource";
            currency: string;
            customerId?: string;
            accountHolderName?: string;
            accountIdentifier?: string;
            bankName?: string;
            bankIdentifier?: string;
            /** @enum {string} */
            paymentRail?: "ACH" | "ACH_COLOMBIA" | "BANK_TRANSFER" | "BRE_B" | "CIPS" | "FAST" | "FASTER_PAYMENTS" | "FEDNOW" | "INSTAPAY" | "MOBILE_MONEY" | "NEFT" | "PAYNOW" | "PESONET" | "PIX" | "RTGS" | "RTP" | "SEPA" | "SEPA_INSTANT" | "SPEI" | "SWIFT" | "UNIONPAY" | "UPI" | "WIRE";
            remittanceInformation?: string;
            endToEndId?: string;
            traceNumber?: string;
            onChainTransaction?: {
                transactionHash: string;
                /** @enum {string} */
                network: "BITCOIN" | "ETHEREUM" | "SOLANA" | "BASE" | "POLYGON" | "TRON" | "PLASMA" | "SPARK";
            };
        };
        /** @description Where the money came from */
        TransactionSource: components["schemas"]["TransactionAccountSource"] | components["schemas"]["TransactionUmaAddressSource"] | components["schemas"]["TransactionRealtimeFundingSource"];
        TransactionAccountDestination: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            destinationType: "TransactionAccountDestination";
            /** @description InternalAccount:<uuid> or ExternalAccount:<uuid> */
            accountId: string;
            currency?: string;
            onChainTransaction?: {
                transactionHash: string;
                /** @enum {string} */
                network: "BITCOIN" | "ETHEREUM" | "SOLANA" | "BASE" | "POLYGON" | "TRON" | "PLASMA" | "SPARK";
            };
        };
        TransactionUmaAddressDestination: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            destinationType: "TransactionUmaAddressDestination";
            umaAddress: string;
            currency?: string;
        };
        /** @description Where the money goes */
        TransactionDestination: components["schemas"]["TransactionAccountDestination"] | components["schemas"]["TransactionUmaAddressDestination"];
        IncomingTransaction: {
            /** @description Transaction:<uuid> */
            id: string;
            /** @enum {string} */
            direction: "CREDIT" | "DEBIT";
            /** @enum {string} */
            pendingReason?: "COUNTERPARTY_DECLARATION_REQUIRED" | "WALLET_VERIFICATION_REQUIRED" | "COUNTERPARTY_INFORMATION_REQUIRED" | "COMPLIANCE_REVIEW";
            source: components["schemas"]["TransactionSource"];
            destination: components["schemas"]["TransactionDestination"];
            /** @description Customer:<uuid>; for a platform-level transaction, the empty string */
            customerId: string;
            /** @description The customer's platformCustomerId; for a platform-level transaction, the empty string */
            platformCustomerId: string;
            sentAmount: {
                /** @description Amount in the smallest unit of the currency */
                amount: number;
                currency: {
                    /** @description ISO 4217 code or crypto ticker */
                    code: string;
                    name: string;
                    symbol: string;
                    decimals: number;
                };
            };
            receivedAmount: {
                /** @description Amount in the smallest unit of the currency */
                amount: number;
                currency: {
                    /** @description ISO 4217 code or crypto ticker */
                    code: string;
                    name: string;
                    symbol: string;
                    decimals: number;
                };
            };
            /** @description Receiving major units per sending major unit */
            exchangeRate?: number;
            /** @description Fees in the sending currency */
            fees: number;
            quoteId?: string;
            /** @description Agent:<uuid> that made the payment, for an agent payment */
            agentId?: string;
            description?: string;
            reconciliationInstructions: {
                /** @description The payment reference; also a GET /transactions filter */
                reference: string;
                /** @description Deprecated: see onChainTransaction */
                transactionHash?: string;
            };
            rateDetails?: components["schemas"]["RateDetails"];
            counterpartyInformation?: components["schemas"]["CounterpartyInformation"];
            refund?: {
                reference: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp
                 */
                initiatedAt: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp
                 */
                settledAt?: string;
                /** @enum {string} */
                status: "PENDING" | "COMPLETED" | "FAILED";
                /** @enum {string} */
                reason?: "TRANSACTION_FAILED" | "USER_CANCELLATION" | "TIMEOUT";
            };
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            receiptDeliveryConfirmedAt?: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            settledAt?: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            updatedAt: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "IncomingTransaction";
            /** @enum {string} */
            status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "REJECTED";
            /**
             * @description Rail a pull came in on
             * @enum {string}
             */
            paymentRail?: "ACH" | "ACH_COLOMBIA" | "BANK_TRANSFER" | "BRE_B" | "CIPS" | "FAST" | "FASTER_PAYMENTS" | "FEDNOW" | "INSTAPAY" | "MOBILE_MONEY" | "NEFT" | "PAYNOW" | "PESONET" | "PIX" | "RTGS" | "RTP" | "SEPA" | "SEPA_INSTANT" | "SPEI" | "SWIFT" | "UNIONPAY" | "UPI" | "WIRE";
            /** @enum {string} */
            failureReason?: "LNURLP_FAILED" | "PAY_REQUEST_FAILED" | "PAYMENT_APPROVAL_WEBHOOK_ERROR" | "PAYMENT_APPROVAL_TIMED_OUT" | "OFFRAMP_FAILED" | "MISSING_MANDATORY_PAYEE_DATA" | "QUOTE_EXPIRED" | "QUOTE_EXECUTION_FAILED" | "COMPLIANCE_REJECTED" | "COLLECTION_FAILED";
        };
        OutgoingTransaction: {
            /** @description Transaction:<uuid> */
            id: string;
            /** @enum {string} */
            direction: "CREDIT" | "DEBIT";
            /** @enum {string} */
            pendingReason?: "COUNTERPARTY_DECLARATION_REQUIRED" | "WALLET_VERIFICATION_REQUIRED" | "COUNTERPARTY_INFORMATION_REQUIRED" | "COMPLIANCE_REVIEW";
            source: components["schemas"]["TransactionSource"];
            destination: components["schemas"]["TransactionDestination"];
            /** @description Customer:<uuid>; for a platform-level transaction, the empty string */
            customerId: string;
            /** @description The customer's platformCustomerId; for a platform-level transaction, the empty string */
            platformCustomerId: string;
            sentAmount: {
                /** @description Amount in the smallest unit of the currency */
                amount: number;
                currency: {
                    /** @description ISO 4217 code or crypto ticker */
                    code: string;
                    name: string;
                    symbol: string;
                    decimals: number;
                };
            };
            receivedAmount: {
                /** @description Amount in the smallest unit of the currency */
                amount: number;
                currency: {
                    /** @description ISO 4217 code or crypto ticker */
                    code: string;
                    name: string;
                    symbol: string;
                    decimals: number;
                };
            };
            /** @description Receiving major units per sending major unit */
            exchangeRate?: number;
            /** @description Fees in the sending currency */
            fees: number;
            quoteId?: string;
            /** @description Agent:<uuid> that made the payment, for an agent payment */
            agentId?: string;
            description?: string;
            reconciliationInstructions?: {
                /** @description The payment reference; also a GET /transactions filter */
                reference: string;
                /** @description Deprecated: see onChainTransaction */
                transactionHash?: string;
            };
            rateDetails?: components["schemas"]["RateDetails"];
            counterpartyInformation?: components["schemas"]["CounterpartyInformation"];
            refund?: {
                reference: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp
                 */
                initiatedAt: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp
                 */
                settledAt?: string;
                /** @enum {string} */
                status: "PENDING" | "COMPLETED" | "FAILED";
                /** @enum {string} */
                reason?: "TRANSACTION_FAILED" | "USER_CANCELLATION" | "TIMEOUT";
            };
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            receiptDeliveryConfirmedAt?: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            settledAt?: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            updatedAt: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "OutgoingTransaction";
            /** @enum {string} */
            status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "EXPIRED";
            /** @description Part of `fees` charged by the platform */
            platformFees: number;
            /** @enum {string} */
            paymentRail?: "ACH" | "ACH_COLOMBIA" | "BANK_TRANSFER" | "BRE_B" | "CIPS" | "FAST" | "FASTER_PAYMENTS" | "FEDNOW" | "INSTAPAY" | "MOBILE_MONEY" | "NEFT" | "PAYNOW" | "PESONET" | "PIX" | "RTGS" | "RTP" | "SEPA" | "SEPA_INSTANT" | "SPEI" | "SWIFT" | "UNIONPAY" | "UPI" | "WIRE";
            /** @enum {string} */
            failureReason?: "QUOTE_EXPIRED" | "QUOTE_RATE_UNAVAILABLE" | "QUOTE_EXECUTION_FAILED" | "FUNDING_AMOUNT_MISMATCH" | "SCA_NOT_COMPLETED" | "PAYOUT_RETURNED" | "LIMIT_EXCEEDED" | "ACCOUNT_CANNOT_RECEIVE" | "ACCOUNT_INVALID" | "COMPLIANCE_REJECTED" | "LIGHTNING_PAYMENT_FAILED" | "COUNTERPARTY_POST_TX_FAILED";
            /** @description How to fund the payment when its source is realtime funding (those of its quote); empty otherwise */
            paymentInstructions: components["schemas"]["PaymentInstructions"][];
        };
        Transaction: components["schemas"]["IncomingTransaction"] | components["schemas"]["OutgoingTransaction"];
        EarlierIncomingTransaction: {
            /** @description Transaction:<uuid> */
            id: string;
            /** @enum {string} */
            direction: "CREDIT" | "DEBIT";
            /** @enum {string} */
            pendingReason?: "COUNTERPARTY_DECLARATION_REQUIRED" | "WALLET_VERIFICATION_REQUIRED" | "COUNTERPARTY_INFORMATION_REQUIRED" | "COMPLIANCE_REVIEW";
            source: components["schemas"]["TransactionSource"];
            destination: components["schemas"]["TransactionDestination"];
            /** @description Customer:<uuid>; for a platform-level transaction, the empty string */
            customerId: string;
            /** @description The customer's platformCustomerId; for a platform-level transaction, the empty string */
            platformCustomerId: string;
            sentAmount: {
                /** @description Amount in the smallest unit of the currency */
                amount: number;
                currency: {
                    /** @description ISO 4217 code or crypto ticker */
                    code: string;
                    name: string;
                    symbol: string;
                    decimals: number;
                };
            };
            receivedAmount: {
                /** @description Amount in the smallest unit of the currency */
                amount: number;
                currency: {
                    /** @description ISO 4217 code or crypto ticker */
                    code: string;
                    name: string;
                    symbol: string;
                    decimals: number;
                };
            };
            /** @description Receiving major units per sending major unit */
            exchangeRate?: number;
            /** @description Fees in the sending currency */
            fees: number;
            quoteId?: string;
            /** @description Agent:<uuid> that made the payment, for an agent payment */
            agentId?: string;
            description?: string;
            reconciliationInstructions: {
                /** @description The payment reference; also a GET /transactions filter */
                reference: string;
                /** @description Deprecated: see onChainTransaction */
                transactionHash?: string;
            };
            rateDetails?: components["schemas"]["RateDetails"];
            counterpartyInformation?: components["schemas"]["CounterpartyInformation"];
            refund?: {
                reference: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp
                 */
                initiatedAt: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp
                 */
                settledAt?: string;
                /** @enum {string} */
                status: "PENDING" | "COMPLETED" | "FAILED";
                /** @enum {string} */
                reason?: "TRANSACTION_FAILED" | "USER_CANCELLATION" | "TIMEOUT";
            };
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            receiptDeliveryConfirmedAt?: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            settledAt?: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            updatedAt: string;
            /** @enum {string} */
            type: "INCOMING";
            /** @enum {string} */
            status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "REJECTED";
            /**
             * @description Rail a pull came in on
             * @enum {string}
             */
            paymentRail?: "ACH" | "ACH_COLOMBIA" | "BANK_TRANSFER" | "BRE_B" | "CIPS" | "FAST" | "FASTER_PAYMENTS" | "FEDNOW" | "INSTAPAY" | "MOBILE_MONEY" | "NEFT" | "PAYNOW" | "PESONET" | "PIX" | "RTGS" | "RTP" | "SEPA" | "SEPA_INSTANT" | "SPEI" | "SWIFT" | "UNIONPAY" | "UPI" | "WIRE";
            /** @enum {string} */
            failureReason?: "LNURLP_FAILED" | "PAY_REQUEST_FAILED" | "PAYMENT_APPROVAL_WEBHOOK_ERROR" | "PAYMENT_APPROVAL_TIMED_OUT" | "OFFRAMP_FAILED" | "MISSING_MANDATORY_PAYEE_DATA" | "QUOTE_EXPIRED" | "QUOTE_EXECUTION_FAILED";
        };
        EarlierOutgoingTransaction: {
            /** @description Transaction:<uuid> */
            id: string;
            /** @enum {string} */
            direction: "CREDIT" | "DEBIT";
            /** @enum {string} */
            pendingReason?: "COUNTERPARTY_DECLARATION_REQUIRED" | "WALLET_VERIFICATION_REQUIRED" | "COUNTERPARTY_INFORMATION_REQUIRED" | "COMPLIANCE_REVIEW";
            source: components["schemas"]["TransactionSource"];
            destination: components["schemas"]["TransactionDestination"];
            /** @description Customer:<uuid>; for a platform-level transaction, the empty string */
            customerId: string;
            /** @description The customer's platformCustomerId; for a platform-level transaction, the empty string */
            platformCustomerId: string;
            sentAmount: {
                /** @description Amount in the smallest unit of the currency */
                amount: number;
                currency: {
                    /** @description ISO 4217 code or crypto ticker */
                    code: string;
                    name: string;
                    symbol: string;
                    decimals: number;
                };
            };
            receivedAmount: {
                /** @description Amount in the smallest unit of the currency */
                amount: number;
                currency: {
                    /** @description ISO 4217 code or crypto ticker */
                    code: string;
                    name: string;
                    symbol: string;
                    decimals: number;
                };
            };
            /** @description Receiving major units per sending major unit */
            exchangeRate?: number;
            /** @description Fees in the sending currency */
            fees: number;
            quoteId?: string;
            /** @description Agent:<uuid> that made the payment, for an agent payment */
            agentId?: string;
            description?: string;
            reconciliationInstructions?: {
                /** @description The payment reference; also a GET /transactions filter */
                reference: string;
                /** @description Deprecated: see onChainTransaction */
                transactionHash?: string;
            };
            rateDetails?: components["schemas"]["RateDetails"];
            counterpartyInformation?: components["schemas"]["CounterpartyInformation"];
            refund?: {
                reference: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp
                 */
                initiatedAt: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp
                 */
                settledAt?: string;
                /** @enum {string} */
                status: "PENDING" | "COMPLETED" | "FAILED";
                /** @enum {string} */
                reason?: "TRANSACTION_FAILED" | "USER_CANCELLATION" | "TIMEOUT";
            };
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            receiptDeliveryConfirmedAt?: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            settledAt?: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            updatedAt: string;
            /** @enum {string} */
            type: "OUTGOING";
            /** @enum {string} */
            status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "EXPIRED";
            /** @description Part of `fees` charged by the platform */
            platformFees: number;
            /** @enum {string} */
            paymentRail?: "ACH" | "ACH_COLOMBIA" | "BANK_TRANSFER" | "BRE_B" | "CIPS" | "FAST" | "FASTER_PAYMENTS" | "FEDNOW" | "INSTAPAY" | "MOBILE_MONEY" | "NEFT" | "PAYNOW" | "PESONET" | "PIX" | "RTGS" | "RTP" | "SEPA" | "SEPA_INSTANT" | "SPEI" | "SWIFT" | "UNIONPAY" | "UPI" | "WIRE";
            /** @enum {string} */
            failureReason?: "QUOTE_EXPIRED" | "QUOTE_EXECUTION_FAILED" | "FUNDING_AMOUNT_MISMATCH" | "LIGHTNING_PAYMENT_FAILED" | "COUNTERPARTY_POST_TX_FAILED" | "TIMEOUT";
            paymentInstructions: components["schemas"]["EarlierPaymentInstructions"][];
        };
        AgentPolicy: {
            permissions: ("VIEW_TRANSACTIONS" | "CREATE_TRANSFERS" | "CREATE_QUOTES" | "EXECUTE_QUOTES" | "MANAGE_EXTERNAL_ACCOUNTS")[];
            /** @enum {string} */
            defaultExecutionMode: "AUTO" | "APPROVAL_REQUIRED";
            spendingLimits: {
                /** @description Currency code */
                currency: string;
                /** @description Largest single payment, smallest unit of `currency` */
                perTransactionLimit: number;
                dailyLimit?: number | null;
                /** @description Payments per UTC day */
                dailyTransactionLimit?: number;
                monthlyLimit?: number | null;
            };
            accountRestrictions?: {
                /** @description The customer's internal accounts the agent may use; null or absent: all of them */
                allowedAccountIds?: string[] | null;
                accountRules?: {
                    accountId: string;
                    /** @enum {string} */
                    executionMode?: "AUTO" | "APPROVAL_REQUIRED";
                    perTransactionLimit?: number | null;
                }[];
            };
            approvalThresholds?: {
                /** @description Currency code */
                currency?: string;
                amount?: number | null;
            };
        };
        Agent: {
            /** @description `Agent:<uuid>` */
            id: string;
            name: string;
            /** @description The one customer the agent acts for */
            customerId: string;
            isPaused: boolean;
            /** @description Whether agent software holds a live access token */
            isConnected: boolean;
            policy: components["schemas"]["AgentPolicy"];
            usage: {
                dailyTransactionCount: number;
                dailySpend: number;
                /**
                 * Format: date
                 * @description The UTC day the daily figures count
                 */
                dailyResetDate: string;
                monthlySpend: number;
                /** @description The UTC month the monthly figure counts */
                monthlyResetMonth: string;
            };
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            updatedAt: string;
        };
        AgentDeviceCode: {
            /** @description Shown once: the agent software redeems it for its access token */
            code: string;
            agentId: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            expiresAt: string;
            redeemed: boolean;
        };
        AgentAction: {
            /** @description `AgentAction:<uuid>` */
            id: string;
            agentId: string;
            customerId: string;
            platformCustomerId: string;
            /** @enum {string} */
            status: "PENDING_APPROVAL" | "APPROVED" | "REJECTED" | "FAILED";
            /** @enum {string} */
            type: "EXECUTE_QUOTE" | "TRANSFER_OUT" | "TRANSFER_IN";
            quote?: components["schemas"]["Quote"];
            transferDetails?: {
                /** @description Smallest units of `currency` */
                amount: number;
                currency: string;
                sourceAccountId: string;
                destinationAccountId: string;
            };
            transaction?: components["schemas"]["Transaction"];
            rejectionReason?: string;
            /** @description Extension: why a FAILED action did not pay (QUOTE_EXPIRED) */
            failureReason?: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            updatedAt: string;
        };
        StablecoinProviderAccount: {
            /** @description `StablecoinProviderAccount:<uuid>` */
            id: string;
            /** @enum {string} */
            provider: "BRALE";
            /** @description The platform's account at the provider */
            providerAccountId: string;
            /** @enum {string} */
            providerEnvironment: "SANDBOX" | "PRODUCTION";
            /** @enum {string} */
            status: "ACTIVE" | "INVALID" | "REVOKED";
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            lastVerifiedAt?: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            updatedAt: string;
        };
        Stablecoin: {
            /** @description `Stablecoin:<uuid>` */
            id: string;
            name: string;
            symbol: string;
            /** @description The fiat currency that backs the token */
            baseCurrency: string;
            /** @enum {string} */
            network: "SPARK";
            decimals: number;
            /** @enum {string} */
            issuanceStatus: "PENDING_REVIEW" | "PROVISIONING" | "PROVISIONED" | "REJECTED" | "FAILED";
            /**
             * @description Spec 3.6. Registration requests enablement (NOT_ENABLED to PENDING_APPROVAL); ENABLING, ENABLED and DISABLED are set by the service only
             * @enum {string}
             */
            serviceOperationsStatus: "NOT_ENABLED" | "PENDING_APPROVAL" | "ENABLING" | "ENABLED" | "DISABLED";
            networkTokenIdentifier: string;
            /** @description The currency code internal accounts hold the token in */
            currency?: string;
            /** @enum {string} */
            provider: "BRALE";
            stablecoinProviderAccountId: string;
            /** @enum {string} */
            providerEnvironment: "SANDBOX" | "PRODUCTION";
            providerTokenIdentifier: string;
            /** @description Minted minus burned, in the token's smallest unit (equal to the ledger's supply account) */
            totalSupply: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            updatedAt: string;
        };
        StablecoinOperation: {
            /** @description `StablecoinOperation:<uuid>` */
            id: string;
            stablecoinId: string;
            /** @enum {string} */
            operationType: "MINT" | "BURN";
            /** @enum {string} */
            status: "CREATED" | "PENDING_FUNDING" | "PENDING_PROVIDER" | "PROCESSING" | "COMPLETED" | "FAILED" | "EXPIRED";
            /** @description In the token's smallest unit */
            amount: string;
            /** @enum {string} */
            provider: "BRALE";
            /** @enum {string} */
            providerEnvironment: "SANDBOX" | "PRODUCTION";
            stablecoinProviderAccountId: string;
            source?: {
                /** @enum {string} */
                type: "WIRE" | "ACH_DEBIT" | "SAME_DAY_ACH_DEBIT" | "EXTERNAL_ACCOUNT" | "SERVICE_INTERNAL_ACCOUNT" | "PROVIDER_INTERNAL_BALANCE";
                externalAccountId?: string;
                accountId?: string;
                sourceTokenIdentifier?: string;
                cryptoNetwork?: string;
            };
            fundingInstructions?: {
                rail?: string;
                network?: string;
                address?: string;
                valueType?: string;
            };
            destination?: {
                /** @description Mint: the internal account credited; burn: the external account paid */
                accountId: string;
                /** @enum {string} */
                rail?: "WIRE" | "ACH_CREDIT" | "SAME_DAY_ACH_CREDIT" | "RTP_CREDIT";
            };
            estimatedDelivery?: {
                rail?: string;
                /** @description In cents of `currency` */
                amount?: string;
                currency?: string;
                timing?: string;
            };
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            expiresAt?: string;
            providerStatus?: string;
            failureReason?: string;
            description?: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            updatedAt: string;
        };
        TestWebhookResponse: {
            /**
             * Format: uri
             * @description The endpoint the TEST webhook was sent to
             */
            url: string;
            /** @description HTTP status of the endpoint's answer */
            response_status: number;
            /** @description The endpoint's answer (first 4 KiB) */
            response_body?: string;
            /** @description Extension: the id of the TEST webhook (`Webhook:<uuid>`), as in the delivery log */
            eventId: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listTokens: {
        parameters: {
            query?: {
                /** @description Page size */
                limit?: number;
                /** @description The `nextCursor` of the previous page */
                cursor?: string;
                /** @description Exact token name */
                name?: string;
                createdAfter?: string;
                createdBefore?: string;
                updatedAfter?: string;
                updatedBefore?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Token:<uuid> */
                            id: string;
                            name: string;
                            permissions: ("VIEW" | "TRANSACT" | "MANAGE")[];
                            /** @description HTTP Basic username */
                            clientId: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC timestamp
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC timestamp
                             */
                            updatedAt: string;
                        }[];
                        hasMore: boolean;
                        /** @description Pass as `cursor` to get the next page */
                        nextCursor?: string;
                        totalCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    permissions: ("VIEW" | "TRANSACT" | "MANAGE")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Token:<uuid> */
                        id: string;
                        name: string;
                        permissions: ("VIEW" | "TRANSACT" | "MANAGE")[];
                        /** @description HTTP Basic username */
                        clientId: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        updatedAt: string;
                        /** @description HTTP Basic password; returned only when the token is created */
                        clientSecret: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Token:<uuid> */
                tokenId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Token:<uuid> */
                        id: string;
                        name: string;
                        permissions: ("VIEW" | "TRANSACT" | "MANAGE")[];
                        /** @description HTTP Basic username */
                        clientId: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Token:<uuid> */
                tokenId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPlatformConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description PlatformConfig:<uuid> */
                        id: string;
                        umaDomain: string;
                        proxyUmaSubdomain?: string;
                        /** Format: uri */
                        webhookEndpoint?: string;
                        /** @description PEM (SPKI) P-256 public key of the platform's webhook signing key: verify X-Service-Signature (base64 DER ECDSA over SHA-256 of the exact body) with it */
                        webhookSigningPublicKey?: string;
                        supportedCurrencies: {
                            /** @description ISO 4217 code or crypto ticker; a currency the service does not support is 400 INVALID_INPUT naming the field */
                            currencyCode: string;
                            /** @description Smallest single transaction, in the smallest unit */
                            minAmount: number;
                            /** @description Largest single transaction, in the smallest unit; above it TRANSACTION_SIZE_LIMIT_EXCEEDED */
                            maxAmount: number;
                            requiredCounterpartyFields: {
                                /** @enum {string} */
                                name: "FULL_NAME" | "BIRTH_DATE" | "NATIONALITY" | "PHONE_NUMBER" | "EMAIL" | "POSTAL_ADDRESS" | "TAX_ID" | "REGISTRATION_NUMBER" | "USER_TYPE" | "COUNTRY_OF_RESIDENCE" | "ACCOUNT_IDENTIFIER" | "FI_LEGAL_ENTITY_NAME" | "FI_ADDRESS" | "PURPOSE_OF_PAYMENT" | "ULTIMATE_INSTITUTION_COUNTRY" | "IDENTIFIER" | "BUSINESS_TYPE" | "COMPANY_LEGAL_NAME" | "ID_TYPE" | "ID_NUMBER";
                                mandatory: boolean;
                            }[];
                            /** @description Customer fields the currency's payment provider requires about the platform's customers */
                            providerRequiredCustomerFields?: ("FULL_NAME" | "BIRTH_DATE" | "NATIONALITY" | "PHONE_NUMBER" | "EMAIL" | "POSTAL_ADDRESS" | "TAX_ID" | "REGISTRATION_NUMBER" | "USER_TYPE" | "COUNTRY_OF_RESIDENCE" | "ACCOUNT_IDENTIFIER" | "FI_LEGAL_ENTITY_NAME" | "FI_ADDRESS" | "PURPOSE_OF_PAYMENT" | "ULTIMATE_INSTITUTION_COUNTRY" | "IDENTIFIER" | "BUSINESS_TYPE" | "COMPANY_LEGAL_NAME" | "ID_TYPE" | "ID_NUMBER")[];
                            /** @description Customer fields the currency's payment provider requires about the counterparty */
                            providerRequiredCounterpartyCustomerFields?: ("FULL_NAME" | "BIRTH_DATE" | "NATIONALITY" | "PHONE_NUMBER" | "EMAIL" | "POSTAL_ADDRESS" | "TAX_ID" | "REGISTRATION_NUMBER" | "USER_TYPE" | "COUNTRY_OF_RESIDENCE" | "ACCOUNT_IDENTIFIER" | "FI_LEGAL_ENTITY_NAME" | "FI_ADDRESS" | "PURPOSE_OF_PAYMENT" | "ULTIMATE_INSTITUTION_COUNTRY" | "IDENTIFIER" | "BUSINESS_TYPE" | "COMPANY_LEGAL_NAME" | "ID_TYPE" | "ID_NUMBER")[];
                            enabledTransactionTypes: ("INCOMING" | "OUTGOING")[];
                        }[];
                        /** @description Read-only; set by the operator */
                        isRegulatedFinancialInstitution: boolean;
                        embeddedWalletConfig?: {
                            appName?: string;
                            otpLength?: number;
                            alphanumeric?: boolean;
                            expirationSeconds?: number;
                            /** Format: email */
                            sendFromEmailAddress?: string;
                            sendFromEmailSenderName?: string;
                            /** Format: email */
                            replyToEmailAddress?: string;
                            /** Format: uri */
                            logoUrl?: string;
                        };
                        cardTokenization2faConfig?: {
                            displayName?: string;
                            /** Format: uri */
                            logoUrl?: string;
                            email?: {
                                /** Format: email */
                                fromAddress?: string;
                                fromName?: string;
                                /** Format: email */
                                replyToAddress?: string;
                                subject?: string;
                                bodyText?: string;
                            };
                            sms?: {
                                templateSid?: string;
                                bodyText?: string;
                            };
                        };
                        feeConfigs: {
                            /** @enum {string} */
                            feeType: "CROSS_CURRENCY_TRANSACTION";
                            sourceCurrency: string;
                            variableFeeBps: number;
                            fixedFee: {
                                /** @description In the smallest unit of `currency` */
                                amount: number;
                                /** @description Currency code, e.g. USD */
                                currency: string;
                            };
                        }[];
                        /** @description Extension: counterparty rules (EU Travel Rule) apply to EU/EEA customers; their FIRST_PARTY self-custody wallets start PENDING_OWNERSHIP_VERIFICATION */
                        travelRuleEnabled: boolean;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updatePlatformConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** Format: hostname */
                    umaDomain?: string;
                    /** @description DNS label under which the service hosts UMA addresses for the platform */
                    proxyUmaSubdomain?: string;
                    /**
                     * Format: uri
                     * @description HTTP(S) URL that receives webhooks; null removes it
                     */
                    webhookEndpoint?: string | null;
                    supportedCurrencies?: {
                        /** @description ISO 4217 code or crypto ticker; a currency the service does not support is 400 INVALID_INPUT naming the field */
                        currencyCode: string;
                        /** @description Smallest single transaction, in the smallest unit */
                        minAmount: number;
                        /** @description Largest single transaction, in the smallest unit; above it TRANSACTION_SIZE_LIMIT_EXCEEDED */
                        maxAmount: number;
                        requiredCounterpartyFields: {
                            /** @enum {string} */
                            name: "FULL_NAME" | "BIRTH_DATE" | "NATIONALITY" | "PHONE_NUMBER" | "EMAIL" | "POSTAL_ADDRESS" | "TAX_ID" | "REGISTRATION_NUMBER" | "USER_TYPE" | "COUNTRY_OF_RESIDENCE" | "ACCOUNT_IDENTIFIER" | "FI_LEGAL_ENTITY_NAME" | "FI_ADDRESS" | "PURPOSE_OF_PAYMENT" | "ULTIMATE_INSTITUTION_COUNTRY" | "IDENTIFIER" | "BUSINESS_TYPE" | "COMPANY_LEGAL_NAME" | "ID_TYPE" | "ID_NUMBER" | "ADDRESS";
                            mandatory: boolean;
                        }[];
                        /** @description Customer fields the currency's payment provider requires about the platform's customers */
                        providerRequiredCustomerFields?: ("FULL_NAME" | "BIRTH_DATE" | "NATIONALITY" | "PHONE_NUMBER" | "EMAIL" | "POSTAL_ADDRESS" | "TAX_ID" | "REGISTRATION_NUMBER" | "USER_TYPE" | "COUNTRY_OF_RESIDENCE" | "ACCOUNT_IDENTIFIER" | "FI_LEGAL_ENTITY_NAME" | "FI_ADDRESS" | "PURPOSE_OF_PAYMENT" | "ULTIMATE_INSTITUTION_COUNTRY" | "IDENTIFIER" | "BUSINESS_TYPE" | "COMPANY_LEGAL_NAME" | "ID_TYPE" | "ID_NUMBER" | "ADDRESS")[];
                        /** @description Customer fields the currency's payment provider requires about the counterparty */
                        providerRequiredCounterpartyCustomerFields?: ("FULL_NAME" | "BIRTH_DATE" | "NATIONALITY" | "PHONE_NUMBER" | "EMAIL" | "POSTAL_ADDRESS" | "TAX_ID" | "REGISTRATION_NUMBER" | "USER_TYPE" | "COUNTRY_OF_RESIDENCE" | "ACCOUNT_IDENTIFIER" | "FI_LEGAL_ENTITY_NAME" | "FI_ADDRESS" | "PURPOSE_OF_PAYMENT" | "ULTIMATE_INSTITUTION_COUNTRY" | "IDENTIFIER" | "BUSINESS_TYPE" | "COMPANY_LEGAL_NAME" | "ID_TYPE" | "ID_NUMBER" | "ADDRESS")[];
                        enabledTransactionTypes: ("INCOMING" | "OUTGOING")[];
                    }[];
                    embeddedWalletConfig?: {
                        appName?: string;
                        otpLength?: number;
                        alphanumeric?: boolean;
                        expirationSeconds?: number;
                        /** Format: email */
                        sendFromEmailAddress?: string;
                        sendFromEmailSenderName?: string;
                        /** Format: email */
                        replyToEmailAddress?: string;
                        /** Format: uri */
                        logoUrl?: string;
                    };
                    cardTokenization2faConfig?: {
                        displayName?: string;
                        /** Format: uri */
                        logoUrl?: string;
                        email?: {
                            /** Format: email */
                            fromAddress?: string;
                            fromName?: string;
                            /** Format: email */
                            replyToAddress?: string;
                            subject?: string;
                            bodyText?: string;
                        };
                        sms?: {
                            templateSid?: string;
                            bodyText?: string;
                        };
                    };
                    feeConfigs?: {
                        /** @enum {string} */
                        feeType: "CROSS_CURRENCY_TRANSACTION";
                        sourceCurrency: string;
                        variableFeeBps: number;
                        fixedFee: {
                            amount: number;
                            /** @description Currency of the fixed fee: its code (equal to sourceCurrency) */
                            currency: string | {
                                code: string;
                                name?: string;
                                symbol?: string;
                                decimals?: number;
                            };
                        };
                    }[];
                    travelRuleEnabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description PlatformConfig:<uuid> */
                        id: string;
                        umaDomain: string;
                        proxyUmaSubdomain?: string;
                        /** Format: uri */
                        webhookEndpoint?: string;
                        /** @description PEM (SPKI) P-256 public key of the platform's webhook signing key: verify X-Service-Signature (base64 DER ECDSA over SHA-256 of the exact body) with it */
                        webhookSigningPublicKey?: string;
                        supportedCurrencies: {
                            /** @description ISO 4217 code or crypto ticker; a currency the service does not support is 400 INVALID_INPUT naming the field */
                            currencyCode: string;
                            /** @description Smallest single transaction, in the smallest unit */
                            minAmount: number;
                            /** @description Largest single transaction, in the smallest unit; above it TRANSACTION_SIZE_LIMIT_EXCEEDED */
                            maxAmount: number;
                            requiredCounterpartyFields: {
                                /** @enum {string} */
                                name: "FULL_NAME" | "BIRTH_DATE" | "NATIONALITY" | "PHONE_NUMBER" | "EMAIL" | "POSTAL_ADDRESS" | "TAX_ID" | "REGISTRATION_NUMBER" | "USER_TYPE" | "COUNTRY_OF_RESIDENCE" | "ACCOUNT_IDENTIFIER" | "FI_LEGAL_ENTITY_NAME" | "FI_ADDRESS" | "PURPOSE_OF_PAYMENT" | "ULTIMATE_INSTITUTION_COUNTRY" | "IDENTIFIER" | "BUSINESS_TYPE" | "COMPANY_LEGAL_NAME" | "ID_TYPE" | "ID_NUMBER";
                                mandatory: boolean;
                            }[];
                            /** @description Customer fields the currency's payment provider requires about the platform's customers */
                            providerRequiredCustomerFields?: ("FULL_NAME" | "BIRTH_DATE" | "NATIONALITY" | "PHONE_NUMBER" | "EMAIL" | "POSTAL_ADDRESS" | "TAX_ID" | "REGISTRATION_NUMBER" | "USER_TYPE" | "COUNTRY_OF_RESIDENCE" | "ACCOUNT_IDENTIFIER" | "FI_LEGAL_ENTITY_NAME" | "FI_ADDRESS" | "PURPOSE_OF_PAYMENT" | "ULTIMATE_INSTITUTION_COUNTRY" | "IDENTIFIER" | "BUSINESS_TYPE" | "COMPANY_LEGAL_NAME" | "ID_TYPE" | "ID_NUMBER")[];
                            /** @description Customer fields the currency's payment provider requires about the counterparty */
                            providerRequiredCounterpartyCustomerFields?: ("FULL_NAME" | "BIRTH_DATE" | "NATIONALITY" | "PHONE_NUMBER" | "EMAIL" | "POSTAL_ADDRESS" | "TAX_ID" | "REGISTRATION_NUMBER" | "USER_TYPE" | "COUNTRY_OF_RESIDENCE" | "ACCOUNT_IDENTIFIER" | "FI_LEGAL_ENTITY_NAME" | "FI_ADDRESS" | "PURPOSE_OF_PAYMENT" | "ULTIMATE_INSTITUTION_COUNTRY" | "IDENTIFIER" | "BUSINESS_TYPE" | "COMPANY_LEGAL_NAME" | "ID_TYPE" | "ID_NUMBER")[];
                            enabledTransactionTypes: ("INCOMING" | "OUTGOING")[];
                        }[];
                        /** @description Read-only; set by the operator */
                        isRegulatedFinancialInstitution: boolean;
                        embeddedWalletConfig?: {
                            appName?: string;
                            otpLength?: number;
                            alphanumeric?: boolean;
                            expirationSeconds?: number;
                            /** Format: email */
                            sendFromEmailAddress?: string;
                            sendFromEmailSenderName?: string;
                            /** Format: email */
                            replyToEmailAddress?: string;
                            /** Format: uri */
                            logoUrl?: string;
                        };
                        cardTokenization2faConfig?: {
                            displayName?: string;
                            /** Format: uri */
                            logoUrl?: string;
                            email?: {
                                /** Format: email */
                                fromAddress?: string;
                                fromName?: string;
                                /** Format: email */
                                replyToAddress?: string;
                                subject?: string;
                                bodyText?: string;
                            };
                            sms?: {
                                templateSid?: string;
                                bodyText?: string;
                            };
                        };
                        feeConfigs: {
                            /** @enum {string} */
                            feeType: "CROSS_CURRENCY_TRANSACTION";
                            sourceCurrency: string;
                            variableFeeBps: number;
                            fixedFee: {
                                /** @description In the smallest unit of `currency` */
                                amount: number;
                                /** @description Currency code, e.g. USD */
                                currency: string;
                            };
                        }[];
                        /** @description Extension: counterparty rules (EU Travel Rule) apply to EU/EEA customers; their FIRST_PARTY self-custody wallets start PENDING_OWNERSHIP_VERIFICATION */
                        travelRuleEnabled: boolean;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCustomers: {
        parameters: {
            query?: {
                /** @description Page size */
                limit?: number;
                /** @description The `nextCursor` of the previous page */
                cursor?: string;
                platformCustomerId?: string;
                customerType?: "INDIVIDUAL" | "BUSINESS";
                /** @description ISO 3166-1 alpha-2 country code */
                region?: string;
                currency?: string;
                umaAddress?: string;
                isIncludingDeleted?: boolean;
                createdAfter?: string;
                createdBefore?: string;
                updatedAfter?: string;
                updatedBefore?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["IndividualCustomer"] | components["schemas"]["BusinessCustomer"])[];
                        hasMore: boolean;
                        /** @description Pass as `cursor` to get the next page */
                        nextCursor?: string;
                        totalCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    customerType: "INDIVIDUAL";
                    platformCustomerId?: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    region?: string;
                    currencies?: string[];
                    /** Format: email */
                    email?: string;
                    /** @description E.164 */
                    phoneNumber?: string;
                    umaAddress?: string;
                    endUserTermsConsent?: {
                        termsVersion: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        acceptedAt: string;
                        ipAddress: string;
                        /** @enum {string} */
                        acceptanceMethod: "CHECKBOX" | "CLICK_TO_ACCEPT";
                    };
                    /** @description Oldest revision only; accepted and ignored (register payout accounts with POST /customers/external-accounts) */
                    bankAccountInfo?: {
                        /** @enum {string} */
                        accountType: "US_ACCOUNT";
                        currency?: string;
                        platformAccountId?: string;
                        /** @enum {string} */
                        accountCategory: "CHECKING" | "SAVINGS";
                        accountNumber: string;
                        routingNumber: string;
                        bankName?: string;
                    } | {
                        /** @enum {string} */
                        accountType: "CLABE";
                        currency?: string;
                        platformAccountId?: string;
                        clabeNumber: string;
                        bankName: string;
                    } | {
                        /** @enum {string} */
                        accountType: "IBAN";
                        currency?: string;
                        platformAccountId?: string;
                        iban: string;
                        bankName: string;
                        swiftBic?: string;
                    } | {
                        /** @enum {string} */
                        accountType: "PIX";
                        currency?: string;
                        platformAccountId?: string;
                        pixKey: string;
                        /** @enum {string} */
                        pixKeyType: "CNPJ" | "CPF" | "EMAIL" | "PHONE" | "RANDOM";
                        bankName?: string;
                    } | {
                        /** @enum {string} */
                        accountType: "UPI";
                        currency?: string;
                        platformAccountId?: string;
                        vpa: string;
                    } | {
                        /** @enum {string} */
                        accountType: "SPARK_WALLET";
                        currency?: string;
                        platformAccountId?: string;
                        address: string;
                    } | {
                        /** @enum {string} */
                        accountType: "FBO";
                        currency?: string;
                        platformAccountId?: string;
                        currencyCode: string;
                    };
                    fullName?: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     */
                    birthDate?: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    nationality?: string;
                    /** @enum {string} */
                    taxIdType?: "SSN" | "ITIN" | "EIN" | "NON_US_TAX_ID";
                    taxIdentifier?: string;
                    /**
                     * @description Same as `taxIdType`
                     * @enum {string}
                     */
                    idType?: "SSN" | "ITIN" | "EIN" | "NON_US_TAX_ID";
                    /** @description Same as `taxIdentifier` (write-only) */
                    identifier?: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description Country that issued the identifier
                     */
                    countryOfIssuance?: string;
                    address?: {
                        line1: string;
                        line2?: string;
                        city?: string;
                        state?: string;
                        postalCode: string;
                        /**
                         * Format: iso3166-1-alpha-2
                         * @description ISO 3166-1 alpha-2 country code
                         */
                        country: string;
                    };
                    /** @enum {string} */
                    purposeOfAccount?: "CONTRACTOR_PAYOUTS" | "CREATOR_PAYOUTS" | "EMPLOYEE_PAYOUTS" | "MARKETPLACE_SELLER_PAYOUTS" | "SUPPLIER_PAYMENTS" | "CROSS_BORDER_B2B" | "AR_AUTOMATION" | "AP_AUTOMATION" | "EMBEDDED_PAYMENTS" | "PLATFORM_FEE_COLLECTION" | "P2P_TRANSFERS" | "CHARITABLE_DONATIONS" | "OTHER";
                    purposeOfAccountOtherDescription?: string;
                    /** @enum {string} */
                    expectedMonthlyTransactionCount?: "COUNT_UNDER_10" | "COUNT_10_TO_100" | "COUNT_100_TO_500" | "COUNT_500_TO_1000" | "COUNT_OVER_1000";
                    /** @enum {string} */
                    expectedMonthlyTransactionVolume?: "VOLUME_UNDER_10K" | "VOLUME_10K_TO_100K" | "VOLUME_100K_TO_1M" | "VOLUME_1M_TO_10M" | "VOLUME_OVER_10M";
                    sourceOfFundsCategories?: ("SALARY" | "SELF_EMPLOYMENT_INCOME" | "INVESTMENT_INCOME" | "PENSION" | "RENTAL_INCOME" | "GIFT" | "INHERITANCE" | "LOAN" | "SAVINGS" | "SALE_OF_ASSETS" | "OTHER")[];
                    sourceOfFundsOtherDescription?: string;
                    sourceOfWealthCategories?: ("SALARY" | "BUSINESS_INCOME" | "INVESTMENTS" | "INHERITANCE" | "PROPERTY_SALE" | "GIFT" | "RETIREMENT" | "SAVINGS" | "OTHER")[];
                    sourceOfWealthOtherDescription?: string;
                    /** @enum {string} */
                    annualIncomeRange?: "UNDER_50K" | "RANGE_50K_100K" | "RANGE_100K_250K" | "RANGE_250K_1M" | "OVER_1M";
                    /** @enum {string} */
                    netWorthRange?: "UNDER_100K" | "RANGE_100K_500K" | "RANGE_500K_1M" | "RANGE_1M_5M" | "RANGE_5M_25M" | "OVER_25M";
                    /** @enum {string} */
                    pepStatus?: "NONE" | "DOMESTIC" | "FOREIGN" | "HIO" | "FAMILY_OR_ASSOCIATE";
                    /**
                     * @description Accepted and ignored at creation: the sandbox outcome decides (set it with PATCH)
                     * @enum {string}
                     */
                    kycStatus?: "UNVERIFIED" | "PENDING" | "APPROVED" | "REJECTED" | "HOLD";
                    /** @description Oldest revision only; ignored */
                    kycUrl?: string;
                } | {
                    /** @enum {string} */
                    customerType: "BUSINESS";
                    platformCustomerId?: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    region?: string;
                    currencies?: string[];
                    /** Format: email */
                    email?: string;
                    /** @description E.164 */
                    phoneNumber?: string;
                    umaAddress?: string;
                    endUserTermsConsent?: {
                        termsVersion: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        acceptedAt: string;
                        ipAddress: string;
                        /** @enum {string} */
                        acceptanceMethod: "CHECKBOX" | "CLICK_TO_ACCEPT";
                    };
                    /** @description Oldest revision only; accepted and ignored (register payout accounts with POST /customers/external-accounts) */
                    bankAccountInfo?: {
                        /** @enum {string} */
                        accountType: "US_ACCOUNT";
                        currency?: string;
                        platformAccountId?: string;
                        /** @enum {string} */
                        accountCategory: "CHECKING" | "SAVINGS";
                        accountNumber: string;
                        routingNumber: string;
                        bankName?: string;
                    } | {
                        /** @enum {string} */
                        accountType: "CLABE";
                        currency?: string;
                        platformAccountId?: string;
                        clabeNumber: string;
                        bankName: string;
                    } | {
                        /** @enum {string} */
                        accountType: "IBAN";
                        currency?: string;
                        platformAccountId?: string;
                        iban: string;
                        bankName: string;
                        swiftBic?: string;
                    } | {
                        /** @enum {string} */
                        accountType: "PIX";
                        currency?: string;
                        platformAccountId?: string;
                        pixKey: string;
                        /** @enum {string} */
                        pixKeyType: "CNPJ" | "CPF" | "EMAIL" | "PHONE" | "RANDOM";
                        bankName?: string;
                    } | {
                        /** @enum {string} */
                        accountType: "UPI";
                        currency?: string;
                        platformAccountId?: string;
                        vpa: string;
                    } | {
                        /** @enum {string} */
                        accountType: "SPARK_WALLET";
                        currency?: string;
                        platformAccountId?: string;
                        address: string;
                    } | {
                        /** @enum {string} */
                        accountType: "FBO";
                        currency?: string;
                        platformAccountId?: string;
                        currencyCode: string;
                    };
                    address?: {
                        line1: string;
                        line2?: string;
                        city?: string;
                        state?: string;
                        postalCode: string;
                        /**
                         * Format: iso3166-1-alpha-2
                         * @description ISO 3166-1 alpha-2 country code
                         */
                        country: string;
                    };
                    businessInfo: {
                        legalName: string;
                        doingBusinessAs?: string;
                        /**
                         * Format: iso3166-1-alpha-2
                         * @description ISO 3166-1 alpha-2 country code
                         */
                        country?: string;
                        registrationNumber?: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        incorporatedOn?: string;
                        /** @enum {string} */
                        entityType?: "SOLE_PROPRIETORSHIP" | "PARTNERSHIP" | "LLC" | "CORPORATION" | "S_CORPORATION" | "NON_PROFIT" | "PUBLICLY_LISTED_COMPANY" | "TRUST" | "PRIVATE_FOUNDATION" | "CHARITY" | "OTHER";
                        taxId?: string;
                        countriesOfOperation?: string[];
                        /** @enum {string} */
                        businessType?: "ACCOMMODATION_AND_FOOD_SERVICES" | "ADMINISTRATIVE_AND_SUPPORT_AND_WASTE_MANAGEMENT_AND_REMEDIATION_SERVICES" | "AGRICULTURE_FORESTRY_FISHING_AND_HUNTING" | "ARTS_ENTERTAINMENT_AND_RECREATION" | "CONSTRUCTION" | "EDUCATIONAL_SERVICES" | "FINANCE_AND_INSURANCE" | "HEALTH_CARE_AND_SOCIAL_ASSISTANCE" | "INFORMATION" | "MANAGEMENT_OF_COMPANIES_AND_ENTERPRISES" | "MANUFACTURING" | "MINING_QUARRYING_AND_OIL_AND_GAS_EXTRACTION" | "OTHER_SERVICES" | "PROFESSIONAL_SCIENTIFIC_AND_TECHNICAL_SERVICES" | "PUBLIC_ADMINISTRATION" | "REAL_ESTATE_AND_RENTAL_AND_LEASING" | "RETAIL_TRADE" | "TRANSPORTATION_AND_WAREHOUSING" | "UTILITIES" | "WHOLESALE_TRADE";
                        /** @enum {string} */
                        purposeOfAccount?: "CONTRACTOR_PAYOUTS" | "CREATOR_PAYOUTS" | "EMPLOYEE_PAYOUTS" | "MARKETPLACE_SELLER_PAYOUTS" | "SUPPLIER_PAYMENTS" | "CROSS_BORDER_B2B" | "AR_AUTOMATION" | "AP_AUTOMATION" | "EMBEDDED_PAYMENTS" | "PLATFORM_FEE_COLLECTION" | "P2P_TRANSFERS" | "CHARITABLE_DONATIONS" | "OTHER";
                        sourceOfFunds?: string;
                        sourceOfFundsCategories?: ("OPERATING_REVENUE" | "INVESTMENT_INCOME" | "LOANS" | "VENTURE_CAPITAL" | "PERSONAL_SAVINGS" | "DONATIONS" | "OTHER")[];
                        sourceOfFundsOtherDescription?: string;
                        purposeOfAccountOtherDescription?: string;
                        /** @enum {string} */
                        expectedMonthlyTransactionCount?: "COUNT_UNDER_10" | "COUNT_10_TO_100" | "COUNT_100_TO_500" | "COUNT_500_TO_1000" | "COUNT_OVER_1000";
                        /** @enum {string} */
                        expectedMonthlyTransactionVolume?: "VOLUME_UNDER_10K" | "VOLUME_10K_TO_100K" | "VOLUME_100K_TO_1M" | "VOLUME_1M_TO_10M" | "VOLUME_OVER_10M";
                        expectedRecipientJurisdictions?: string[];
                        expectedCounterpartyCountries?: string[];
                        naicsCode?: string;
                        primaryContactFirstName?: string;
                        primaryContactLastName?: string;
                    };
                    /** @description Beneficial owners in the shape of the revisions before /beneficial-owners; they become the customer's beneficial owners (in PATCH they replace them). birthDate, nationality, address and taxId are needed for KYB. */
                    beneficialOwners?: {
                        fullName: string;
                        /** @enum {string} */
                        individualType: "BENEFICIAL_OWNER" | "CONTROL_PERSON" | "DIRECTOR" | "OFFICER" | "TRUSTEE" | "GENERAL_PARTNER" | "AUTHORIZED_PERSON" | "BUSINESS_POINT_OF_CONTACT" | "SETTLOR";
                        percentageOwnership?: number;
                        title?: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        birthDate?: string;
                        /**
                         * Format: iso3166-1-alpha-2
                         * @description ISO 3166-1 alpha-2 country code
                         */
                        nationality?: string;
                        /** Format: email */
                        emailAddress?: string;
                        /** @description E.164 */
                        phoneNumber?: string;
                        address?: {
                            line1: string;
                            line2?: string;
                            city?: string;
                            state?: string;
                            postalCode: string;
                            /**
                             * Format: iso3166-1-alpha-2
                             * @description ISO 3166-1 alpha-2 country code
                             */
                            country: string;
                        };
                        taxId?: string;
                    }[];
                    /**
                     * @description Accepted and ignored at creation: KYB decides (set it with PATCH)
                     * @enum {string}
                     */
                    kybStatus?: "UNVERIFIED" | "PENDING" | "APPROVED" | "REJECTED" | "HOLD";
                    /** @description Oldest revision only; ignored */
                    kycUrl?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndividualCustomer"] | components["schemas"]["BusinessCustomer"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEndUserTerms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: string;
                        /** Format: uri */
                        url: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getKycLinkByPlatformCustomerId: {
        parameters: {
            query: {
                platformCustomerId: string;
                redirectUri?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Customer:<uuid> */
                        customerId: string;
                        platformCustomerId: string;
                        /**
                         * Format: uri
                         * @description Single-use hosted verification URL
                         */
                        kycUrl: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        expiresAt: string;
                        /** @enum {string} */
                        provider: "SUMSUB";
                        /** @description Provider SDK token */
                        token?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer:<uuid> */
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndividualCustomer"] | components["schemas"]["BusinessCustomer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer:<uuid> */
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndividualCustomer"] | components["schemas"]["BusinessCustomer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The wallet stamp over `payloadToSign` (spec 5.5) */
                "service-wallet-signature"?: string;
                /** @description The `requestId` of the 202 answer being signed */
                "request-id"?: string;
            };
            path: {
                /** @description Customer:<uuid> */
                customerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    customerType: "INDIVIDUAL";
                    currencies?: string[];
                    /** Format: email */
                    email?: string;
                    /** @description E.164 */
                    phoneNumber?: string;
                    umaAddress?: string;
                    endUserTermsConsent?: {
                        termsVersion: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        acceptedAt: string;
                        ipAddress: string;
                        /** @enum {string} */
                        acceptanceMethod: "CHECKBOX" | "CLICK_TO_ACCEPT";
                    };
                    /** @description Oldest revision only; accepted and ignored (register payout accounts with POST /customers/external-accounts) */
                    bankAccountInfo?: {
                        /** @enum {string} */
                        accountType: "US_ACCOUNT";
                        currency?: string;
                        platformAccountId?: string;
                        /** @enum {string} */
                        accountCategory: "CHECKING" | "SAVINGS";
                        accountNumber: string;
                        routingNumber: string;
                        bankName?: string;
                    } | {
                        /** @enum {string} */
                        accountType: "CLABE";
                        currency?: string;
                        platformAccountId?: string;
                        clabeNumber: string;
                        bankName: string;
                    } | {
                        /** @enum {string} */
                        accountType: "IBAN";
                        currency?: string;
                        platformAccountId?: string;
                        iban: string;
                        bankName: string;
                        swiftBic?: string;
                    } | {
                        /** @enum {string} */
                        accountType: "PIX";
                        currency?: string;
                        platformAccountId?: string;
                        pixKey: string;
                        /** @enum {string} */
                        pixKeyType: "CNPJ" | "CPF" | "EMAIL" | "PHONE" | "RANDOM";
                        bankName?: string;
                    } | {
                        /** @enum {string} */
                        accountType: "UPI";
                        currency?: string;
                        platformAccountId?: string;
                        vpa: string;
                    } | {
                        /** @enum {string} */
                        accountType: "SPARK_WALLET";
                        currency?: string;
                        platformAccountId?: string;
                        address: string;
                    } | {
                        /** @enum {string} */
                        accountType: "FBO";
                        currency?: string;
                        platformAccountId?: string;
                        currencyCode: string;
                    };
                    fullName?: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     */
                    birthDate?: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    nationality?: string;
                    /** @enum {string} */
                    taxIdType?: "SSN" | "ITIN" | "EIN" | "NON_US_TAX_ID";
                    taxIdentifier?: string;
                    /**
                     * @description Same as `taxIdType`
                     * @enum {string}
                     */
                    idType?: "SSN" | "ITIN" | "EIN" | "NON_US_TAX_ID";
                    /** @description Same as `taxIdentifier` (write-only) */
                    identifier?: string;
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description Country that issued the identifier
                     */
                    countryOfIssuance?: string;
                    address?: {
                        line1: string;
                        line2?: string;
                        city?: string;
                        state?: string;
                        postalCode: string;
                        /**
                         * Format: iso3166-1-alpha-2
                         * @description ISO 3166-1 alpha-2 country code
                         */
                        country: string;
                    };
                    /** @enum {string} */
                    purposeOfAccount?: "CONTRACTOR_PAYOUTS" | "CREATOR_PAYOUTS" | "EMPLOYEE_PAYOUTS" | "MARKETPLACE_SELLER_PAYOUTS" | "SUPPLIER_PAYMENTS" | "CROSS_BORDER_B2B" | "AR_AUTOMATION" | "AP_AUTOMATION" | "EMBEDDED_PAYMENTS" | "PLATFORM_FEE_COLLECTION" | "P2P_TRANSFERS" | "CHARITABLE_DONATIONS" | "OTHER";
                    purposeOfAccountOtherDescription?: string;
                    /** @enum {string} */
                    expectedMonthlyTransactionCount?: "COUNT_UNDER_10" | "COUNT_10_TO_100" | "COUNT_100_TO_500" | "COUNT_500_TO_1000" | "COUNT_OVER_1000";
                    /** @enum {string} */
                    expectedMonthlyTransactionVolume?: "VOLUME_UNDER_10K" | "VOLUME_10K_TO_100K" | "VOLUME_100K_TO_1M" | "VOLUME_1M_TO_10M" | "VOLUME_OVER_10M";
                    sourceOfFundsCategories?: ("SALARY" | "SELF_EMPLOYMENT_INCOME" | "INVESTMENT_INCOME" | "PENSION" | "RENTAL_INCOME" | "GIFT" | "INHERITANCE" | "LOAN" | "SAVINGS" | "SALE_OF_ASSETS" | "OTHER")[];
                    sourceOfFundsOtherDescription?: string;
                    sourceOfWealthCategories?: ("SALARY" | "BUSINESS_INCOME" | "INVESTMENTS" | "INHERITANCE" | "PROPERTY_SALE" | "GIFT" | "RETIREMENT" | "SAVINGS" | "OTHER")[];
                    sourceOfWealthOtherDescription?: string;
                    /** @enum {string} */
                    annualIncomeRange?: "UNDER_50K" | "RANGE_50K_100K" | "RANGE_100K_250K" | "RANGE_250K_1M" | "OVER_1M";
                    /** @enum {string} */
                    netWorthRange?: "UNDER_100K" | "RANGE_100K_500K" | "RANGE_500K_1M" | "RANGE_1M_5M" | "RANGE_5M_25M" | "OVER_25M";
                    /** @enum {string} */
                    pepStatus?: "NONE" | "DOMESTIC" | "FOREIGN" | "HIO" | "FAMILY_OR_ASSOCIATE";
                    /**
                     * @description Sets the KYC status (sandbox, or a regulated platform that runs its own KYC); records the CUSTOMER.KYC_* event
                     * @enum {string}
                     */
                    kycStatus?: "UNVERIFIED" | "PENDING" | "APPROVED" | "REJECTED" | "HOLD";
                } | {
                    /** @enum {string} */
                    customerType: "BUSINESS";
                    currencies?: string[];
                    /** Format: email */
                    email?: string;
                    /** @description E.164 */
                    phoneNumber?: string;
                    umaAddress?: string;
                    endUserTermsConsent?: {
                        termsVersion: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        acceptedAt: string;
                        ipAddress: string;
                        /** @enum {string} */
                        acceptanceMethod: "CHECKBOX" | "CLICK_TO_ACCEPT";
                    };
                    /** @description Oldest revision only; accepted and ignored (register payout accounts with POST /customers/external-accounts) */
                    bankAccountInfo?: {
                        /** @enum {string} */
                        accountType: "US_ACCOUNT";
                        currency?: string;
                        platformAccountId?: string;
                        /** @enum {string} */
                        accountCategory: "CHECKING" | "SAVINGS";
                        accountNumber: string;
                        routingNumber: string;
                        bankName?: string;
                    } | {
                        /** @enum {string} */
                        accountType: "CLABE";
                        currency?: string;
                        platformAccountId?: string;
                        clabeNumber: string;
                        bankName: string;
                    } | {
                        /** @enum {string} */
                        accountType: "IBAN";
                        currency?: string;
                        platformAccountId?: string;
                        iban: string;
                        bankName: string;
                        swiftBic?: string;
                    } | {
                        /** @enum {string} */
                        accountType: "PIX";
                        currency?: string;
                        platformAccountId?: string;
                        pixKey: string;
                        /** @enum {string} */
                        pixKeyType: "CNPJ" | "CPF" | "EMAIL" | "PHONE" | "RANDOM";
                        bankName?: string;
                    } | {
                        /** @enum {string} */
                        accountType: "UPI";
                        currency?: string;
                        platformAccountId?: string;
                        vpa: string;
                    } | {
                        /** @enum {string} */
                        accountType: "SPARK_WALLET";
                        currency?: string;
                        platformAccountId?: string;
                        address: string;
                    } | {
                        /** @enum {string} */
                        accountType: "FBO";
                        currency?: string;
                        platformAccountId?: string;
                        currencyCode: string;
                    };
                    address?: {
                        line1: string;
                        line2?: string;
                        city?: string;
                        state?: string;
                        postalCode: string;
                        /**
                         * Format: iso3166-1-alpha-2
                         * @description ISO 3166-1 alpha-2 country code
                         */
                        country: string;
                    };
                    businessInfo?: {
                        legalName?: string;
                        doingBusinessAs?: string;
                        /**
                         * Format: iso3166-1-alpha-2
                         * @description ISO 3166-1 alpha-2 country code
                         */
                        country?: string;
                        registrationNumber?: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        incorporatedOn?: string;
                        /** @enum {string} */
                        entityType?: "SOLE_PROPRIETORSHIP" | "PARTNERSHIP" | "LLC" | "CORPORATION" | "S_CORPORATION" | "NON_PROFIT" | "PUBLICLY_LISTED_COMPANY" | "TRUST" | "PRIVATE_FOUNDATION" | "CHARITY" | "OTHER";
                        taxId?: string;
                        countriesOfOperation?: string[];
                        /** @enum {string} */
                        businessType?: "ACCOMMODATION_AND_FOOD_SERVICES" | "ADMINISTRATIVE_AND_SUPPORT_AND_WASTE_MANAGEMENT_AND_REMEDIATION_SERVICES" | "AGRICULTURE_FORESTRY_FISHING_AND_HUNTING" | "ARTS_ENTERTAINMENT_AND_RECREATION" | "CONSTRUCTION" | "EDUCATIONAL_SERVICES" | "FINANCE_AND_INSURANCE" | "HEALTH_CARE_AND_SOCIAL_ASSISTANCE" | "INFORMATION" | "MANAGEMENT_OF_COMPANIES_AND_ENTERPRISES" | "MANUFACTURING" | "MINING_QUARRYING_AND_OIL_AND_GAS_EXTRACTION" | "OTHER_SERVICES" | "PROFESSIONAL_SCIENTIFIC_AND_TECHNICAL_SERVICES" | "PUBLIC_ADMINISTRATION" | "REAL_ESTATE_AND_RENTAL_AND_LEASING" | "RETAIL_TRADE" | "TRANSPORTATION_AND_WAREHOUSING" | "UTILITIES" | "WHOLESALE_TRADE";
                        /** @enum {string} */
                        purposeOfAccount?: "CONTRACTOR_PAYOUTS" | "CREATOR_PAYOUTS" | "EMPLOYEE_PAYOUTS" | "MARKETPLACE_SELLER_PAYOUTS" | "SUPPLIER_PAYMENTS" | "CROSS_BORDER_B2B" | "AR_AUTOMATION" | "AP_AUTOMATION" | "EMBEDDED_PAYMENTS" | "PLATFORM_FEE_COLLECTION" | "P2P_TRANSFERS" | "CHARITABLE_DONATIONS" | "OTHER";
                        sourceOfFunds?: string;
                        sourceOfFundsCategories?: ("OPERATING_REVENUE" | "INVESTMENT_INCOME" | "LOANS" | "VENTURE_CAPITAL" | "PERSONAL_SAVINGS" | "DONATIONS" | "OTHER")[];
                        sourceOfFundsOtherDescription?: string;
                        purposeOfAccountOtherDescription?: string;
                        /** @enum {string} */
                        expectedMonthlyTransactionCount?: "COUNT_UNDER_10" | "COUNT_10_TO_100" | "COUNT_100_TO_500" | "COUNT_500_TO_1000" | "COUNT_OVER_1000";
                        /** @enum {string} */
                        expectedMonthlyTransactionVolume?: "VOLUME_UNDER_10K" | "VOLUME_10K_TO_100K" | "VOLUME_100K_TO_1M" | "VOLUME_1M_TO_10M" | "VOLUME_OVER_10M";
                        expectedRecipientJurisdictions?: string[];
                        expectedCounterpartyCountries?: string[];
                        naicsCode?: string;
                        primaryContactFirstName?: string;
                        primaryContactLastName?: string;
                    };
                    /** @description Beneficial owners in the shape of the revisions before /beneficial-owners; they become the customer's beneficial owners (in PATCH they replace them). birthDate, nationality, address and taxId are needed for KYB. */
                    beneficialOwners?: {
                        fullName: string;
                        /** @enum {string} */
                        individualType: "BENEFICIAL_OWNER" | "CONTROL_PERSON" | "DIRECTOR" | "OFFICER" | "TRUSTEE" | "GENERAL_PARTNER" | "AUTHORIZED_PERSON" | "BUSINESS_POINT_OF_CONTACT" | "SETTLOR";
                        percentageOwnership?: number;
                        title?: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        birthDate?: string;
                        /**
                         * Format: iso3166-1-alpha-2
                         * @description ISO 3166-1 alpha-2 country code
                         */
                        nationality?: string;
                        /** Format: email */
                        emailAddress?: string;
                        /** @description E.164 */
                        phoneNumber?: string;
                        address?: {
                            line1: string;
                            line2?: string;
                            city?: string;
                            state?: string;
                            postalCode: string;
                            /**
                             * Format: iso3166-1-alpha-2
                             * @description ISO 3166-1 alpha-2 country code
                             */
                            country: string;
                        };
                        taxId?: string;
                    }[];
                    /**
                     * @description Sets the KYB status (sandbox, or a regulated platform that runs its own KYB); records the CUSTOMER.KYB_* event
                     * @enum {string}
                     */
                    kybStatus?: "UNVERIFIED" | "PENDING" | "APPROVED" | "REJECTED" | "HOLD";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndividualCustomer"] | components["schemas"]["BusinessCustomer"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedRequestChallenge"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createKycLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer:<uuid> */
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** Format: uri */
                    redirectUri?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uri
                         * @description Single-use hosted verification URL
                         */
                        kycUrl: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        expiresAt: string;
                        /** @enum {string} */
                        provider: "SUMSUB";
                        /** @description Provider SDK token */
                        token?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendCustomerEmailCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer:<uuid> */
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmCustomerEmailCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer:<uuid> */
                customerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndividualCustomer"] | components["schemas"]["BusinessCustomer"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendCustomerPhoneCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer:<uuid> */
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmCustomerPhoneCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer:<uuid> */
                customerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndividualCustomer"] | components["schemas"]["BusinessCustomer"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listBeneficialOwners: {
        parameters: {
            query: {
                /** @description Page size */
                limit?: number;
                /** @description The `nextCursor` of the previous page */
                cursor?: string;
                /** @description Customer:<uuid> of the business */
                customerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BeneficialOwner"][];
                        hasMore: boolean;
                        /** @description Pass as `cursor` to get the next page */
                        nextCursor?: string;
                        totalCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createBeneficialOwner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Customer:<uuid> of a BUSINESS customer */
                    customerId: string;
                    roles: ("UBO" | "DIRECTOR" | "COMPANY_OFFICER" | "CONTROL_PERSON" | "TRUSTEE" | "GENERAL_PARTNER")[];
                    /** @description Percent of the business owned */
                    ownershipPercentage: number;
                    personalInfo: {
                        firstName: string;
                        middleName?: string;
                        lastName: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        birthDate: string;
                        /**
                         * Format: iso3166-1-alpha-2
                         * @description ISO 3166-1 alpha-2 country code
                         */
                        nationality: string;
                        /** Format: email */
                        email?: string;
                        /** @description E.164 */
                        phoneNumber?: string;
                        address: {
                            line1: string;
                            line2?: string;
                            city?: string;
                            state?: string;
                            postalCode: string;
                            /**
                             * Format: iso3166-1-alpha-2
                             * @description ISO 3166-1 alpha-2 country code
                             */
                            country: string;
                        };
                        /** @enum {string} */
                        idType: "SSN" | "ITIN" | "EIN" | "NON_US_TAX_ID";
                        identifier: string;
                        /**
                         * Format: iso3166-1-alpha-2
                         * @description ISO 3166-1 alpha-2 country code
                         */
                        countryOfIssuance?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BeneficialOwner"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBeneficialOwner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                beneficialOwnerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BeneficialOwner"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateBeneficialOwner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                beneficialOwnerId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    roles?: ("UBO" | "DIRECTOR" | "COMPANY_OFFICER" | "CONTROL_PERSON" | "TRUSTEE" | "GENERAL_PARTNER")[];
                    /** @description Percent of the business owned */
                    ownershipPercentage?: number;
                    personalInfo?: {
                        firstName?: string;
                        middleName?: string;
                        lastName?: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        birthDate?: string;
                        /**
                         * Format: iso3166-1-alpha-2
                         * @description ISO 3166-1 alpha-2 country code
                         */
                        nationality?: string;
                        /** Format: email */
                        email?: string;
                        /** @description E.164 */
                        phoneNumber?: string;
                        address?: {
                            line1: string;
                            line2?: string;
                            city?: string;
                            state?: string;
                            postalCode: string;
                            /**
                             * Format: iso3166-1-alpha-2
                             * @description ISO 3166-1 alpha-2 country code
                             */
                            country: string;
                        };
                        /** @enum {string} */
                        idType?: "SSN" | "ITIN" | "EIN" | "NON_US_TAX_ID";
                        identifier?: string;
                        /**
                         * Format: iso3166-1-alpha-2
                         * @description ISO 3166-1 alpha-2 country code
                         */
                        countryOfIssuance?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BeneficialOwner"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadCustomersCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The CSV (UTF-8, at most 10 MB)
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Job:<uuid>; poll GET /customers/bulk/jobs/{jobId} */
                        jobId: string;
                        /** @enum {string} */
                        status: "PENDING";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBulkCustomerImportJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Job:<uuid> */
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Job:<uuid> */
                        id: string;
                        /** @description Same as `id` (the name of the oldest revision) */
                        jobId: string;
                        /** @enum {string} */
                        status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED";
                        progress: {
                            /** @description Data rows in the file */
                            total: number;
                            processed: number;
                            successful: number;
                            failed: number;
                        };
                        errors: {
                            /** @description The row’s platformCustomerId, or `row <n>` without one */
                            correlationId: string;
                            code: string;
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                            /** @description The same code, message and details, nested as the oldest revision reads them */
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    [key: string]: unknown;
                                };
                            };
                        }[];
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        completedAt?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDocuments: {
        parameters: {
            query?: {
                /** @description Page size */
                limit?: number;
                /** @description The `nextCursor` of the previous page */
                cursor?: string;
                /** @description Only documents of this holder: Customer:<uuid> or BeneficialOwner:<uuid> the document belongs to */
                documentHolder?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Document:<uuid> */
                            id: string;
                            /** @description Customer:<uuid> or BeneficialOwner:<uuid> the document belongs to */
                            documentHolder: string;
                            /** @enum {string} */
                            documentType: "PASSPORT" | "DRIVERS_LICENSE" | "NATIONAL_ID" | "PROOF_OF_ADDRESS" | "BANK_STATEMENT" | "TAX_RETURN" | "CERTIFICATE_OF_INCORPORATION" | "ARTICLES_OF_INCORPORATION" | "ARTICLES_OF_ASSOCIATION" | "STATE_REGISTRY_EXCERPT" | "GOOD_STANDING_CERTIFICATE" | "INFORMATION_STATEMENT" | "INCUMBENCY_CERTIFICATE" | "BUSINESS_LICENSE" | "SHAREHOLDER_REGISTER" | "POWER_OF_ATTORNEY" | "UTILITY_BILL" | "ELECTRICITY_BILL" | "RENT_OR_LEASE_AGREEMENT" | "DIRECTOR_REGISTRY" | "TRUST_AGREEMENT" | "STATE_COMPANY_REGISTRY" | "PARTNERSHIP_CONTROL_AGREEMENT" | "PARTNERSHIP_AGREEMENT" | "SELFIE" | "OTHER";
                            /** @enum {string} */
                            side?: "FRONT" | "BACK";
                            /** @description ISO 3166-1 alpha-2 of the issuing country */
                            country: string;
                            documentNumber?: string;
                            issuingAuthority?: string;
                            /**
                             * Format: date
                             * @description Extension: the date the document was issued (YYYY-MM-DD, not in the future), so that the age of a proof of address can be checked.
                             */
                            issuedOn?: string;
                            fileName: string;
                            /**
                             * @description Detected from the file content
                             * @enum {string}
                             */
                            contentType: "application/pdf" | "image/jpeg" | "image/png";
                            /** @description Bytes */
                            fileSize: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC timestamp
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC timestamp
                             */
                            updatedAt: string;
                        }[];
                        hasMore: boolean;
                        /** @description Pass as `cursor` to get the next page */
                        nextCursor?: string;
                        totalCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Customer:<uuid> or BeneficialOwner:<uuid> the document belongs to */
                    documentHolder: string;
                    /** @enum {string} */
                    documentType: "PASSPORT" | "DRIVERS_LICENSE" | "NATIONAL_ID" | "PROOF_OF_ADDRESS" | "BANK_STATEMENT" | "TAX_RETURN" | "CERTIFICATE_OF_INCORPORATION" | "ARTICLES_OF_INCORPORATION" | "ARTICLES_OF_ASSOCIATION" | "STATE_REGISTRY_EXCERPT" | "GOOD_STANDING_CERTIFICATE" | "INFORMATION_STATEMENT" | "INCUMBENCY_CERTIFICATE" | "BUSINESS_LICENSE" | "SHAREHOLDER_REGISTER" | "POWER_OF_ATTORNEY" | "UTILITY_BILL" | "ELECTRICITY_BILL" | "RENT_OR_LEASE_AGREEMENT" | "DIRECTOR_REGISTRY" | "TRUST_AGREEMENT" | "STATE_COMPANY_REGISTRY" | "PARTNERSHIP_CONTROL_AGREEMENT" | "PARTNERSHIP_AGREEMENT" | "SELFIE" | "OTHER";
                    /**
                     * @description Side of a two-sided identity document
                     * @enum {string}
                     */
                    side?: "FRONT" | "BACK";
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country: string;
                    documentNumber?: string;
                    issuingAuthority?: string;
                    /**
                     * Format: date
                     * @description Extension: the date the document was issued (YYYY-MM-DD, not in the future), so that the age of a proof of address can be checked.
                     */
                    issuedOn?: string;
                    /**
                     * Format: binary
                     * @description PDF, JPEG or PNG (recognised by content, not by name or declared type), at most 10 MB
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Document:<uuid> */
                        id: string;
                        /** @description Customer:<uuid> or BeneficialOwner:<uuid> the document belongs to */
                        documentHolder: string;
                        /** @enum {string} */
                        documentType: "PASSPORT" | "DRIVERS_LICENSE" | "NATIONAL_ID" | "PROOF_OF_ADDRESS" | "BANK_STATEMENT" | "TAX_RETURN" | "CERTIFICATE_OF_INCORPORATION" | "ARTICLES_OF_INCORPORATION" | "ARTICLES_OF_ASSOCIATION" | "STATE_REGISTRY_EXCERPT" | "GOOD_STANDING_CERTIFICATE" | "INFORMATION_STATEMENT" | "INCUMBENCY_CERTIFICATE" | "BUSINESS_LICENSE" | "SHAREHOLDER_REGISTER" | "POWER_OF_ATTORNEY" | "UTILITY_BILL" | "ELECTRICITY_BILL" | "RENT_OR_LEASE_AGREEMENT" | "DIRECTOR_REGISTRY" | "TRUST_AGREEMENT" | "STATE_COMPANY_REGISTRY" | "PARTNERSHIP_CONTROL_AGREEMENT" | "PARTNERSHIP_AGREEMENT" | "SELFIE" | "OTHER";
                        /** @enum {string} */
                        side?: "FRONT" | "BACK";
                        /** @description ISO 3166-1 alpha-2 of the issuing country */
                        country: string;
                        documentNumber?: string;
                        issuingAuthority?: string;
                        /**
                         * Format: date
                         * @description Extension: the date the document was issued (YYYY-MM-DD, not in the future), so that the age of a proof of address can be checked.
                         */
                        issuedOn?: string;
                        fileName: string;
                        /**
                         * @description Detected from the file content
                         * @enum {string}
                         */
                        contentType: "application/pdf" | "image/jpeg" | "image/png";
                        /** @description Bytes */
                        fileSize: number;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Document:<uuid> */
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Document:<uuid> */
                        id: string;
                        /** @description Customer:<uuid> or BeneficialOwner:<uuid> the document belongs to */
                        documentHolder: string;
                        /** @enum {string} */
                        documentType: "PASSPORT" | "DRIVERS_LICENSE" | "NATIONAL_ID" | "PROOF_OF_ADDRESS" | "BANK_STATEMENT" | "TAX_RETURN" | "CERTIFICATE_OF_INCORPORATION" | "ARTICLES_OF_INCORPORATION" | "ARTICLES_OF_ASSOCIATION" | "STATE_REGISTRY_EXCERPT" | "GOOD_STANDING_CERTIFICATE" | "INFORMATION_STATEMENT" | "INCUMBENCY_CERTIFICATE" | "BUSINESS_LICENSE" | "SHAREHOLDER_REGISTER" | "POWER_OF_ATTORNEY" | "UTILITY_BILL" | "ELECTRICITY_BILL" | "RENT_OR_LEASE_AGREEMENT" | "DIRECTOR_REGISTRY" | "TRUST_AGREEMENT" | "STATE_COMPANY_REGISTRY" | "PARTNERSHIP_CONTROL_AGREEMENT" | "PARTNERSHIP_AGREEMENT" | "SELFIE" | "OTHER";
                        /** @enum {string} */
                        side?: "FRONT" | "BACK";
                        /** @description ISO 3166-1 alpha-2 of the issuing country */
                        country: string;
                        documentNumber?: string;
                        issuingAuthority?: string;
                        /**
                         * Format: date
                         * @description Extension: the date the document was issued (YYYY-MM-DD, not in the future), so that the age of a proof of address can be checked.
                         */
                        issuedOn?: string;
                        fileName: string;
                        /**
                         * @description Detected from the file content
                         * @enum {string}
                         */
                        contentType: "application/pdf" | "image/jpeg" | "image/png";
                        /** @description Bytes */
                        fileSize: number;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    replaceDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Document:<uuid> */
                documentId: string;
            };
            cookie?: never;
        };
        /** @description At least one field or a file. Any replacement clears the document from past submissions. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @enum {string} */
                    documentType?: "PASSPORT" | "DRIVERS_LICENSE" | "NATIONAL_ID" | "PROOF_OF_ADDRESS" | "BANK_STATEMENT" | "TAX_RETURN" | "CERTIFICATE_OF_INCORPORATION" | "ARTICLES_OF_INCORPORATION" | "ARTICLES_OF_ASSOCIATION" | "STATE_REGISTRY_EXCERPT" | "GOOD_STANDING_CERTIFICATE" | "INFORMATION_STATEMENT" | "INCUMBENCY_CERTIFICATE" | "BUSINESS_LICENSE" | "SHAREHOLDER_REGISTER" | "POWER_OF_ATTORNEY" | "UTILITY_BILL" | "ELECTRICITY_BILL" | "RENT_OR_LEASE_AGREEMENT" | "DIRECTOR_REGISTRY" | "TRUST_AGREEMENT" | "STATE_COMPANY_REGISTRY" | "PARTNERSHIP_CONTROL_AGREEMENT" | "PARTNERSHIP_AGREEMENT" | "SELFIE" | "OTHER";
                    /**
                     * @description Side of a two-sided identity document
                     * @enum {string}
                     */
                    side?: "FRONT" | "BACK";
                    /**
                     * Format: iso3166-1-alpha-2
                     * @description ISO 3166-1 alpha-2 country code
                     */
                    country?: string;
                    documentNumber?: string;
                    issuingAuthority?: string;
                    /**
                     * Format: date
                     * @description Extension: the date the document was issued (YYYY-MM-DD, not in the future), so that the age of a proof of address can be checked.
                     */
                    issuedOn?: string;
                    /**
                     * Format: binary
                     * @description PDF, JPEG or PNG (recognised by content, not by name or declared type), at most 10 MB
                     */
                    file?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Document:<uuid> */
                        id: string;
                        /** @description Customer:<uuid> or BeneficialOwner:<uuid> the document belongs to */
                        documentHolder: string;
                        /** @enum {string} */
                        documentType: "PASSPORT" | "DRIVERS_LICENSE" | "NATIONAL_ID" | "PROOF_OF_ADDRESS" | "BANK_STATEMENT" | "TAX_RETURN" | "CERTIFICATE_OF_INCORPORATION" | "ARTICLES_OF_INCORPORATION" | "ARTICLES_OF_ASSOCIATION" | "STATE_REGISTRY_EXCERPT" | "GOOD_STANDING_CERTIFICATE" | "INFORMATION_STATEMENT" | "INCUMBENCY_CERTIFICATE" | "BUSINESS_LICENSE" | "SHAREHOLDER_REGISTER" | "POWER_OF_ATTORNEY" | "UTILITY_BILL" | "ELECTRICITY_BILL" | "RENT_OR_LEASE_AGREEMENT" | "DIRECTOR_REGISTRY" | "TRUST_AGREEMENT" | "STATE_COMPANY_REGISTRY" | "PARTNERSHIP_CONTROL_AGREEMENT" | "PARTNERSHIP_AGREEMENT" | "SELFIE" | "OTHER";
                        /** @enum {string} */
                        side?: "FRONT" | "BACK";
                        /** @description ISO 3166-1 alpha-2 of the issuing country */
                        country: string;
                        documentNumber?: string;
                        issuingAuthority?: string;
                        /**
                         * Format: date
                         * @description Extension: the date the document was issued (YYYY-MM-DD, not in the future), so that the age of a proof of address can be checked.
                         */
                        issuedOn?: string;
                        fileName: string;
                        /**
                         * @description Detected from the file content
                         * @enum {string}
                         */
                        contentType: "application/pdf" | "image/jpeg" | "image/png";
                        /** @description Bytes */
                        fileSize: number;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Document:<uuid> */
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listVerifications: {
        parameters: {
            query?: {
                /** @description Page size */
                limit?: number;
                /** @description The `nextCursor` of the previous page */
                cursor?: string;
                customerId?: string;
                /** @description IN_PROGRESS matches PENDING; READY_FOR_VERIFICATION matches nothing (never stored) */
                verificationStatus?: "PENDING" | "PENDING_MANUAL_REVIEW" | "RESOLVE_ERRORS" | "APPROVED" | "REJECTED" | "IN_PROGRESS" | "READY_FOR_VERIFICATION";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Verification:<uuid> */
                            id: string;
                            customerId: string;
                            /** @enum {string} */
                            verificationStatus: "PENDING" | "PENDING_MANUAL_REVIEW" | "RESOLVE_ERRORS" | "APPROVED" | "REJECTED";
                            errors: {
                                /** @description Customer, BeneficialOwner or Document id the error is about */
                                resourceId: string;
                                /** @description e.g. MISSING_FIELD, MISSING_IDENTITY_DOCUMENT, POOR_QUALITY_DOCUMENT */
                                type: string;
                                /** @description Dot path of the missing or invalid field */
                                field?: string;
                                acceptedDocumentTypes?: string[];
                                reason: string;
                            }[];
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC timestamp
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC timestamp
                             */
                            updatedAt: string;
                        }[];
                        hasMore: boolean;
                        /** @description Pass as `cursor` to get the next page */
                        nextCursor?: string;
                        totalCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Customer:<uuid> */
                    customerId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Verification:<uuid> */
                        id: string;
                        customerId: string;
                        /** @enum {string} */
                        verificationStatus: "PENDING" | "PENDING_MANUAL_REVIEW" | "RESOLVE_ERRORS" | "APPROVED" | "REJECTED";
                        errors: {
                            /** @description Customer, BeneficialOwner or Document id the error is about */
                            resourceId: string;
                            /** @description e.g. MISSING_FIELD, MISSING_IDENTITY_DOCUMENT, POOR_QUALITY_DOCUMENT */
                            type: string;
                            /** @description Dot path of the missing or invalid field */
                            field?: string;
                            acceptedDocumentTypes?: string[];
                            reason: string;
                        }[];
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                verificationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Verification:<uuid> */
                        id: string;
                        customerId: string;
                        /** @enum {string} */
                        verificationStatus: "PENDING" | "PENDING_MANUAL_REVIEW" | "RESOLVE_ERRORS" | "APPROVED" | "REJECTED";
                        errors: {
                            /** @description Customer, BeneficialOwner or Document id the error is about */
                            resourceId: string;
                            /** @description e.g. MISSING_FIELD, MISSING_IDENTITY_DOCUMENT, POOR_QUALITY_DOCUMENT */
                            type: string;
                            /** @description Dot path of the missing or invalid field */
                            field?: string;
                            acceptedDocumentTypes?: string[];
                            reason: string;
                        }[];
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCustomerInternalAccounts: {
        parameters: {
            query?: {
                /** @description Page size */
                limit?: number;
                /** @description The `nextCursor` of the previous page */
                cursor?: string;
                customerId?: string;
                currency?: string;
                type?: "INTERNAL_FIAT" | "INTERNAL_CRYPTO" | "EMBEDDED_WALLET";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InternalAccount"][];
                        hasMore: boolean;
                        /** @description Pass as `cursor` to get the next page */
                        nextCursor?: string;
                        totalCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPlatformInternalAccounts: {
        parameters: {
            query?: {
                currency?: string;
                type?: "INTERNAL_FIAT" | "INTERNAL_CRYPTO" | "EMBEDDED_WALLET";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InternalAccount"][];
                        hasMore: boolean;
                        /** @description Pass as `cursor` to get the next page */
                        nextCursor?: string;
                        totalCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxFundInternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description InternalAccount:<uuid> */
                accountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Smallest currency unit; credited at once */
                    amount: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalAccount"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAuthCredentials: {
        parameters: {
            query: {
                /** @description An EMBEDDED_WALLET internal account */
                accountId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuthMethod"][];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createAuthCredential: {
        parameters: {
            query?: never;
            header?: {
                /** @description The wallet stamp over `payloadToSign` (spec 5.5) */
                "service-wallet-signature"?: string;
                /** @description The `requestId` of the 202 answer being signed */
                "request-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "EMAIL_OTP" | "SMS_OTP" | "OAUTH" | "PASSKEY";
                    /** @description An EMBEDDED_WALLET internal account */
                    accountId: string;
                    nickname?: string;
                    oidcToken?: string;
                    /** @description PASSKEY: the challenge the attestation was made for, as the client chose it */
                    challenge?: string;
                    attestation?: {
                        /** @description The new credential id */
                        credentialId: string;
                        /** @description clientDataJSON of navigator.credentials.create */
                        clientDataJson: string;
                        /** @description The CBOR attestation object */
                        attestationObject: string;
                        transports?: string[];
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthMethodResponse"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSignedRequestChallenge"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    challengeAuthCredential: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    clientPublicKey?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyAuthChallenge"] | components["schemas"]["OtpAuthChallenge"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    verifyAuthCredential: {
        parameters: {
            query?: never;
            header?: {
                /** @description The wallet stamp over `payloadToSign` (spec 5.5) */
                "service-wallet-signature"?: string;
                /** @description The `requestId` of the 202 answer being signed */
                "request-id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "EMAIL_OTP" | "SMS_OTP" | "OAUTH" | "PASSKEY";
                    /** @description JSON `{encappedPublic, ciphertext}` (hex), EMAIL_OTP and SMS_OTP */
                    encryptedOtpBundle?: string;
                    oidcToken?: string;
                    clientPublicKey?: string;
                    assertion?: {
                        /** @description The credential asserting */
                        credentialId: string;
                        /** @description clientDataJSON of navigator.credentials.get */
                        clientDataJson: string;
                        /** @description authenticatorData of the assertion */
                        authenticatorData: string;
                        /** @description DER ECDSA signature over authenticatorData || SHA-256(clientDataJSON) */
                        signature: string;
                        userHandle?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSignedRequestChallenge"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeAuthCredential: {
        parameters: {
            query?: never;
            header?: {
                /** @description The wallet stamp over `payloadToSign` (spec 5.5) */
                "service-wallet-signature"?: string;
                /** @description The `requestId` of the 202 answer being signed */
                "request-id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSignedRequestChallenge"];
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAuthSessions: {
        parameters: {
            query: {
                /** @description An EMBEDDED_WALLET internal account */
                accountId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuthSession"][];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeAuthSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description The wallet stamp over `payloadToSign` (spec 5.5) */
                "service-wallet-signature"?: string;
                /** @description The `requestId` of the 202 answer being signed */
                "request-id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSignedRequestChallenge"];
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    refreshAuthSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description The wallet stamp over `payloadToSign` (spec 5.5) */
                "service-wallet-signature"?: string;
                /** @description The `requestId` of the 202 answer being signed */
                "request-id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clientPublicKey: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedRequestChallenge"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateInternalAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The wallet stamp over `payloadToSign` (spec 5.5) */
                "service-wallet-signature"?: string;
                /** @description The `requestId` of the 202 answer being signed */
                "request-id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    privateEnabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalAccount"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedRequestChallenge"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportInternalAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The wallet stamp over `payloadToSign` (spec 5.5) */
                "service-wallet-signature"?: string;
                /** @description The `requestId` of the 202 answer being signed */
                "request-id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A fresh P-256 public key in uncompressed form (130 hex, 04...): the credentials are sealed to it */
                    clientPublicKey: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalAccountExportResponse"] | components["schemas"]["InternalAccountExportProcessing"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedRequestChallenge"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDelegatedKeys: {
        parameters: {
            query?: {
                accountId?: string;
                fundingSourceId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DelegatedKey"][];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createDelegatedKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description The wallet stamp over `payloadToSign` (spec 5.5) */
                "service-wallet-signature"?: string;
                /** @description The `requestId` of the 202 answer being signed */
                "request-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The card the wallet funds */
                    cardId: string;
                    /** @description An EMBEDDED_WALLET internal account */
                    internalAccountId: string;
                    nickname: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DelegatedKey"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedRequestChallenge"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDelegatedKeyById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DelegatedKey"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeDelegatedKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCards: {
        parameters: {
            query?: {
                /** @description Page size */
                limit?: number;
                /** @description The `nextCursor` of the previous page */
                cursor?: string;
                /** @description By creation; default desc */
                sortOrder?: "asc" | "desc";
                cardholderId?: string;
                /** @description A bound funding-source account */
                accountId?: string;
                platformCardId?: string;
                state?: "PENDING_KYC" | "PROCESSING" | "ACTIVE" | "FROZEN" | "CLOSED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Card"][];
                        hasMore: boolean;
                        /** @description Pass as `cursor` to get the next page */
                        nextCursor?: string;
                        totalCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cardholderId: string;
                    platformCardId?: string;
                    /** @description Static 3-D Secure password (EU programs only); never returned */
                    threeDSecurePassword?: string;
                    /** @enum {string} */
                    form: "VIRTUAL";
                    /** @description Internal accounts of the cardholder in USDB, in priority order */
                    fundingSources: string[];
                    maxSpendPerTransaction?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCardById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCardById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    state?: "ACTIVE" | "FROZEN" | "CLOSED";
                    /** @description Replaces the whole binding; order is priority */
                    fundingSources?: string[];
                    maxSpendPerTransaction?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revealCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uri
                         * @description Single-use, short-lived page with the card details
                         */
                        panEmbedUrl: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        expiresAt: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listInstitutions: {
        parameters: {
            query?: {
                /** @description Country of the institutions (ISO 3166-1 alpha-2) */
                country?: string;
                /** @description Currency the institutions hold (ISO 4217 or crypto ticker) */
                currency?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Stable identifier; pass it as `bankName` when creating an external account */
                            bankName: string;
                            /** @description Name to show people */
                            displayName: string;
                            /** @description ISO 3166-1 alpha-2 */
                            country: string;
                            /** @description ISO 4217 */
                            currency: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listUmaProviders: {
        parameters: {
            query?: {
                /** @description Page size */
                limit?: number;
                /** @description The `nextCursor` of the previous page */
                cursor?: string;
                /** @description Order by provider name; default desc */
                sortOrder?: "asc" | "desc";
                /** @description Only providers serving this country (ISO 3166-1 alpha-2) */
                countryCode?: string;
                /** @description Only providers supporting this currency (ISO 4217 or crypto ticker) */
                currencyCode?: string;
                /** @description false leaves out providers whose `allowListStatus` is false */
                hasBlockedProviders?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            supportedRegions: string[];
                            /** @description UMA domain: receivers are `$name@<domain>` */
                            domain: string;
                            /** Format: uri */
                            logoUrl?: string;
                            supportedCurrencies: {
                                /** @description ISO 4217 code or crypto ticker */
                                code: string;
                                name: string;
                                symbol: string;
                                decimals: number;
                            }[];
                            /** @description ISO 17442 Legal Entity Identifier */
                            lei?: string;
                            /** @description false: the provider is blocked */
                            allowListStatus: boolean;
                        }[];
                        hasMore: boolean;
                        /** @description Pass as `cursor` to get the next page */
                        nextCursor?: string;
                        totalCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    lookupExternalAccountReceiver: {
        parameters: {
            query?: {
                /** @description UMA address of the sender; not with `customerId` */
                senderUmaAddress?: string;
                /** @description Customer:<uuid> of the sending customer; not with `senderUmaAddress` */
                customerId?: string;
            };
            header?: never;
            path: {
                /** @description ExternalAccount:<uuid> */
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description ExternalAccount:<uuid> */
                        accountId: string;
                        supportedCurrencies: {
                            currency: {
                                /** @description ISO 4217 code or crypto ticker */
                                code: string;
                                name: string;
                                symbol: string;
                                decimals: number;
                            };
                            /** @description Estimate of how many units of this currency one unit of the sending currency buys; the quote fixes the rate */
                            estimatedExchangeRate: number;
                            /** @description Smallest receivable amount, in the smallest unit */
                            min: number;
                            /** @description Largest receivable amount, in the smallest unit */
                            max: number;
                        }[];
                        /** @description Lookup:<uuid>; pass it to POST /quotes */
                        lookupId: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    lookupUmaReceiver: {
        parameters: {
            query?: {
                /** @description UMA address of the sender; not with `customerId` */
                senderUmaAddress?: string;
                /** @description Customer:<uuid> of the sending customer; not with `senderUmaAddress` */
                customerId?: string;
            };
            header?: never;
            path: {
                /** @description `$name@domain`; the `$` may be URL-encoded as `%24` */
                receiverUmaAddress: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        receiverUmaAddress: string;
                        supportedCurrencies: {
                            currency: {
                                /** @description ISO 4217 code or crypto ticker */
                                code: string;
                                name: string;
                                symbol: string;
                                decimals: number;
                            };
                            /** @description Estimate of how many units of this currency one unit of the sending currency buys; the quote fixes the rate */
                            estimatedExchangeRate: number;
                            /** @description Smallest receivable amount, in the smallest unit */
                            min: number;
                            /** @description Largest receivable amount, in the smallest unit */
                            max: number;
                        }[];
                        /** @description Information about the payer the receiver asks for; pass it when creating the quote */
                        requiredPayerDataFields?: {
                            /** @enum {string} */
                            name: "FULL_NAME" | "BIRTH_DATE" | "NATIONALITY" | "PHONE_NUMBER" | "EMAIL" | "POSTAL_ADDRESS" | "TAX_ID" | "REGISTRATION_NUMBER" | "USER_TYPE" | "COUNTRY_OF_RESIDENCE" | "ACCOUNT_IDENTIFIER" | "FI_LEGAL_ENTITY_NAME" | "FI_ADDRESS" | "PURPOSE_OF_PAYMENT" | "ULTIMATE_INSTITUTION_COUNTRY" | "IDENTIFIER" | "BUSINESS_TYPE" | "COMPANY_LEGAL_NAME" | "ID_TYPE" | "ID_NUMBER";
                            mandatory: boolean;
                        }[];
                        /** @description Lookup:<uuid>; pass it to POST /quotes */
                        lookupId: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listExchangeRates: {
        parameters: {
            query?: {
                /** @description Sending currency; default every currency the platform supports with OUTGOING enabled */
                sourceCurrency?: string;
                /** @description Receiving currencies; repeat the parameter for several. Default every currency the service knows other than the source */
                destinationCurrency?: string[];
                /** @description Amount to price, in the smallest unit of the source currency */
                sendingAmount?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            sourceCurrency: {
                                /** @description ISO 4217 code or crypto ticker */
                                code: string;
                                name: string;
                                symbol: string;
                                decimals: number;
                            };
                            /** @description The amount priced, in the smallest unit of the source currency */
                            sendingAmount: number;
                            /** @description The platform's minimum single transaction in the source currency */
                            minSendingAmount: number;
                            /** @description The platform's maximum single transaction in the source currency (above it TRANSACTION_SIZE_LIMIT_EXCEEDED) */
                            maxSendingAmount: number;
                            destinationCurrency: {
                                /** @description ISO 4217 code or crypto ticker */
                                code: string;
                                name: string;
                                symbol: string;
                                decimals: number;
                            };
                            /**
                             * @description The rail a payout in the destination currency uses by default
                             * @enum {string}
                             */
                            destinationPaymentRail: "ACH" | "ACH_COLOMBIA" | "BANK_TRANSFER" | "BRE_B" | "CIPS" | "FAST" | "FASTER_PAYMENTS" | "FEDNOW" | "IMPS" | "INSTAPAY" | "MOBILE_MONEY" | "NEFT" | "PAYNOW" | "PESONET" | "PIX" | "RTGS" | "RTP" | "SEPA" | "SEPA_INSTANT" | "SPEI" | "SWIFT" | "UNIONPAY" | "UPI" | "WIRE";
                            /** @description What `sendingAmount` delivers after fees, in the smallest unit of the destination currency, rounded down; 0 when the fees take everything */
                            receivingAmount: number;
                            /** @description Source major units per destination major unit (e.g. 0.012121 USD per INR; about 1.087 for USD -> EUR), spread included, fees excluded. Quotes state the inverse: their `exchangeRate` (receiving units per sending unit, 0.92 for USD -> EUR) is 1 / this number in the same window. Fixed for the cache window starting at `updatedAt` (about 5 minutes) */
                            exchangeRate: number;
                            fees: {
                                /** @description Fixed part of the fees, in the smallest unit of the source currency */
                                fixed?: number;
                                /** @description All fees on `sendingAmount` (fixed and variable), in the smallest unit of the source currency */
                                total?: number;
                            };
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC timestamp
                             */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    estimateCryptoWithdrawalFee: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description InternalAccount:<uuid> of an INTERNAL_CRYPTO account to withdraw from */
                    internalAccountId: string;
                    /** @description Currency withdrawn (USDC, USDT, USDB, BTC); must be the account's currency */
                    currency: string;
                    /** @description Network to withdraw on (served: BITCOIN, ETHEREUM, SOLANA, BASE, POLYGON, TRON, PLASMA, SPARK); it must carry the currency: USDC on SOLANA, ETHEREUM, BASE or POLYGON; USDT on ETHEREUM, TRON or PLASMA; USDB on SPARK; BTC on BITCOIN or SPARK. Another network is a 400 INVALID_INPUT on `cryptoNetwork` */
                    cryptoNetwork: string;
                    /** @description Amount withdrawn, fees included, in the smallest unit of the currency */
                    amount: number;
                    /** @description Blockchain address on `cryptoNetwork` that receives the withdrawal */
                    destinationAddress: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Network (gas) fee in the smallest unit of `networkFeeAsset` (lamports, wei, sun, satoshis) */
                        networkFee: number;
                        /** @description Ticker of the network's native asset that pays it (e.g. SOL) */
                        networkFeeAsset: string;
                        /** @description The service's own fee, in the smallest unit of the withdrawal currency */
                        applicationFee: number;
                        /** @description Network fee converted into the withdrawal currency (rounded up) plus the application fee */
                        totalFee: number;
                        /** @description What arrives at the destination: amount - totalFee */
                        netAmount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listExternalAccounts: {
        parameters: {
            query?: {
                /** @description Page size */
                limit?: number;
                /** @description The `nextCursor` of the previous page */
                cursor?: string;
                /** @description Customer:<uuid> */
                customerId?: string;
                currency?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ExternalAccount"][];
                        hasMore: boolean;
                        /** @description Pass as `cursor` to get the next page */
                        nextCursor?: string;
                        totalCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Customer:<uuid> of this platform; absent: an account of the platform itself */
                    customerId?: string;
                    /** @description ISO 4217 code, or USDC / USDT / USDB / BTC for wallets; must suit the account type */
                    currency: string;
                    platformAccountId?: string;
                    /**
                     * @description Whose account it is. Required for self-custody wallets of customers subject to the Travel Rule (EU/EEA regions)
                     * @enum {string}
                     */
                    ownershipType?: "FIRST_PARTY" | "THIRD_PARTY";
                    accountInfo: components["schemas"]["ExternalAccountCreateInfo"];
                    /**
                     * @description Deposit incoming UMA payments here; replaces the customer's previous default
                     * @default false
                     */
                    defaultUmaDepositAccount?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPlatformExternalAccounts: {
        parameters: {
            query?: {
                /** @description Page size */
                limit?: number;
                /** @description The `nextCursor` of the previous page */
                cursor?: string;
                currency?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ExternalAccount"][];
                        hasMore: boolean;
                        /** @description Pass as `cursor` to get the next page */
                        nextCursor?: string;
                        totalCount: number;
                        /** @description The accounts of `data` that the 2025-10-13 shape can express (US_ACCOUNT, CLABE, IBAN, PIX, UPI, SPARK_WALLET), in that shape */
                        accounts: {
                            id: string;
                            customerId?: string;
                            platformAccountId?: string;
                            currency: string;
                            /** @enum {string} */
                            status: "PENDING" | "ACTIVE" | "UNDER_REVIEW" | "INACTIVE";
                            accountInfo: {
                                /** @enum {string} */
                                accountType: "US_ACCOUNT";
                                accountNumber: string;
                                routingNumber: string;
                                /** @enum {string} */
                                accountCategory: "CHECKING" | "SAVINGS";
                                bankName?: string;
                                beneficiary?: {
                                    /** @enum {string} */
                                    beneficiaryType: "INDIVIDUAL";
                                    fullName: string;
                                    /** Format: date */
                                    birthDate: string;
                                    nationality: string;
                                    address?: {
                                        line1: string;
                                        line2?: string;
                                        city?: string;
                                        state?: string;
                                        postalCode: string;
                                        country: string;
                                    };
                                } | {
                                    /** @enum {string} */
                                    beneficiaryType: "BUSINESS";
                                    legalName: string;
                                    registrationNumber?: string;
                                    taxId?: string;
                                    address?: {
                                        line1: string;
                                        line2?: string;
                                        city?: string;
                                        state?: string;
                                        postalCode: string;
                                        country: string;
                                    };
                                };
                            } | {
                                /** @enum {string} */
                                accountType: "CLABE";
                                clabeNumber: string;
                                bankName: string;
                                beneficiary?: {
                                    /** @enum {string} */
                                    beneficiaryType: "INDIVIDUAL";
                                    fullName: string;
                                    /** Format: date */
                                    birthDate: string;
                                    nationality: string;
                                    address?: {
                                        line1: string;
                                        line2?: string;
                                        city?: string;
                                        state?: string;
                                        postalCode: string;
                                        country: string;
                                    };
                                } | {
                                    /** @enum {string} */
                                    beneficiaryType: "BUSINESS";
                                    legalName: string;
                                    registrationNumber?: string;
                                    taxId?: string;
                                    address?: {
                                        line1: string;
                                        line2?: string;
                                        city?: string;
                                        state?: string;
                                        postalCode: string;
                                        country: string;
                                    };
                                };
                            } | {
                                /** @enum {string} */
                                accountType: "IBAN";
                                iban: string;
                                bankName: string;
                                swiftBic?: string;
                                beneficiary?: {
                                    /** @enum {string} */
                                    beneficiaryType: "INDIVIDUAL";
                                    fullName: string;
                                    /** Format: date */
                                    birthDate: string;
                                    nationality: string;
                                    address?: {
                                        line1: string;
                                        line2?: string;
                                        city?: string;
                                        state?: string;
                                        postalCode: string;
                                        country: string;
                                    };
                                } | {
                                    /** @enum {string} */
                                    beneficiaryType: "BUSINESS";
                                    legalName: string;
                                    registrationNumber?: string;
                                    taxId?: string;
                                    address?: {
                                        line1: string;
                                        line2?: string;
                                        city?: string;
                                        state?: string;
                                        postalCode: string;
                                        country: string;
                                    };
                                };
                            } | {
                                /** @enum {string} */
                                accountType: "PIX";
                                pixKey: string;
                                /** @enum {string} */
                                pixKeyType: "CNPJ" | "CPF" | "EMAIL" | "PHONE" | "RANDOM";
                                bankName?: string;
                                beneficiary?: {
                                    /** @enum {string} */
                                    beneficiaryType: "INDIVIDUAL";
                                    fullName: string;
                                    /** Format: date */
                                    birthDate: string;
                                    nationality: string;
                                    address?: {
                                        line1: string;
                                        line2?: string;
                                        city?: string;
                                        state?: string;
                                        postalCode: string;
                                        country: string;
                                    };
                                } | {
                                    /** @enum {string} */
                                    beneficiaryType: "BUSINESS";
                                    legalName: string;
                                    registrationNumber?: string;
                                    taxId?: string;
                                    address?: {
                                        line1: string;
                                        line2?: string;
                                        city?: string;
                                        state?: string;
                                        postalCode: string;
                                        country: string;
                                    };
                                };
                            } | {
                                /** @enum {string} */
                                accountType: "UPI";
                                vpa: string;
                                beneficiary?: {
                                    /** @enum {string} */
                                    beneficiaryType: "INDIVIDUAL";
                                    fullName: string;
                                    /** Format: date */
                                    birthDate: string;
                                    nationality: string;
                                    address?: {
                                        line1: string;
                                        line2?: string;
                                        city?: string;
                                        state?: string;
                                        postalCode: string;
                                        country: string;
                                    };
                                } | {
                                    /** @enum {string} */
                                    beneficiaryType: "BUSINESS";
                                    legalName: string;
                                    registrationNumber?: string;
                                    taxId?: string;
                                    address?: {
                                        line1: string;
                                        line2?: string;
                                        city?: string;
                                        state?: string;
                                        postalCode: string;
                                        country: string;
                                    };
                                };
                            } | {
                                /** @enum {string} */
                                accountType: "SPARK_WALLET";
                                address: string;
                            };
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPlatformExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Customer:<uuid>: the account is that customer's (as POST /customers/external-accounts) */
                    customerId?: string;
                    /** @description ISO 4217 code, or USDC / USDT / USDB / BTC for wallets; must suit the account type */
                    currency: string;
                    platformAccountId?: string;
                    /**
                     * @description Whose account it is. Required for self-custody wallets of customers subject to the Travel Rule (EU/EEA regions)
                     * @enum {string}
                     */
                    ownershipType?: "FIRST_PARTY" | "THIRD_PARTY";
                    accountInfo: components["schemas"]["ExternalAccountCreateInfo"];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ExternalAccount:<uuid> */
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ExternalAccount:<uuid> */
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPlatformExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ExternalAccount:<uuid> */
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePlatformExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ExternalAccount:<uuid> */
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    trustExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ExternalAccount:<uuid> */
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        scaChallenge?: {
                            /** @description ScaChallenge:<uuid> */
                            id: string;
                            /** @description Same as `id`; send it back in the confirm body */
                            challengeId: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC timestamp
                             */
                            expiresAt: string;
                            /** @enum {string} */
                            factor: "SMS_OTP" | "TOTP" | "PASSKEY";
                            availableFactors: ("SMS_OTP" | "TOTP" | "PASSKEY")[];
                        };
                        /** @description Present when the change applied at once (no SCA region) */
                        trusted?: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmTrustExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ExternalAccount:<uuid> */
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The scaChallenge id (optional: there is one outstanding challenge) */
                    challengeId?: string | null;
                    /** @description The one-time code (sandbox: 123456) */
                    code?: string | null;
                    /** @description WebAuthn assertion of an enrolled passkey (credentialId, clientDataJson, authenticatorData, signature, userHandle); instead of `code`, with `origin` */
                    passkeyAssertion?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Web origin the passkey assertion was made on (required with passkeyAssertion) */
                    origin?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trusted: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    untrustExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ExternalAccount:<uuid> */
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        scaChallenge?: {
                            /** @description ScaChallenge:<uuid> */
                            id: string;
                            /** @description Same as `id`; send it back in the confirm body */
                            challengeId: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC timestamp
                             */
                            expiresAt: string;
                            /** @enum {string} */
                            factor: "SMS_OTP" | "TOTP" | "PASSKEY";
                            availableFactors: ("SMS_OTP" | "TOTP" | "PASSKEY")[];
                        };
                        /** @description Present when the change applied at once (no SCA region) */
                        trusted?: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmUntrustExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ExternalAccount:<uuid> */
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The scaChallenge id (optional: there is one outstanding challenge) */
                    challengeId?: string | null;
                    /** @description The one-time code (sandbox: 123456) */
                    code?: string | null;
                    /** @description WebAuthn assertion of an enrolled passkey (credentialId, clientDataJson, authenticatorData, signature, userHandle); instead of `code`, with `origin` */
                    passkeyAssertion?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Web origin the passkey assertion was made on (required with passkeyAssertion) */
                    origin?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trusted: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startExternalAccountOwnershipChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ExternalAccount:<uuid> */
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    method: "WALLET_SIGNATURE" | "LIVENESS";
                };
            };
        };
        responses: {
            /** @description The material of the chosen method */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        method: "WALLET_SIGNATURE";
                        /** @description Sign exactly this text */
                        messageToSign: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        expiresAt: string;
                    } | {
                        /** @enum {string} */
                        method: "LIVENESS";
                        /**
                         * Format: uri
                         * @description Hosted biometric check
                         */
                        verificationLink: string;
                        /** @description Token for an embedded check */
                        token?: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        expiresAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    verifyExternalAccountOwnership: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ExternalAccount:<uuid> */
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description EIP-191 hex (EVM), base64 (Bitcoin), base58 Ed25519 (Solana) */
                    signature: string;
                    /** @enum {string} */
                    signatureScheme?: "bip137" | "electrum";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startPlatformExternalAccountOwnershipChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ExternalAccount:<uuid> */
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    method: "WALLET_SIGNATURE" | "LIVENESS";
                };
            };
        };
        responses: {
            /** @description The material of the chosen method */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        method: "WALLET_SIGNATURE";
                        /** @description Sign exactly this text */
                        messageToSign: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        expiresAt: string;
                    } | {
                        /** @enum {string} */
                        method: "LIVENESS";
                        /**
                         * Format: uri
                         * @description Hosted biometric check
                         */
                        verificationLink: string;
                        /** @description Token for an embedded check */
                        token?: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        expiresAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    verifyPlatformExternalAccountOwnership: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ExternalAccount:<uuid> */
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description EIP-191 hex (EVM), base64 (Bitcoin), base58 Ed25519 (Solana) */
                    signature: string;
                    /** @enum {string} */
                    signatureScheme?: "bip137" | "electrum";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listVasps: {
        parameters: {
            query?: {
                /** @description Page size */
                limit?: number;
                /** @description The `nextCursor` of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Vasp"][];
                        hasMore: boolean;
                        /** @description Pass as `cursor` to get the next page */
                        nextCursor?: string;
                        totalCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPlaidLinkToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Customer:<uuid> whose bank is linked */
                    customerId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Open Plaid Link with it; single use */
                        linkToken: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        expiration: string;
                        /** @description Where the public token from Link goes (POST) */
                        callbackUrl: string;
                        /** @description The X-Request-Id of this request */
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    submitPlaidPublicToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The linkToken */
                plaid_link_token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The public token Link returned (sandbox: public-sandbox-...) */
                    publicToken: string;
                    /** @description The Plaid account chosen in Link, when the login has several */
                    accountId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @description ExternalAccount:<uuid> */
                        id: string;
                        /** @description Owning customer; absent for platform accounts */
                        customerId?: string;
                        /** @enum {string} */
                        status: "ACTIVE";
                        platformAccountId?: string;
                        /** @enum {string} */
                        ownershipType?: "FIRST_PARTY" | "THIRD_PARTY";
                        currency: string;
                        defaultUmaDepositAccount: boolean;
                        /** @enum {string} */
                        beneficiaryVerificationStatus?: "MATCHED" | "PARTIAL_MATCH" | "NOT_MATCHED" | "UNSUPPORTED" | "CHECKED_BY_RECEIVING_FI" | "PENDING";
                        beneficiaryVerifiedData?: {
                            /** @description Holder name the rail returned */
                            fullName?: string;
                        };
                        /** USD_ACCOUNT */
                        accountInfo: {
                            /** @enum {string} */
                            accountType: "USD_ACCOUNT";
                            /** @description Account number */
                            accountNumber: string;
                            /** @description ABA routing number; checksum verified */
                            routingNumber: string;
                            bankName?: string;
                            /** @enum {string} */
                            bankAccountType?: "CHECKING" | "SAVINGS";
                            intermediaryBankName?: string;
                            /** @description ABA routing number of the intermediary bank */
                            intermediaryRoutingNumber?: string;
                            fiToFiInformation?: string;
                            /** @description Rails payments to this account can use */
                            paymentRails: ("ACH" | "WIRE" | "RTP" | "FEDNOW")[];
                            /** @description Countries the account is in */
                            countries: "US"[];
                            beneficiary: {
                                /** @enum {string} */
                                beneficiaryType: "INDIVIDUAL";
                                fullName: string;
                                /** @description YYYY-MM-DD */
                                birthDate?: string;
                                /** @description ISO 3166-1 alpha-2 country code */
                                nationality?: string;
                                email?: string;
                                /** @description E.164 */
                                phoneNumber?: string;
                                /** @description ISO 3166-1 alpha-2 country code */
                                countryOfResidence?: string;
                                address?: {
                                    line1: string;
                                    line2?: string;
                                    city?: string;
                                    state?: string;
                                    postalCode: string;
                                    country: string;
                                };
                                registrationNumber?: string;
                            } | components["schemas"]["ExternalAccountBusinessBeneficiary"];
                        };
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description UMA address of an active customer of the calling platform ($name@domain) */
                    inviterUma: string;
                    /** @description The invitee's first name, for display */
                    firstName?: string;
                    /** @description Smallest unit of the inviter's first currency; the platform sends it to the invitee once the invitation is claimed */
                    amountToSend?: number;
                    /**
                     * Format: date-time
                     * @description Must be in the future; the invitation then EXPIRES
                     */
                    expiresAt?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Unprefixed, 8 hex characters */
                        code: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        claimedAt?: string;
                        /**
                         * Format: uri
                         * @description Link the inviter shares with the invitee
                         */
                        url: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        expiresAt?: string;
                        inviterUma: string;
                        inviteeUma?: string;
                        /** @enum {string} */
                        status: "PENDING" | "CLAIMED" | "EXPIRED" | "CANCELLED";
                        firstName?: string;
                        amountToSend?: {
                            /** @description Amount in the smallest unit of the currency */
                            amount: number;
                            currency: {
                                /** @description ISO 4217 code or crypto ticker */
                                code: string;
                                name: string;
                                symbol: string;
                                decimals: number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 8 lowercase hex characters */
                invitationCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Unprefixed, 8 hex characters */
                        code: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        claimedAt?: string;
                        /**
                         * Format: uri
                         * @description Link the inviter shares with the invitee
                         */
                        url: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        expiresAt?: string;
                        inviterUma: string;
                        inviteeUma?: string;
                        /** @enum {string} */
                        status: "PENDING" | "CLAIMED" | "EXPIRED" | "CANCELLED";
                        firstName?: string;
                        amountToSend?: {
                            /** @description Amount in the smallest unit of the currency */
                            amount: number;
                            currency: {
                                /** @description ISO 4217 code or crypto ticker */
                                code: string;
                                name: string;
                                symbol: string;
                                decimals: number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    claimInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 8 lowercase hex characters */
                invitationCode: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description UMA address of the invitee ($name@domain); any UMA domain */
                    inviteeUma: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Unprefixed, 8 hex characters */
                        code: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        claimedAt?: string;
                        /**
                         * Format: uri
                         * @description Link the inviter shares with the invitee
                         */
                        url: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        expiresAt?: string;
                        inviterUma: string;
                        inviteeUma?: string;
                        /** @enum {string} */
                        status: "PENDING" | "CLAIMED" | "EXPIRED" | "CANCELLED";
                        firstName?: string;
                        amountToSend?: {
                            /** @description Amount in the smallest unit of the currency */
                            amount: number;
                            currency: {
                                /** @description ISO 4217 code or crypto ticker */
                                code: string;
                                name: string;
                                symbol: string;
                                decimals: number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 8 lowercase hex characters */
                invitationCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Unprefixed, 8 hex characters */
                        code: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        claimedAt?: string;
                        /**
                         * Format: uri
                         * @description Link the inviter shares with the invitee
                         */
                        url: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        expiresAt?: string;
                        inviterUma: string;
                        inviteeUma?: string;
                        /** @enum {string} */
                        status: "PENDING" | "CLAIMED" | "EXPIRED" | "CANCELLED";
                        firstName?: string;
                        amountToSend?: {
                            /** @description Amount in the smallest unit of the currency */
                            amount: number;
                            currency: {
                                /** @description ISO 4217 code or crypto ticker */
                                code: string;
                                name: string;
                                symbol: string;
                                decimals: number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listQuotes: {
        parameters: {
            query?: {
                /** @description Page size */
                limit?: number;
                /** @description The `nextCursor` of the previous page */
                cursor?: string;
                /** @description Customer:<uuid> that pays */
                customerId?: string;
                /** @description The source account */
                sendingAccountId?: string;
                /** @description The destination account */
                receivingAccountId?: string;
                /** @description The paying customer's UMA address */
                sendingUmaAddress?: string;
                /** @description The UMA address paid (case-insensitive) */
                receivingUmaAddress?: string;
                status?: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "EXPIRED";
                createdAfter?: string;
                createdBefore?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EarlierQuote"][];
                        hasMore: boolean;
                        /** @description Pass as `cursor` to get the next page */
                        nextCursor?: string;
                        totalCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 visible ASCII characters; repeating a request with the same key replays its answer */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    source: {
                        /** @enum {string} */
                        sourceType: "ACCOUNT";
                        /** @description InternalAccount:<uuid>, or a pull-capable ExternalAccount:<uuid> (USD_ACCOUNT, ACH pull) */
                        accountId: string;
                        /** @description Customer on whose behalf the account is used (FBO funding) */
                        customerId?: string;
                        /** @description Optional; when sent, the account's currency */
                        currency?: string;
                    } | {
                        /** @enum {string} */
                        sourceType: "REALTIME_FUNDING";
                        /** @description Currency code */
                        currency: string;
                        /** @description Paying customer; absent when the platform itself pays */
                        customerId?: string;
                        /** @description Required for stablecoins and BTC. Served: BITCOIN, ETHEREUM, SOLANA, BASE, POLYGON, TRON, PLASMA, SPARK */
                        cryptoNetwork?: string;
                    };
                    destination: {
                        /** @enum {string} */
                        destinationType: "ACCOUNT";
                        /** @description InternalAccount:<uuid> or ExternalAccount:<uuid> */
                        accountId: string;
                        /** @enum {string} */
                        paymentRail?: "ACH" | "ACH_COLOMBIA" | "BANK_TRANSFER" | "BRE_B" | "CIPS" | "FAST" | "FASTER_PAYMENTS" | "FEDNOW" | "IMPS" | "INSTAPAY" | "MOBILE_MONEY" | "NEFT" | "PAYNOW" | "PESONET" | "PIX" | "RTGS" | "RTP" | "SEPA" | "SEPA_INSTANT" | "SPEI" | "SWIFT" | "UNIONPAY" | "UPI" | "WIRE";
                        /** @description Optional; when sent, the account's currency */
                        currency?: string;
                    } | {
                        /** @enum {string} */
                        destinationType: "UMA_ADDRESS";
                        umaAddress: string;
                        /** @description Currency code */
                        currency?: string;
                        /** @description What the receiving side asked about the sender (the lookup's requiredPayerDataFields), keyed by field name; stored and returned on the quote and its transaction */
                        counterpartyInformation?: {
                            [key: string]: unknown;
                        };
                    } | {
                        /** @enum {string} */
                        destinationType: "EXTERNAL_ACCOUNT_DETAILS";
                        /** @description The account to pay, as POST /customers/external-accounts takes it. An account of the same owner, type, currency and identifiers is reused; otherwise one is created. The quote then shows an ACCOUNT destination with its id */
                        externalAccountDetails: {
                            /** @description Customer:<uuid> who owns the account; absent for an account of the platform itself */
                            customerId?: string;
                            /** @description Currency code */
                            currency: string;
                            platformAccountId?: string;
                            /** @enum {string} */
                            ownershipType?: "FIRST_PARTY" | "THIRD_PARTY";
                            defaultUmaDepositAccount?: boolean;
                            accountInfo: components["schemas"]["ExternalAccountCreateInfo"];
                        };
                    };
                    /** @enum {string} */
                    lockedCurrencySide: "SENDING" | "RECEIVING";
                    /** @description Exact amount of the locked side, smallest unit of its currency */
                    lockedCurrencyAmount: number;
                    /** @description Lookup:<uuid> from GET /receiver/...; required for UMA destinations */
                    lookupId?: string;
                    /** @default false */
                    immediatelyExecute?: boolean;
                    description?: string;
                    remittanceInformation?: string;
                    purposeOfPayment?: string;
                    senderCustomerInfo?: {
                        [key: string]: unknown;
                    };
                    /** @description Replaces the platform's `feeConfigs` for this quote (any currency pair): the platform fee is this fixed fee plus these basis points of the converted amount */
                    platformFeeOverride?: {
                        platformFixedFee: {
                            /** @description Smallest unit of `currency` */
                            amount: number;
                            /** @description Currency of the fixed fee; another than the sending currency is converted, rounded up */
                            currency: string;
                        };
                        /** @description Basis points */
                        platformVariableFeeBps: number;
                    };
                    /**
                     * @description Strong Customer Authentication factor to challenge with. Recorded; customers outside SCA regions (every customer today) are not challenged
                     * @enum {string}
                     */
                    scaFactor?: "SMS_OTP" | "TOTP" | "PASSKEY";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    executeQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 visible ASCII characters; repeating a request with the same key replays its answer */
                "idempotency-key"?: string;
                "service-wallet-signature"?: string;
            };
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description Strong Customer Authentication factor to challenge with. Recorded; customers outside SCA regions (every customer today) are not challenged
                     * @enum {string}
                     */
                    scaFactor?: "SMS_OTP" | "TOTP" | "PASSKEY";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retryQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 visible ASCII characters; repeating a request with the same key replays its answer */
                "idempotency-key"?: string;
            };
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description A fresh Lookup:<uuid> of the same receiver: required for UMA destinations, checked like on create for account destinations */
                    lookupId?: string;
                    senderCustomerInfo?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTransactions: {
        parameters: {
            query?: {
                /** @description Page size */
                limit?: number;
                /** @description The `nextCursor` of the previous page */
                cursor?: string;
                sortOrder?: "asc" | "desc";
                customerId?: string;
                platformCustomerId?: string;
                /** @description Either side of the payment: an internal or external account id, a UMA address, or the number, IBAN, CLABE, key or address of an external account */
                accountIdentifier?: string;
                /** @description The paying side (same forms as accountIdentifier) */
                senderAccountIdentifier?: string;
                /** @description The receiving side (same forms as accountIdentifier) */
                receiverAccountIdentifier?: string;
                /** @description The reference of reconciliationInstructions */
                reference?: string;
                status?: "CREATED" | "PENDING" | "PENDING_AUTHORIZATION" | "PROCESSING" | "SENT" | "COMPLETED" | "REJECTED" | "FAILED" | "REFUNDED" | "EXPIRED";
                type?: "INCOMING" | "OUTGOING";
                /** @description Created at or after (inclusive) */
                startDate?: string;
                /** @description Created at or before (inclusive) */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Transaction"][];
                        hasMore: boolean;
                        /** @description Pass as `cursor` to get the next page */
                        nextCursor?: string;
                        totalCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    approveTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The receiving customer data the sender asked for (requestedReceiverCustomerInfoFields) */
                    receiverCustomerInfo?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncomingTransaction"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rejectTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncomingTransaction"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC timestamp
                     */
                    receiptDeliveryConfirmedAt?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    transferIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    source: {
                        /** @description ExternalAccount:<uuid> that can be pulled from (USD_ACCOUNT, ACH pull) */
                        accountId: string;
                    };
                    destination: {
                        /** @description InternalAccount:<uuid> */
                        accountId: string;
                    };
                    /** @description Smallest unit of the accounts' currency; default: the source's whole available balance (the sandbox bank holds 1,000.00 in every pull-capable account) */
                    amount?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncomingTransaction"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    transferOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    source: {
                        /** @description InternalAccount:<uuid> */
                        accountId: string;
                    };
                    destination: {
                        /** @description ExternalAccount:<uuid> */
                        accountId: string;
                        /**
                         * @description Default: the account's first rail
                         * @enum {string}
                         */
                        paymentRail?: "ACH" | "ACH_COLOMBIA" | "BANK_TRANSFER" | "BRE_B" | "CIPS" | "FAST" | "FASTER_PAYMENTS" | "FEDNOW" | "IMPS" | "INSTAPAY" | "MOBILE_MONEY" | "NEFT" | "PAYNOW" | "PESONET" | "PIX" | "RTGS" | "RTP" | "SEPA" | "SEPA_INSTANT" | "SPEI" | "SWIFT" | "UNIONPAY" | "UPI" | "WIRE";
                    };
                    /** @description Smallest unit; default: the whole available balance */
                    amount?: number;
                    remittanceInformation?: string;
                    purposeOfPayment?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutgoingTransaction"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxSend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Quote:<uuid> with a REALTIME_FUNDING source (or give its reference) */
                    quoteId?: string;
                    /** @description The reference of the quote's paymentInstructions, instead of quoteId */
                    reference?: string;
                    /** @description Currency code */
                    currencyCode: string;
                    /** @description Default: the quote total */
                    currencyAmount?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutgoingTransaction"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxUmaReceive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    senderUmaAddress: string;
                    receiverUmaAddress?: string;
                    /** @description Instead of receiverUmaAddress */
                    customerId?: string;
                    receivingCurrencyCode: string;
                    receivingCurrencyAmount: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncomingTransaction"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAgents: {
        parameters: {
            query?: {
                /** @description Page size */
                limit?: number;
                /** @description The `nextCursor` of the previous page */
                cursor?: string;
                customerId?: string;
                isPaused?: boolean;
                isConnected?: boolean;
                createdAfter?: string;
                createdBefore?: string;
                updatedAfter?: string;
                updatedBefore?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Agent"][];
                        hasMore: boolean;
                        /** @description Pass as `cursor` to get the next page */
                        nextCursor?: string;
                        totalCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createAgent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    customerId: string;
                    policy: components["schemas"]["AgentPolicy"];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agent: components["schemas"]["Agent"];
                        deviceCode: components["schemas"]["AgentDeviceCode"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAgentDeviceCodeStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        redeemed: boolean;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    redeemAgentDeviceCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agentId: string;
                        agentName: string;
                        /** @description Bearer token of the /agents/me routes; shown this once */
                        accessToken: string;
                        policy: components["schemas"]["AgentPolicy"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAgentMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentListInternalAccounts: {
        parameters: {
            query?: {
                /** @description Page size */
                limit?: number;
                /** @description The `nextCursor` of the previous page */
                cursor?: string;
                /** @description Currency code */
                currency?: string;
                /** @description Account type */
                type?: "INTERNAL_FIAT" | "INTERNAL_CRYPTO" | "EMBEDDED_WALLET";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InternalAccount"][];
                        hasMore: boolean;
                        /** @description Pass as `cursor` to get the next page */
                        nextCursor?: string;
                        totalCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentListTransactions: {
        parameters: {
            query?: {
                /** @description Page size */
                limit?: number;
                /** @description The `nextCursor` of the previous page */
                cursor?: string;
                sortOrder?: "asc" | "desc";
                /** @description Either side of the payment: an internal or external account id, a UMA address, or the number, IBAN, CLABE, key or address of an external account */
                accountIdentifier?: string;
                /** @description The paying side (same forms as accountIdentifier) */
                senderAccountIdentifier?: string;
                /** @description The receiving side (same forms as accountIdentifier) */
                receiverAccountIdentifier?: string;
                /** @description The reference of reconciliationInstructions */
                reference?: string;
                status?: "CREATED" | "PENDING" | "PENDING_AUTHORIZATION" | "PROCESSING" | "SENT" | "COMPLETED" | "REJECTED" | "FAILED" | "REFUNDED" | "EXPIRED";
                type?: "INCOMING" | "OUTGOING";
                /** @description Created at or after (inclusive) */
                startDate?: string;
                /** @description Created at or before (inclusive) */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Transaction"][];
                        hasMore: boolean;
                        /** @description Pass as `cursor` to get the next page */
                        nextCursor?: string;
                        totalCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentGetTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentListExternalAccounts: {
        parameters: {
            query?: {
                /** @description Page size */
                limit?: number;
                /** @description The `nextCursor` of the previous page */
                cursor?: string;
                /** @description Currency code */
                currency?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ExternalAccount"][];
                        hasMore: boolean;
                        /** @description Pass as `cursor` to get the next page */
                        nextCursor?: string;
                        totalCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentCreateExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Customer:<uuid> of this platform; absent: an account of the platform itself */
                    customerId?: string;
                    /** @description ISO 4217 code, or USDC / USDT / USDB / BTC for wallets; must suit the account type */
                    currency: string;
                    platformAccountId?: string;
                    /**
                     * @description Whose account it is. Required for self-custody wallets of customers subject to the Travel Rule (EU/EEA regions)
                     * @enum {string}
                     */
                    ownershipType?: "FIRST_PARTY" | "THIRD_PARTY";
                    accountInfo: components["schemas"]["ExternalAccountCreateInfo"];
                    /**
                     * @description Deposit incoming UMA payments here; replaces the customer's previous default
                     * @default false
                     */
                    defaultUmaDepositAccount?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentGetExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalAccount"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentDeleteExternalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                externalAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAgentApprovals: {
        parameters: {
            query?: {
                /** @description Page size */
                limit?: number;
                /** @description The `nextCursor` of the previous page */
                cursor?: string;
                agentId?: string;
                customerId?: string;
                startDate?: string;
                endDate?: string;
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AgentAction"][];
                        hasMore: boolean;
                        /** @description Pass as `cursor` to get the next page */
                        nextCursor?: string;
                        totalCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    approveAgentAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
                actionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentAction"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rejectAgentAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
                actionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Shown to the agent */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentAction"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentCreateQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 visible ASCII characters; repeating a request with the same key replays its answer */
                "idempotency-key"?: string;
                "service-wallet-signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    source: {
                        /** @enum {string} */
                        sourceType: "ACCOUNT";
                        /** @description InternalAccount:<uuid>, or a pull-capable ExternalAccount:<uuid> (USD_ACCOUNT, ACH pull) */
                        accountId: string;
                        /** @description Customer on whose behalf the account is used (FBO funding) */
                        customerId?: string;
                        /** @description Optional; when sent, the account's currency */
                        currency?: string;
                    } | {
                        /** @enum {string} */
                        sourceType: "REALTIME_FUNDING";
                        /** @description Currency code */
                        currency: string;
                        /** @description Paying customer; absent when the platform itself pays */
                        customerId?: string;
                        /** @description Required for stablecoins and BTC. Served: BITCOIN, ETHEREUM, SOLANA, BASE, POLYGON, TRON, PLASMA, SPARK */
                        cryptoNetwork?: string;
                    };
                    destination: {
                        /** @enum {string} */
                        destinationType: "ACCOUNT";
                        /** @description InternalAccount:<uuid> or ExternalAccount:<uuid> */
                        accountId: string;
                        /** @enum {string} */
                        paymentRail?: "ACH" | "ACH_COLOMBIA" | "BANK_TRANSFER" | "BRE_B" | "CIPS" | "FAST" | "FASTER_PAYMENTS" | "FEDNOW" | "IMPS" | "INSTAPAY" | "MOBILE_MONEY" | "NEFT" | "PAYNOW" | "PESONET" | "PIX" | "RTGS" | "RTP" | "SEPA" | "SEPA_INSTANT" | "SPEI" | "SWIFT" | "UNIONPAY" | "UPI" | "WIRE";
                        /** @description Optional; when sent, the account's currency */
                        currency?: string;
                    } | {
                        /** @enum {string} */
                        destinationType: "UMA_ADDRESS";
                        umaAddress: string;
                        /** @description Currency code */
                        currency?: string;
                        /** @description What the receiving side asked about the sender (the lookup's requiredPayerDataFields), keyed by field name; stored and returned on the quote and its transaction */
                        counterpartyInformation?: {
                            [key: string]: unknown;
                        };
                    } | {
                        /** @enum {string} */
                        destinationType: "EXTERNAL_ACCOUNT_DETAILS";
                        /** @description The account to pay, as POST /customers/external-accounts takes it. An account of the same owner, type, currency and identifiers is reused; otherwise one is created. The quote then shows an ACCOUNT destination with its id */
                        externalAccountDetails: {
                            /** @description Customer:<uuid> who owns the account; absent for an account of the platform itself */
                            customerId?: string;
                            /** @description Currency code */
                            currency: string;
                            platformAccountId?: string;
                            /** @enum {string} */
                            ownershipType?: "FIRST_PARTY" | "THIRD_PARTY";
                            defaultUmaDepositAccount?: boolean;
                            accountInfo: components["schemas"]["ExternalAccountCreateInfo"];
                        };
                    };
                    /** @enum {string} */
                    lockedCurrencySide: "SENDING" | "RECEIVING";
                    /** @description Exact amount of the locked side, smallest unit of its currency */
                    lockedCurrencyAmount: number;
                    /** @description Lookup:<uuid> from GET /receiver/...; required for UMA destinations */
                    lookupId?: string;
                    /** @default false */
                    immediatelyExecute?: boolean;
                    description?: string;
                    remittanceInformation?: string;
                    purposeOfPayment?: string;
                    senderCustomerInfo?: {
                        [key: string]: unknown;
                    };
                    /** @description Replaces the platform's `feeConfigs` for this quote (any currency pair): the platform fee is this fixed fee plus these basis points of the converted amount */
                    platformFeeOverride?: {
                        platformFixedFee: {
                            /** @description Smallest unit of `currency` */
                            amount: number;
                            /** @description Currency of the fixed fee; another than the sending currency is converted, rounded up */
                            currency: string;
                        };
                        /** @description Basis points */
                        platformVariableFeeBps: number;
                    };
                    /**
                     * @description Strong Customer Authentication factor to challenge with. Recorded; customers outside SCA regions (every customer today) are not challenged
                     * @enum {string}
                     */
                    scaFactor?: "SMS_OTP" | "TOTP" | "PASSKEY";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentGetQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentExecuteQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 visible ASCII characters; repeating a request with the same key replays its answer */
                "idempotency-key"?: string;
                "service-wallet-signature"?: string;
            };
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentAction"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentCreateTransferIn: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 visible ASCII characters; repeating a request with the same key replays its answer */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    source: {
                        /** @description ExternalAccount:<uuid> that can be pulled from (USD_ACCOUNT, ACH pull) */
                        accountId: string;
                    };
                    destination: {
                        /** @description InternalAccount:<uuid> */
                        accountId: string;
                    };
                    /** @description Smallest unit of the accounts' currency; default: the source's whole available balance (the sandbox bank holds 1,000.00 in every pull-capable account) */
                    amount?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentAction"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentCreateTransferOut: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 visible ASCII characters; repeating a request with the same key replays its answer */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    source: {
                        /** @description InternalAccount:<uuid> */
                        accountId: string;
                    };
                    destination: {
                        /** @description ExternalAccount:<uuid> */
                        accountId: string;
                        /**
                         * @description Default: the account's first rail
                         * @enum {string}
                         */
                        paymentRail?: "ACH" | "ACH_COLOMBIA" | "BANK_TRANSFER" | "BRE_B" | "CIPS" | "FAST" | "FASTER_PAYMENTS" | "FEDNOW" | "IMPS" | "INSTAPAY" | "MOBILE_MONEY" | "NEFT" | "PAYNOW" | "PESONET" | "PIX" | "RTGS" | "RTP" | "SEPA" | "SEPA_INSTANT" | "SPEI" | "SWIFT" | "UNIONPAY" | "UPI" | "WIRE";
                    };
                    /** @description Smallest unit; default: the whole available balance */
                    amount?: number;
                    remittanceInformation?: string;
                    purposeOfPayment?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentAction"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentListActions: {
        parameters: {
            query?: {
                /** @description Page size */
                limit?: number;
                /** @description The `nextCursor` of the previous page */
                cursor?: string;
                status?: "PENDING_APPROVAL" | "APPROVED" | "REJECTED" | "FAILED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AgentAction"][];
                        hasMore: boolean;
                        /** @description Pass as `cursor` to get the next page */
                        nextCursor?: string;
                        totalCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentGetAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                actionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentAction"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAgentById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    isPaused?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAgentPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    permissions?: ("VIEW_TRANSACTIONS" | "CREATE_TRANSFERS" | "CREATE_QUOTES" | "EXECUTE_QUOTES" | "MANAGE_EXTERNAL_ACCOUNTS")[];
                    /** @enum {string} */
                    defaultExecutionMode?: "AUTO" | "APPROVAL_REQUIRED";
                    spendingLimits?: {
                        /** @description Currency code */
                        currency?: string;
                        /** @description Largest single payment, smallest unit of `currency` */
                        perTransactionLimit?: number;
                        dailyLimit?: number | null;
                        /** @description Payments per UTC day */
                        dailyTransactionLimit?: number;
                        monthlyLimit?: number | null;
                    };
                    accountRestrictions?: {
                        /** @description The customer's internal accounts the agent may use; null or absent: all of them */
                        allowedAccountIds?: string[] | null;
                        accountRules?: {
                            accountId: string;
                            /** @enum {string} */
                            executionMode?: "AUTO" | "APPROVAL_REQUIRED";
                            perTransactionLimit?: number | null;
                        }[];
                    };
                    approvalThresholds?: {
                        /** @description Currency code */
                        currency?: string;
                        amount?: number | null;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    regenerateAgentDeviceCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentDeviceCode"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStablecoinProviderAccounts: {
        parameters: {
            query?: {
                /** @description Page size */
                limit?: number;
                /** @description The `nextCursor` of the previous page */
                cursor?: string;
                provider?: "BRALE";
                status?: "ACTIVE" | "INVALID" | "REVOKED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StablecoinProviderAccount"][];
                        hasMore: boolean;
                        /** @description Pass as `cursor` to get the next page */
                        nextCursor?: string;
                        totalCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    linkStablecoinProviderAccount: {
        parameters: {
            query?: never;
            header: {
                /** @description 1 to 255 visible ASCII characters; repeating a request with the same key replays its answer */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    provider: "BRALE";
                    /** @description API client id at the provider */
                    apiClientId: string;
                    /** @description API client secret; kept encrypted, never returned */
                    apiClientSecret: string;
                    /** @description The platform's account at the provider; derived when left out */
                    providerAccountId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StablecoinProviderAccount"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStablecoinProviderAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stablecoinProviderAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StablecoinProviderAccount"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStablecoins: {
        parameters: {
            query?: {
                /** @description Page size */
                limit?: number;
                /** @description The `nextCursor` of the previous page */
                cursor?: string;
                issuanceStatus?: "PENDING_REVIEW" | "PROVISIONING" | "PROVISIONED" | "REJECTED" | "FAILED";
                serviceOperationsStatus?: "NOT_ENABLED" | "PENDING_APPROVAL" | "ENABLING" | "ENABLED" | "DISABLED";
                /** @description The original spelling of `serviceOperationsStatus` */
                gridOperationsStatus?: "NOT_ENABLED" | "PENDING_APPROVAL" | "ENABLING" | "ENABLED" | "DISABLED";
                provider?: "BRALE";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Stablecoin"][];
                        hasMore: boolean;
                        /** @description Pass as `cursor` to get the next page */
                        nextCursor?: string;
                        totalCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    registerStablecoin: {
        parameters: {
            query?: never;
            header: {
                /** @description 1 to 255 visible ASCII characters; repeating a request with the same key replays its answer */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The token's id at the provider */
                    providerTokenIdentifier: string;
                    /** @description The token's id on the network */
                    networkTokenIdentifier: string;
                    /** @enum {string} */
                    network: "SPARK";
                    /** @description Required when the platform has several ACTIVE provider accounts */
                    stablecoinProviderAccountId?: string;
                    /**
                     * @description Extension: PENDING_APPROVAL (the default) requests enablement; NOT_ENABLED registers without; anything else is 409 STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE
                     * @enum {string}
                     */
                    serviceOperationsStatus?: "NOT_ENABLED" | "PENDING_APPROVAL" | "ENABLING" | "ENABLED" | "DISABLED";
                    /**
                     * @description The original spelling of `serviceOperationsStatus`
                     * @enum {string}
                     */
                    gridOperationsStatus?: "NOT_ENABLED" | "PENDING_APPROVAL" | "ENABLING" | "ENABLED" | "DISABLED";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Stablecoin"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStablecoin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stablecoinId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Stablecoin"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createStablecoinMint: {
        parameters: {
            query?: never;
            header: {
                /** @description 1 to 255 visible ASCII characters; repeating a request with the same key replays its answer */
                "idempotency-key": string;
            };
            path: {
                stablecoinId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Digits only, in the token's smallest unit (a token of 6 decimals writes 1.00 as "1000000"); it must be a whole number of cents of the base currency */
                    amount: string;
                    fundingSource: {
                        /** @enum {string} */
                        type: "WIRE";
                    } | {
                        /** @enum {string} */
                        type: "ACH_DEBIT";
                        externalAccountId: string;
                    } | {
                        /** @enum {string} */
                        type: "SAME_DAY_ACH_DEBIT";
                        externalAccountId: string;
                    } | {
                        /** @enum {string} */
                        type: "SERVICE_INTERNAL_ACCOUNT";
                        /** @description An internal account in the base currency (USD), debited (held at once) */
                        accountId: string;
                    } | {
                        /** @enum {string} */
                        type: "GRID_INTERNAL_ACCOUNT";
                        /** @description An internal account in the base currency (USD), debited (held at once) (original spelling) */
                        accountId: string;
                    } | {
                        /** @enum {string} */
                        type: "PROVIDER_INTERNAL_BALANCE";
                        /** @description The token at the provider that pays */
                        sourceTokenIdentifier: string;
                        /** @description Its network */
                        cryptoNetwork: string;
                    };
                    destination: {
                        /** @description The internal account credited with the minted tokens */
                        accountId: string;
                    };
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StablecoinOperation"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createStablecoinBurn: {
        parameters: {
            query?: never;
            header: {
                /** @description 1 to 255 visible ASCII characters; repeating a request with the same key replays its answer */
                "idempotency-key": string;
            };
            path: {
                stablecoinId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Digits only, in the token's smallest unit (a token of 6 decimals writes 1.00 as "1000000"); it must be a whole number of cents of the base currency */
                    amount: string;
                    source: {
                        /** @enum {string} */
                        type: "EXTERNAL_ACCOUNT";
                    } | {
                        /** @enum {string} */
                        type: "SERVICE_INTERNAL_ACCOUNT";
                        /** @description An internal account holding the token, debited (held at once) */
                        accountId: string;
                    } | {
                        /** @enum {string} */
                        type: "GRID_INTERNAL_ACCOUNT";
                        /** @description An internal account holding the token, debited (held at once) (original spelling) */
                        accountId: string;
                    } | {
                        /** @enum {string} */
                        type: "PROVIDER_INTERNAL_BALANCE";
                    };
                    destination: {
                        /** @enum {string} */
                        type: "EXTERNAL_ACCOUNT";
                        /** @description The bank account paid the base currency */
                        externalAccountId: string;
                        /** @enum {string} */
                        rail: "WIRE" | "ACH_CREDIT" | "SAME_DAY_ACH_CREDIT" | "RTP_CREDIT";
                    };
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StablecoinOperation"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStablecoinOperations: {
        parameters: {
            query?: {
                /** @description Page size */
                limit?: number;
                /** @description The `nextCursor` of the previous page */
                cursor?: string;
                operationType?: "MINT" | "BURN";
            };
            header?: never;
            path: {
                stablecoinId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StablecoinOperation"][];
                        hasMore: boolean;
                        /** @description Pass as `cursor` to get the next page */
                        nextCursor?: string;
                        totalCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStablecoinOperation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stablecoinOperationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StablecoinOperation"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookEvents: {
        parameters: {
            query?: {
                /** @description Page size */
                limit?: number;
                /** @description The `nextCursor` of the previous page */
                cursor?: string;
                type?: string;
                resourceId?: string;
                deliveryStatus?: "PENDING" | "DELIVERING" | "DELIVERED" | "FAILED" | "UNDELIVERABLE";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Webhook:<uuid>, the `id` of the delivered envelope */
                            id: string;
                            type: string;
                            resourceId: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC timestamp
                             */
                            timestamp: string;
                            /** @enum {string} */
                            deliveryStatus: "PENDING" | "DELIVERING" | "DELIVERED" | "FAILED" | "UNDELIVERABLE";
                            attempts: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC timestamp
                             */
                            nextAttemptAt?: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC timestamp
                             */
                            deliveredAt?: string;
                            lastError?: string;
                        }[];
                        hasMore: boolean;
                        /** @description Pass as `cursor` to get the next page */
                        nextCursor?: string;
                        totalCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhookEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Webhook:<uuid>, the `id` of the delivered envelope */
                        id: string;
                        type: string;
                        resourceId: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        timestamp: string;
                        /** @enum {string} */
                        deliveryStatus: "PENDING" | "DELIVERING" | "DELIVERED" | "FAILED" | "UNDELIVERABLE";
                        attempts: number;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        nextAttemptAt?: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        deliveredAt?: string;
                        lastError?: string;
                        /** @description The exact envelope sent */
                        payload: {
                            [key: string]: unknown;
                        };
                        deliveryAttempts: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC timestamp
                             */
                            attemptedAt: string;
                            url?: string;
                            statusCode?: number;
                            latencyMs: number;
                            error?: string;
                            /** @description First 4 KiB of the answer */
                            responseBody?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    redeliverWebhookEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Webhook:<uuid>, the `id` of the delivered envelope */
                        id: string;
                        type: string;
                        resourceId: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        timestamp: string;
                        /** @enum {string} */
                        deliveryStatus: "PENDING" | "DELIVERING" | "DELIVERED" | "FAILED" | "UNDELIVERABLE";
                        attempts: number;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        nextAttemptAt?: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        deliveredAt?: string;
                        lastError?: string;
                        /** @description The exact envelope sent */
                        payload: {
                            [key: string]: unknown;
                        };
                        deliveryAttempts: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC timestamp
                             */
                            attemptedAt: string;
                            url?: string;
                            statusCode?: number;
                            latencyMs: number;
                            error?: string;
                            /** @description First 4 KiB of the answer */
                            responseBody?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    testWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestWebhookResponse"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendTestWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestWebhookResponse"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    outgoingPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Webhook:<uuid>; the same event delivered again has the same id */
                    id: string;
                    /** @enum {string} */
                    type: "OUTGOING_PAYMENT.PENDING" | "OUTGOING_PAYMENT.PENDING_AUTHORIZATION" | "OUTGOING_PAYMENT.PROCESSING" | "OUTGOING_PAYMENT.COMPLETED" | "OUTGOING_PAYMENT.FAILED" | "OUTGOING_PAYMENT.EXPIRED" | "OUTGOING_PAYMENT.REFUND_PENDING" | "OUTGOING_PAYMENT.REFUND_COMPLETED" | "OUTGOING_PAYMENT.REFUND_FAILED";
                    /**
                     * Format: date-time
                     * @description When the change happened
                     */
                    timestamp: string;
                    data: components["schemas"]["OutgoingTransaction"];
                    /** @description The same as `id`, for receivers of the earliest revision */
                    webhookId: string;
                    /** @description The same resource as `data`, in the terms of the earlier revisions */
                    transaction: components["schemas"]["EarlierOutgoingTransaction"];
                };
            };
        };
        responses: {
            /** @description Received (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    incomingPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Webhook:<uuid>; the same event delivered again has the same id */
                    id: string;
                    /** @enum {string} */
                    type: "INCOMING_PAYMENT.PENDING" | "INCOMING_PAYMENT.COMPLETED" | "INCOMING_PAYMENT.FAILED" | "INCOMING_PAYMENT.REFUND_PENDING" | "INCOMING_PAYMENT.REFUND_COMPLETED" | "INCOMING_PAYMENT.REFUND_FAILED";
                    /**
                     * Format: date-time
                     * @description When the change happened
                     */
                    timestamp: string;
                    data: components["schemas"]["IncomingTransaction"];
                    /** @description The same as `id`, for receivers of the earliest revision */
                    webhookId: string;
                    /** @description The same resource as `data`, in the terms of the earlier revisions */
                    transaction: components["schemas"]["EarlierIncomingTransaction"];
                };
            };
        };
        responses: {
            /** @description Received (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    internalAccountStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Webhook:<uuid>; the same event delivered again has the same id */
                    id: string;
                    /** @enum {string} */
                    type: "INTERNAL_ACCOUNT.BALANCE_UPDATED" | "INTERNAL_ACCOUNT.STATUS_UPDATED" | "INTERNAL_ACCOUNT.FUNDING_INSTRUCTIONS_UPDATED";
                    /**
                     * Format: date-time
                     * @description When the change happened
                     */
                    timestamp: string;
                    data: components["schemas"]["InternalAccount"];
                    /** @description The same as `id`, for receivers of the earliest revision */
                    webhookId: string;
                };
            };
        };
        responses: {
            /** @description Received (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    externalAccountStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Webhook:<uuid>; the same event delivered again has the same id */
                    id: string;
                    /** @enum {string} */
                    type: "EXTERNAL_ACCOUNT.STATUS_UPDATED";
                    /**
                     * Format: date-time
                     * @description When the change happened
                     */
                    timestamp: string;
                    data: components["schemas"]["ExternalAccount"];
                    /** @description The same as `id`, for receivers of the earliest revision */
                    webhookId: string;
                };
            };
        };
        responses: {
            /** @description Received (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    customerUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Webhook:<uuid>; the same event delivered again has the same id */
                    id: string;
                    /** @enum {string} */
                    type: "CUSTOMER.KYC_APPROVED" | "CUSTOMER.KYC_REJECTED" | "CUSTOMER.KYC_PENDING" | "CUSTOMER.KYB_APPROVED" | "CUSTOMER.KYB_REJECTED" | "CUSTOMER.KYB_PENDING";
                    /**
                     * Format: date-time
                     * @description When the change happened
                     */
                    timestamp: string;
                    data: components["schemas"]["IndividualCustomer"] | components["schemas"]["BusinessCustomer"];
                    /** @description The same as `id`, for receivers of the earliest revision */
                    webhookId: string;
                };
            };
        };
        responses: {
            /** @description Received (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    verificationUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Webhook:<uuid>; the same event delivered again has the same id */
                    id: string;
                    /** @enum {string} */
                    type: "VERIFICATION.APPROVED" | "VERIFICATION.REJECTED" | "VERIFICATION.RESOLVE_ERRORS" | "VERIFICATION.IN_PROGRESS" | "VERIFICATION.PENDING_MANUAL_REVIEW";
                    /**
                     * Format: date-time
                     * @description When the change happened
                     */
                    timestamp: string;
                    data: {
                        /** @description Verification:<uuid> */
                        id: string;
                        customerId: string;
                        /** @enum {string} */
                        verificationStatus: "PENDING" | "PENDING_MANUAL_REVIEW" | "RESOLVE_ERRORS" | "APPROVED" | "REJECTED";
                        errors: {
                            /** @description Customer, BeneficialOwner or Document id the error is about */
                            resourceId: string;
                            /** @description e.g. MISSING_FIELD, MISSING_IDENTITY_DOCUMENT, POOR_QUALITY_DOCUMENT */
                            type: string;
                            /** @description Dot path of the missing or invalid field */
                            field?: string;
                            acceptedDocumentTypes?: string[];
                            reason: string;
                        }[];
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        updatedAt: string;
                    };
                    /** @description The same as `id`, for receivers of the earliest revision */
                    webhookId: string;
                };
            };
        };
        responses: {
            /** @description Received (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    invitationClaimed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Webhook:<uuid>; the same event delivered again has the same id */
                    id: string;
                    /** @enum {string} */
                    type: "INVITATION_CLAIMED";
                    /**
                     * Format: date-time
                     * @description When the change happened
                     */
                    timestamp: string;
                    data: {
                        /** @description Unprefixed, 8 hex characters */
                        code: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        claimedAt?: string;
                        /**
                         * Format: uri
                         * @description Link the inviter shares with the invitee
                         */
                        url: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        expiresAt?: string;
                        inviterUma: string;
                        inviteeUma?: string;
                        /** @enum {string} */
                        status: "PENDING" | "CLAIMED" | "EXPIRED" | "CANCELLED";
                        firstName?: string;
                        amountToSend?: {
                            /** @description Amount in the smallest unit of the currency */
                            amount: number;
                            currency: {
                                /** @description ISO 4217 code or crypto ticker */
                                code: string;
                                name: string;
                                symbol: string;
                                decimals: number;
                            };
                        };
                    };
                    /** @description The same as `id`, for receivers of the earliest revision */
                    webhookId: string;
                    /** @description The same resource as `data`, in the terms of the earlier revisions */
                    invitation: {
                        /** @description Unprefixed, 8 hex characters */
                        code: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        claimedAt?: string;
                        /**
                         * Format: uri
                         * @description Link the inviter shares with the invitee
                         */
                        url: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        expiresAt?: string;
                        inviterUma: string;
                        inviteeUma?: string;
                        /** @enum {string} */
                        status: "PENDING" | "CLAIMED" | "EXPIRED" | "CANCELLED";
                        firstName?: string;
                        amountToSend?: {
                            /** @description Amount in the smallest unit of the currency */
                            amount: number;
                            currency: {
                                /** @description ISO 4217 code or crypto ticker */
                                code: string;
                                name: string;
                                symbol: string;
                                decimals: number;
                            };
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Received (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    bulkUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Webhook:<uuid>; the same event delivered again has the same id */
                    id: string;
                    /** @enum {string} */
                    type: "BULK_UPLOAD.COMPLETED" | "BULK_UPLOAD.FAILED";
                    /**
                     * Format: date-time
                     * @description When the change happened
                     */
                    timestamp: string;
                    data: {
                        /** @description Job:<uuid> */
                        id: string;
                        /** @description Same as `id` (the name of the oldest revision) */
                        jobId: string;
                        /** @enum {string} */
                        status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED";
                        progress: {
                            /** @description Data rows in the file */
                            total: number;
                            processed: number;
                            successful: number;
                            failed: number;
                        };
                        errors: {
                            /** @description The row’s platformCustomerId, or `row <n>` without one */
                            correlationId: string;
                            code: string;
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                            /** @description The same code, message and details, nested as the oldest revision reads them */
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    [key: string]: unknown;
                                };
                            };
                        }[];
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        completedAt?: string;
                    };
                    /** @description The same as `id`, for receivers of the earliest revision */
                    webhookId: string;
                    /** @description The same resource as `data`, in the terms of the earlier revisions */
                    bulkCustomerImportJob: {
                        /** @description Job:<uuid> */
                        id: string;
                        /** @description Same as `id` (the name of the oldest revision) */
                        jobId: string;
                        /** @enum {string} */
                        status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED";
                        progress: {
                            /** @description Data rows in the file */
                            total: number;
                            processed: number;
                            successful: number;
                            failed: number;
                        };
                        errors: {
                            /** @description The row’s platformCustomerId, or `row <n>` without one */
                            correlationId: string;
                            code: string;
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                            /** @description The same code, message and details, nested as the oldest revision reads them */
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    [key: string]: unknown;
                                };
                            };
                        }[];
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC timestamp
                         */
                        completedAt?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Received (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    cardStateChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Webhook:<uuid>; the same event delivered again has the same id */
                    id: string;
                    /** @enum {string} */
                    type: "CARD.STATE_CHANGE";
                    /**
                     * Format: date-time
                     * @description When the change happened
                     */
                    timestamp: string;
                    data: components["schemas"]["Card"];
                    /** @description The same as `id`, for receivers of the earliest revision */
                    webhookId: string;
                };
            };
        };
        responses: {
            /** @description Received (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    cardFundingSourceChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Webhook:<uuid>; the same event delivered again has the same id */
                    id: string;
                    /** @enum {string} */
                    type: "CARD.FUNDING_SOURCE_CHANGE";
                    /**
                     * Format: date-time
                     * @description When the change happened
                     */
                    timestamp: string;
                    data: components["schemas"]["Card"];
                    /** @description The same as `id`, for receivers of the earliest revision */
                    webhookId: string;
                };
            };
        };
        responses: {
            /** @description Received (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    agentAction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Webhook:<uuid>; the same event delivered again has the same id */
                    id: string;
                    /** @enum {string} */
                    type: "AGENT_ACTION.PENDING_APPROVAL";
                    /**
                     * Format: date-time
                     * @description When the change happened
                     */
                    timestamp: string;
                    data: components["schemas"]["AgentAction"];
                    /** @description The same as `id`, for receivers of the earliest revision */
                    webhookId: string;
                };
            };
        };
        responses: {
            /** @description Received (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    agentActionDecided: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Webhook:<uuid>; the same event delivered again has the same id */
                    id: string;
                    /** @enum {string} */
                    type: "AGENT_ACTION.APPROVED" | "AGENT_ACTION.REJECTED" | "AGENT_ACTION.FAILED";
                    /**
                     * Format: date-time
                     * @description When the change happened
                     */
                    timestamp: string;
                    data: components["schemas"]["AgentAction"];
                    /** @description The same as `id`, for receivers of the earliest revision */
                    webhookId: string;
                };
            };
        };
        responses: {
            /** @description Received (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    walletOperation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Webhook:<uuid>; the same event delivered again has the same id */
                    id: string;
                    /** @enum {string} */
                    type: "wallet_operation.completed";
                    /**
                     * Format: date-time
                     * @description When the change happened
                     */
                    timestamp: string;
                    data: components["schemas"]["WalletOperation"];
                    /** @description The same as `id`, for receivers of the earliest revision */
                    webhookId: string;
                };
            };
        };
        responses: {
            /** @description Received (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Webhook:<uuid>; the same event delivered again has the same id */
                    id: string;
                    /** @enum {string} */
                    type: "TEST";
                    /**
                     * Format: date-time
                     * @description When the change happened
                     */
                    timestamp: string;
                    /** @description Extension: which configuration the TEST webhook is about (the contract gives TEST no data) */
                    data: {
                        message: string;
                        platformConfigId: string;
                    };
                    /** @description The same as `id`, for receivers of the earliest revision */
                    webhookId: string;
                };
            };
        };
        responses: {
            /** @description Received (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}

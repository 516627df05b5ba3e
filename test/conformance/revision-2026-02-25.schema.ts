// Generated from openapi/2026-02-25.json, cut to the operations of the contract's revision 2026-02-25, by `npm run openapi`; do not edit.

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
         * @description multipart/form-data with the CSV (UTF-8, at most 10 MB) in the file part `file`. The header is checked at once; rows are imported in the background. Columns: umaAddress, platformCustomerId, customerType, fullName, birthDate, email, businessLegalName, businessRegistrationNumber, businessTaxId, addressLine1, addressLine2, city, state, postalCode, country, platformAccountId, description. Every row is checked like POST /customers; a bad row is reported in the job`s `errors` and does not stop the others. Businesses get businessInfo.incorporatedOn 1970-01-01 (the CSV has no such column); businessRegistrationNumber and businessTaxId are optional; platformAccountId and description are accepted and ignored. A browser request from another site (an `Origin` of another host, or `Sec-Fetch-Site` other than same-origin) is 403 FORBIDDEN; clients that send no `Origin` are not affected.
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
         * @description Any platform may read an invitation: the code is what the inviter shares. A PENDING invitation past its `expiresAt` shows EXPIRED. Unknown codes count against the calling platform: past 20 in 15 minutes, every route that takes a code answers 429 RATE_LIMITED (with Retry-After) until that window ends.
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
         * @description Any platform may claim, for one of its own customers: `inviteeUma` must be the UMA address of an active customer of the calling platform (404 USER_NOT_FOUND otherwise). The creating platform receives INVITATION_CLAIMED. A claimed invitation gives 400 INVITATION_ALREADY_CLAIMED, a cancelled one 400 INVITATION_CANCELLED, an expired one 400 INVALID_INPUT with `details.invitationStatus` EXPIRED. Unknown codes count against the calling platform: past 20 in 15 minutes, every route that takes a code answers 429 RATE_LIMITED (with Retry-After) until that window ends.
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
         * @description Only the creating platform may cancel (403 FORBIDDEN otherwise), and only a PENDING invitation (400 otherwise, with the same codes as claim). No request body. Unknown codes count against the calling platform: past 20 in 15 minutes, every route that takes a code answers 429 RATE_LIMITED (with Retry-After) until that window ends.
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
         * @description Prices a payment between any combination of accounts and UMA addresses, with one side locked. For same-currency moves between an internal and an external account use POST /transfer-in or POST /transfer-out. A REALTIME_FUNDING quote returns paymentInstructions and is paid by them; `immediatelyExecute` executes internal-account and pull sources in the same call. A payer in an EU/EEA region authorizes its payment first (Strong Customer Authentication): the quote answers 202 in status PENDING_AUTHORIZATION with an `scaChallenge` (factor `scaFactor`), shows no paymentInstructions of a realtime funding yet, and POST /quotes/{quoteId}/authorize goes on (executing it when `immediatelyExecute` asked for that). Not challenged: payments to a trusted beneficiary and between the customer's own accounts.
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
         * @description Embedded-wallet sources need the `Service-Wallet-Signature` header: a stamp over the quote's `paymentInstructions[].accountOrWalletInfo.payloadToSign`. An executed quote cannot be cancelled. A quote still PENDING_AUTHORIZATION is not paid yet: the answer is the quote with its `scaChallenge` (issued again for another `scaFactor` or once expired) and its authorization executes it; an embedded wallet's quote is 409 until authorized.
         */
        post: operations["executeQuote"];
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
}
export type webhooks = Record<string, never>;
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
            individualType: "CONTROL_PERSON" | "DIRECTOR" | "TRUSTEE" | "GENERAL_PARTNER" | "BUSINESS_POINT_OF_CONTACT" | "SETTLOR";
            percentageOwnership: number;
            title?: string;
            /** Format: date */
            birthDate?: string;
            nationality?: string;
            /** Format: email */
            emailAddress?: string;
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
            /** @description Same as personalInfo.identifier; absent until given */
            taxId?: string;
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
            kycStatus: "PENDING_REVIEW" | "APPROVED" | "REJECTED";
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
            businessInfo?: {
                /** @description As given; empty when businessInfo was given without it */
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
        ExternalAccountBusinessBeneficiaryInput: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            beneficiaryType: "ExternalAccountBusinessBeneficiaryInput";
            legalName: string;
            registrationNumber?: string;
            taxId?: string;
            /** @description Email address of the beneficiary, as given (not format-checked) */
            email?: string;
            /** @description Phone number of the beneficiary, as given (not format-checked) */
            phoneNumber?: string;
            /** @description Country of residence of the beneficiary, as given (not format-checked) */
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
        ExternalAccountBeneficiaryInput: {
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
            /** @description Email address of the beneficiary, as given (not format-checked) */
            email?: string;
            /** @description Phone number of the beneficiary, as given (not format-checked) */
            phoneNumber?: string;
            /** @description Country of residence of the beneficiary, as given (not format-checked) */
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
        } | components["schemas"]["ExternalAccountBusinessBeneficiaryInput"];
        /** @description Originator/beneficiary information (Travel Rule). Optional; required for THIRD_PARTY wallets of customers in the EU/EEA */
        ExternalAccountWalletBeneficiaryInput: {
            /** @enum {string} */
            beneficiaryType: "INDIVIDUAL";
            fullName: string;
            /** @description Country of residence of the beneficiary, as given (not format-checked) */
            countryOfResidence: string;
        } | components["schemas"]["ExternalAccountBusinessBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
        } | {
            /** @enum {string} */
            accountType: "BRL_ACCOUNT";
            /** @description PIX key of the declared type */
            pixKey: string;
            /** @description CPF, CNPJ, EMAIL, PHONE or RANDOM (the key is then checked against the type); another type is stored and answered as given */
            pixKeyType: string;
            /** @description CPF (11 digits) or CNPJ (14 digits) of the holder, check digits verified; another form is stored and answered as given */
            taxId: string;
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName?: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "BR"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: "PIX"[];
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
                /** @description Email address of the beneficiary, as given (not format-checked) */
                email?: string;
                /** @description Phone number of the beneficiary, as given (not format-checked) */
                phoneNumber?: string;
                /** @description Country of residence of the beneficiary, as given (not format-checked) */
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
            } | components["schemas"]["ExternalAccountBusinessBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
                /** @description Email address of the beneficiary, as given (not format-checked) */
                email?: string;
                /** @description Phone number of the beneficiary, as given (not format-checked) */
                phoneNumber?: string;
                /** @description Country of residence of the beneficiary, as given (not format-checked) */
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
            } | components["schemas"]["ExternalAccountBusinessBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
                /** @description Email address of the beneficiary, as given (not format-checked) */
                email?: string;
                /** @description Phone number of the beneficiary, as given (not format-checked) */
                phoneNumber: string;
                /** @description Country of residence of the beneficiary, as given (not format-checked) */
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
            } | components["schemas"]["ExternalAccountBusinessBeneficiaryInput"];
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
                /** @description Email address of the beneficiary, as given (not format-checked) */
                email?: string;
                /** @description Phone number of the beneficiary, as given (not format-checked) */
                phoneNumber: string;
                /** @description Country of residence of the beneficiary, as given (not format-checked) */
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
            } | components["schemas"]["ExternalAccountBusinessBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
                /** @description Email address of the beneficiary, as given (not format-checked) */
                email?: string;
                /** @description Phone number of the beneficiary, as given (not format-checked) */
                phoneNumber?: string;
                /** @description Country of residence of the beneficiary, as given (not format-checked) */
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
            } | components["schemas"]["ExternalAccountBusinessBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
        } | {
            /** @enum {string} */
            accountType: "HTG_ACCOUNT";
            /** @description E.164 phone number of the account */
            phoneNumber: string;
            /** @description Countries the account is in; default: the country of the account */
            countries?: "HT"[];
            /** @description Rails payments to this account may use; default: every rail its fields allow */
            paymentRails?: "MOBILE_MONEY"[];
            beneficiary: components["schemas"]["ExternalAccountBeneficiaryInput"];
        } | {
            /** @enum {string} */
            accountType: "BASE_WALLET";
            /** @description EVM address 0x + 40 hex (EIP-55 when mixed case) */
            address: string;
            /** @description Custodian (VASP) holding the wallet, from GET /vasps; omit for self-custody */
            vaspName?: string;
            beneficiary?: components["schemas"]["ExternalAccountWalletBeneficiaryInput"];
        } | {
            /** @enum {string} */
            accountType: "ETHEREUM_WALLET";
            /** @description EVM address 0x + 40 hex (EIP-55 when mixed case) */
            address: string;
            /** @description Custodian (VASP) holding the wallet, from GET /vasps; omit for self-custody */
            vaspName?: string;
            beneficiary?: components["schemas"]["ExternalAccountWalletBeneficiaryInput"];
        } | {
            /** @enum {string} */
            accountType: "POLYGON_WALLET";
            /** @description EVM address 0x + 40 hex (EIP-55 when mixed case) */
            address: string;
            /** @description Custodian (VASP) holding the wallet, from GET /vasps; omit for self-custody */
            vaspName?: string;
            beneficiary?: components["schemas"]["ExternalAccountWalletBeneficiaryInput"];
        } | {
            /** @enum {string} */
            accountType: "PLASMA_WALLET";
            /** @description EVM address 0x + 40 hex (EIP-55 when mixed case) */
            address: string;
            /** @description Custodian (VASP) holding the wallet, from GET /vasps; omit for self-custody */
            vaspName?: string;
            beneficiary?: components["schemas"]["ExternalAccountWalletBeneficiaryInput"];
        } | {
            /** @enum {string} */
            accountType: "SOLANA_WALLET";
            /** @description Solana address: base58 of a 32-byte key */
            address: string;
            /** @description Custodian (VASP) holding the wallet, from GET /vasps; omit for self-custody */
            vaspName?: string;
            beneficiary?: components["schemas"]["ExternalAccountWalletBeneficiaryInput"];
        } | {
            /** @enum {string} */
            accountType: "TRON_WALLET";
            /** @description Tron address T... (base58check, 0x41 prefix) */
            address: string;
            /** @description Custodian (VASP) holding the wallet, from GET /vasps; omit for self-custody */
            vaspName?: string;
            beneficiary?: components["schemas"]["ExternalAccountWalletBeneficiaryInput"];
        } | {
            /** @enum {string} */
            accountType: "SPARK_WALLET";
            /** @description Spark address (bech32m, spark1... or sp1...) */
            address: string;
            /** @description Custodian (VASP) holding the wallet, from GET /vasps; omit for self-custody */
            vaspName?: string;
            beneficiary?: components["schemas"]["ExternalAccountWalletBeneficiaryInput"];
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
            beneficiary?: components["schemas"]["ExternalAccountBeneficiaryInput"];
        } | {
            /** @enum {string} */
            accountType: "CLABE";
            /** @description CLABE, 18 digits; check digit verified */
            clabeNumber: string;
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            beneficiary?: components["schemas"]["ExternalAccountBeneficiaryInput"];
        } | {
            /** @enum {string} */
            accountType: "IBAN";
            /** @description IBAN without spaces; country length and mod-97 check digits are verified */
            iban: string;
            /** @description Bank name; use the `bankName` returned by GET /discoveries */
            bankName: string;
            /** @description Another name of `swiftCode` (an older revision used it); give either, both answer */
            swiftBic?: string;
            beneficiary?: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
            beneficiary?: components["schemas"]["ExternalAccountBeneficiaryInput"];
        } | {
            /** @enum {string} */
            accountType: "UPI";
            /** @description UPI id (name@handle); for an account number with IFSC, accountNumber@IFSC.ifsc.npci */
            vpa: string;
            beneficiary?: components["schemas"]["ExternalAccountBeneficiaryInput"];
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
                birthDate: string;
                /** @description ISO 3166-1 alpha-2 country code */
                nationality: string;
                /** @description Email address of the beneficiary, as given (not format-checked) */
                email?: string;
                /** @description Phone number of the beneficiary, as given (not format-checked) */
                phoneNumber?: string;
                /** @description Country of residence of the beneficiary, as given (not format-checked) */
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
                /** @description Email address of the beneficiary, as given (not format-checked) */
                email?: string;
                /** @description Phone number of the beneficiary, as given (not format-checked) */
                phoneNumber?: string;
                /** @description Country of residence of the beneficiary, as given (not format-checked) */
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
                /** @description Email address of the beneficiary, as given (not format-checked) */
                email?: string;
                /** @description Phone number of the beneficiary, as given (not format-checked) */
                phoneNumber?: string;
                /** @description Country of residence of the beneficiary, as given (not format-checked) */
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
                /** @description Email address of the beneficiary, as given (not format-checked) */
                email?: string;
                /** @description Phone number of the beneficiary, as given (not format-checked) */
                phoneNumber?: string;
                /** @description Country of residence of the beneficiary, as given (not format-checked) */
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
            /** @description CPF, CNPJ, EMAIL, PHONE or RANDOM (the key is then checked against the type); another type is stored and answered as given */
            pixKeyType: string;
            /** @description CPF (11 digits) or CNPJ (14 digits) of the holder, check digits verified; another form is stored and answered as given */
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
                /** @description Email address of the beneficiary, as given (not format-checked) */
                email?: string;
                /** @description Phone number of the beneficiary, as given (not format-checked) */
                phoneNumber?: string;
                /** @description Country of residence of the beneficiary, as given (not format-checked) */
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
            paymentRails: ("UPI" | "IMPS")[];
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
                /** @description Email address of the beneficiary, as given (not format-checked) */
                email?: string;
                /** @description Phone number of the beneficiary, as given (not format-checked) */
                phoneNumber?: string;
                /** @description Country of residence of the beneficiary, as given (not format-checked) */
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
                /** @description Email address of the beneficiary, as given (not format-checked) */
                email?: string;
                /** @description Phone number of the beneficiary, as given (not format-checked) */
                phoneNumber?: string;
                /** @description Country of residence of the beneficiary, as given (not format-checked) */
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
                /** @description Email address of the beneficiary, as given (not format-checked) */
                email?: string;
                /** @description Phone number of the beneficiary, as given (not format-checked) */
                phoneNumber?: string;
                /** @description Country of residence of the beneficiary, as given (not format-checked) */
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
                /** @description Email address of the beneficiary, as given (not format-checked) */
                email?: string;
                /** @description Phone number of the beneficiary, as given (not format-checked) */
                phoneNumber?: string;
                /** @description Country of residence of the beneficiary, as given (not format-checked) */
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
                /** @description Email address of the beneficiary, as given (not format-checked) */
                email?: string;
                /** @description Phone number of the beneficiary, as given (not format-checked) */
                phoneNumber?: string;
                /** @description Country of residence of the beneficiary, as given (not format-checked) */
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
                /** @description Email address of the beneficiary, as given (not format-checked) */
                email?: string;
                /** @description Phone number of the beneficiary, as given (not format-checked) */
                phoneNumber?: string;
                /** @description Country of residence of the beneficiary, as given (not format-checked) */
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
                /** @description Email address of the beneficiary, as given (not format-checked) */
                email?: string;
                /** @description Phone number of the beneficiary, as given (not format-checked) */
                phoneNumber?: string;
                /** @description Country of residence of the beneficiary, as given (not format-checked) */
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
                /** @description Email address of the beneficiary, as given (not format-checked) */
                email?: string;
                /** @description Phone number of the beneficiary, as given (not format-checked) */
                phoneNumber?: string;
                /** @description Country of residence of the beneficiary, as given (not format-checked) */
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
                /** @description Email address of the beneficiary, as given (not format-checked) */
                email?: string;
                /** @description Phone number of the beneficiary, as given (not format-checked) */
                phoneNumber?: string;
                /** @description Country of residence of the beneficiary, as given (not format-checked) */
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
                /** @description Email address of the beneficiary, as given (not format-checked) */
                email?: string;
                /** @description Phone number of the beneficiary, as given (not format-checked) */
                phoneNumber?: string;
                /** @description Country of residence of the beneficiary, as given (not format-checked) */
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
                /** @description Email address of the beneficiary, as given (not format-checked) */
                email?: string;
                /** @description Phone number of the beneficiary, as given (not format-checked) */
                phoneNumber?: string;
                /** @description Country of residence of the beneficiary, as given (not format-checked) */
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
            status: "PENDING" | "ACTIVE" | "UNDER_REVIEW" | "INACTIVE";
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
        /** @description How the rate and fees were built. The sandbox service charges no fee of its own (its price is the FX spread in the multiplier); platform fees are `platformFeesIncluded`. Each `serviceApi…` field is also answered under its original name `gridApi…`, with the same value */
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
            /** @description The original spelling of `serviceApiMultiplier`, always the same value */
            gridApiMultiplier: number;
            /** @description The original spelling of `serviceApiFixedFee`, always the same value */
            gridApiFixedFee: number;
            /** @description The original spelling of `serviceApiVariableFeeRate`, always the same value */
            gridApiVariableFeeRate: number;
            /** @description The original spelling of `serviceApiVariableFeeAmount`, always the same value */
            gridApiVariableFeeAmount: number;
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
            scaChallenge?: components["schemas"]["ScaChallenge"];
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
            failureReason?: "LNURLP_FAILED" | "PAY_REQUEST_FAILED" | "PAYMENT_APPROVAL_WEBHOOK_ERROR" | "PAYMENT_APPROVAL_TIMED_OUT" | "OFFRAMP_FAILED" | "MISSING_MANDATORY_PAYEE_DATA" | "QUOTE_EXPIRED" | "QUOTE_EXECUTION_FAILED";
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
            failureReason?: "QUOTE_EXPIRED" | "QUOTE_EXECUTION_FAILED" | "FUNDING_AMOUNT_MISMATCH" | "LIGHTNING_PAYMENT_FAILED" | "COUNTERPARTY_POST_TX_FAILED";
            /** @description How to fund the payment when its source is realtime funding (those of its quote); empty otherwise */
            paymentInstructions: components["schemas"]["PaymentInstructions"][];
        };
        Transaction: components["schemas"]["IncomingTransaction"] | components["schemas"]["OutgoingTransaction"];
        ScaChallenge: {
            /** @description ScaChallenge:<uuid> */
            id: string;
            /** @description Same as `id` */
            challengeId: string;
            /**
             * @description Strong Customer Authentication factor
             * @enum {string}
             */
            factor: "SMS_OTP" | "TOTP" | "PASSKEY";
            /** @description The customer's factors; ask for another with `scaFactor` where the operation takes it */
            availableFactors: ("SMS_OTP" | "TOTP" | "PASSKEY")[];
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            expiresAt: string;
            /** @description For a PASSKEY challenge: the origins the assertion may come from */
            passkeyAllowedOrigins: string[] | null;
            /** @description For a PASSKEY challenge: the options for navigator.credentials.get */
            passkeyAssertionOptions: {
                [key: string]: unknown;
            } | null;
            /** @description PAYMENT_AUTHORIZATION, BENEFICIARY_TRUST or BENEFICIARY_UNTRUST */
            purpose: string | null;
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
                                name: "FULL_NAME" | "BIRTH_DATE" | "NATIONALITY" | "PHONE_NUMBER" | "EMAIL" | "POSTAL_ADDRESS" | "TAX_ID" | "REGISTRATION_NUMBER" | "USER_TYPE" | "COUNTRY_OF_RESIDENCE" | "ACCOUNT_IDENTIFIER" | "FI_LEGAL_ENTITY_NAME" | "FI_ADDRESS" | "PURPOSE_OF_PAYMENT" | "ULTIMATE_INSTITUTION_COUNTRY" | "IDENTIFIER";
                                mandatory: boolean;
                            }[];
                            /** @description Customer fields the currency's payment provider requires about the platform's customers */
                            providerRequiredCustomerFields?: ("FULL_NAME" | "BIRTH_DATE" | "NATIONALITY" | "PHONE_NUMBER" | "EMAIL" | "POSTAL_ADDRESS" | "TAX_ID" | "REGISTRATION_NUMBER" | "USER_TYPE" | "COUNTRY_OF_RESIDENCE" | "ACCOUNT_IDENTIFIER" | "FI_LEGAL_ENTITY_NAME" | "FI_ADDRESS" | "PURPOSE_OF_PAYMENT" | "ULTIMATE_INSTITUTION_COUNTRY" | "IDENTIFIER")[];
                            /** @description Customer fields the currency's payment provider requires about the counterparty */
                            providerRequiredCounterpartyCustomerFields?: ("FULL_NAME" | "BIRTH_DATE" | "NATIONALITY" | "PHONE_NUMBER" | "EMAIL" | "POSTAL_ADDRESS" | "TAX_ID" | "REGISTRATION_NUMBER" | "USER_TYPE" | "COUNTRY_OF_RESIDENCE" | "ACCOUNT_IDENTIFIER" | "FI_LEGAL_ENTITY_NAME" | "FI_ADDRESS" | "PURPOSE_OF_PAYMENT" | "ULTIMATE_INSTITUTION_COUNTRY" | "IDENTIFIER")[];
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
                         * @description Extension: the revision this platform's answers and webhooks are given in when a request names none (`Service-Revision` header): its pin, else the server default (docs/revisions.md)
                         * @enum {string}
                         */
                        apiRevision?: "2025-10-13" | "2026-02-25" | "2026-08-21";
                        /** @description Extension: whether `apiRevision` is pinned by this platform (PATCH /config) */
                        apiRevisionPinned?: boolean;
                        /** @description Extension: every revision this server answers in */
                        apiRevisions?: ("2025-10-13" | "2026-02-25" | "2026-08-21")[];
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
                    /**
                     * @description Extension: pins the revision answers and webhooks are given in when a request names none; null follows the server default (docs/revisions.md)
                     * @enum {string|null}
                     */
                    apiRevision?: "2025-10-13" | "2026-02-25" | "2026-08-21" | null;
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
                                name: "FULL_NAME" | "BIRTH_DATE" | "NATIONALITY" | "PHONE_NUMBER" | "EMAIL" | "POSTAL_ADDRESS" | "TAX_ID" | "REGISTRATION_NUMBER" | "USER_TYPE" | "COUNTRY_OF_RESIDENCE" | "ACCOUNT_IDENTIFIER" | "FI_LEGAL_ENTITY_NAME" | "FI_ADDRESS" | "PURPOSE_OF_PAYMENT" | "ULTIMATE_INSTITUTION_COUNTRY" | "IDENTIFIER";
                                mandatory: boolean;
                            }[];
                            /** @description Customer fields the currency's payment provider requires about the platform's customers */
                            providerRequiredCustomerFields?: ("FULL_NAME" | "BIRTH_DATE" | "NATIONALITY" | "PHONE_NUMBER" | "EMAIL" | "POSTAL_ADDRESS" | "TAX_ID" | "REGISTRATION_NUMBER" | "USER_TYPE" | "COUNTRY_OF_RESIDENCE" | "ACCOUNT_IDENTIFIER" | "FI_LEGAL_ENTITY_NAME" | "FI_ADDRESS" | "PURPOSE_OF_PAYMENT" | "ULTIMATE_INSTITUTION_COUNTRY" | "IDENTIFIER")[];
                            /** @description Customer fields the currency's payment provider requires about the counterparty */
                            providerRequiredCounterpartyCustomerFields?: ("FULL_NAME" | "BIRTH_DATE" | "NATIONALITY" | "PHONE_NUMBER" | "EMAIL" | "POSTAL_ADDRESS" | "TAX_ID" | "REGISTRATION_NUMBER" | "USER_TYPE" | "COUNTRY_OF_RESIDENCE" | "ACCOUNT_IDENTIFIER" | "FI_LEGAL_ENTITY_NAME" | "FI_ADDRESS" | "PURPOSE_OF_PAYMENT" | "ULTIMATE_INSTITUTION_COUNTRY" | "IDENTIFIER")[];
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
                         * @description Extension: the revision this platform's answers and webhooks are given in when a request names none (`Service-Revision` header): its pin, else the server default (docs/revisions.md)
                         * @enum {string}
                         */
                        apiRevision?: "2025-10-13" | "2026-02-25" | "2026-08-21";
                        /** @description Extension: whether `apiRevision` is pinned by this platform (PATCH /config) */
                        apiRevisionPinned?: boolean;
                        /** @description Extension: every revision this server answers in */
                        apiRevisions?: ("2025-10-13" | "2026-02-25" | "2026-08-21")[];
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
                    /** @description Beneficial owners in the shape of the revisions before /beneficial-owners; they become the customer's beneficial owners (in PATCH they replace them). birthDate, nationality and address are required; taxId may come later (POST /verifications reports it missing where KYB needs it). */
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
    getKycLinkByPlatformCustomerId: {
        parameters: {
            query: {
                platformCustomerId: string;
                /** @description Where the hosted page sends the customer back; carried on the link as given */
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
                    /** @description Beneficial owners in the shape of the revisions before /beneficial-owners; they become the customer's beneficial owners (in PATCH they replace them). birthDate, nationality and address are required; taxId may come later (POST /verifications reports it missing where KYB needs it). */
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
                            name: "FULL_NAME" | "BIRTH_DATE" | "NATIONALITY" | "PHONE_NUMBER" | "EMAIL" | "POSTAL_ADDRESS" | "TAX_ID" | "REGISTRATION_NUMBER" | "USER_TYPE" | "COUNTRY_OF_RESIDENCE" | "ACCOUNT_IDENTIFIER" | "FI_LEGAL_ENTITY_NAME" | "FI_ADDRESS" | "PURPOSE_OF_PAYMENT" | "ULTIMATE_INSTITUTION_COUNTRY" | "IDENTIFIER";
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
                            destinationPaymentRail: "ACH" | "ACH_COLOMBIA" | "BANK_TRANSFER" | "BRE_B" | "CIPS" | "FAST" | "FASTER_PAYMENTS" | "FEDNOW" | "INSTAPAY" | "MOBILE_MONEY" | "NEFT" | "PAYNOW" | "PESONET" | "PIX" | "RTGS" | "RTP" | "SEPA" | "SEPA_INSTANT" | "SPEI" | "SWIFT" | "UNIONPAY" | "UPI" | "WIRE";
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
                                birthDate: string;
                                /** @description ISO 3166-1 alpha-2 country code */
                                nationality: string;
                                /** @description Email address of the beneficiary, as given (not format-checked) */
                                email?: string;
                                /** @description Phone number of the beneficiary, as given (not format-checked) */
                                phoneNumber?: string;
                                /** @description Country of residence of the beneficiary, as given (not format-checked) */
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
                        /** @description Unprefixed: 128 random bits as 26 lowercase symbols of Crockford's base32 (8 hex characters for invitations made before). The code is the capability: share it only with the invitee. */
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
                /** @description 26 letters and digits (128 bits; any case, hyphens ignored), or the 8 hex characters of an invitation made before codes grew */
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
                        /** @description Unprefixed: 128 random bits as 26 lowercase symbols of Crockford's base32 (8 hex characters for invitations made before). The code is the capability: share it only with the invitee. */
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
                /** @description 26 letters and digits (128 bits; any case, hyphens ignored), or the 8 hex characters of an invitation made before codes grew */
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
                        /** @description Unprefixed: 128 random bits as 26 lowercase symbols of Crockford's base32 (8 hex characters for invitations made before). The code is the capability: share it only with the invitee. */
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
                /** @description 26 letters and digits (128 bits; any case, hyphens ignored), or the 8 hex characters of an invitation made before codes grew */
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
                        /** @description Unprefixed: 128 random bits as 26 lowercase symbols of Crockford's base32 (8 hex characters for invitations made before). The code is the capability: share it only with the invitee. */
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
                status?: "PENDING" | "PENDING_AUTHORIZATION" | "PROCESSING" | "COMPLETED" | "FAILED" | "EXPIRED";
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
                        data: components["schemas"]["Quote"][];
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
                     * @description Strong Customer Authentication factor to challenge a payer in an EU/EEA region with (default: SMS_OTP when the customer has a phone number, else its enrolled factor). Ignored where the payer is not challenged
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
            202: {
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
                     * @description Strong Customer Authentication factor to challenge a payer in an EU/EEA region with (default: SMS_OTP when the customer has a phone number, else its enrolled factor). Ignored where the payer is not challenged
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
                status?: "CREATED" | "PENDING" | "PENDING_AUTHORIZATION" | "PROCESSING" | "SENT" | "COMPLETED" | "REJECTED" | "FAILED" | "REFUNDED" | "EXPIRED" | "AUTHORIZED" | "PARTIALLY_SETTLED" | "SETTLED" | "EXCEPTION";
                type?: "INCOMING" | "OUTGOING" | "CARD";
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
                    /** @description The receiving customer, instead of receiverUmaAddress; given with it, it must be the customer the address names (400 otherwise) */
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
}

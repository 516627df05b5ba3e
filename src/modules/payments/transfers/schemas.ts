import { Type } from 'typebox';
import { AmountMinor, StringEnum } from '../../../http/schemas.js';
import { PAYMENT_RAILS } from '../../external-accounts/index.js';

const accountId = (description: string) => Type.String({ minLength: 1, maxLength: 200, description });
const amount = (description: string) => AmountMinor({ minimum: 1, description });

export const TransferInBody = Type.Object(
  {
    source: Type.Object(
      { accountId: accountId('ExternalAccount:<uuid> that can be pulled from (USD_ACCOUNT, ACH pull)') },
      { additionalProperties: false },
    ),
    destination: Type.Object(
      { accountId: accountId('InternalAccount:<uuid>') },
      { additionalProperties: false },
    ),
    amount: Type.Optional(
      amount(
        "Smallest unit of the accounts' currency; default: the source's whole available balance (the sandbox bank holds 1,000.00 in every pull-capable account)",
      ),
    ),
  },
  { additionalProperties: false },
);

export const TransferOutBody = Type.Object(
  {
    source: Type.Object({ accountId: accountId('InternalAccount:<uuid>') }, { additionalProperties: false }),
    destination: Type.Object(
      {
        accountId: accountId('ExternalAccount:<uuid>'),
        paymentRail: Type.Optional(
          StringEnum(PAYMENT_RAILS, { description: "Default: the account's first rail" }),
        ),
      },
      { additionalProperties: false },
    ),
    amount: Type.Optional(amount('Smallest unit; default: the whole available balance')),
    remittanceInformation: Type.Optional(Type.String({ maxLength: 80 })),
    purposeOfPayment: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
